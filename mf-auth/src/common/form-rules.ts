import type { TFunction } from 'i18next';

/** Turns a shared validator (null or a key of the common namespace) into an antd form rule. */
export function rule(validate: (value: string) => string | null, t: TFunction | ((key: string) => string)) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const key = validate(value ?? '');
      return key ? Promise.reject(new Error((t as (k: string) => string)(`common:${key}`))) : Promise.resolve();
    },
  };
}
