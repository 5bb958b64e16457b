// Turns the shared field rules into antd form rules. The same rules run on the server; which set
// applies (temp save: formats; submit: also completeness) is decided when a button is pressed.
import { createContext, useContext } from 'react';
import type { FormRule } from 'antd';
import { checkField, type FieldRule, type SupplierDetailFlag } from '@portal/shared/core';
import { fromDay } from './form-values';

export interface FlagRef {
  current: SupplierDetailFlag;
}

export type RulesFor = (rules: FieldRule[]) => FormRule[];

export function makeRulesFor(flag: FlagRef, translate: (key: string) => string): RulesFor {
  return (rules) => [
    {
      validator: (_, value: unknown) => {
        const key = checkField(rules, fromDay(value), flag.current);
        return key ? Promise.reject(new Error(translate(`common:${key}`))) : Promise.resolve();
      },
    },
  ];
}

/** The asterisk: fields the submit needs. */
export const requiredOnSubmit = (rules: FieldRule[]) => checkField(rules, '', 'submit') !== null;

/** The page decides the flag; the sections only name their fields' rules. */
export const RulesContext = createContext<RulesFor>(() => []);
export const useRulesFor = () => useContext(RulesContext);
