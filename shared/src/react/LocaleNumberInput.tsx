import { Input, Typography, type InputProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, numberRefusalKey, readLocaleNumber, type NumberReadOptions, type NumberReading } from '../core/locale-number';
import { useLanguage } from './use-external-store';

export interface LocaleNumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'status'> {
  /** The exact decimal held ('1234.56'), '' or nothing for none, or a refused text as it was typed. */
  value?: string;
  /**
   * Called on every keystroke: with the exact decimal when the text reads, '' when it is blank, and
   * the text itself when it is refused, so the form holds what was typed (and refuses to send it)
   * rather than a value the supplier did not write.
   */
  onChange?: (value: string, reading: NumberReading) => void;
  options?: NumberReadOptions;
  /** The caller's own rule broken (a limit, a required field), shown when the text itself reads. */
  error?: ReactNode;
  /** The test id of the caller's error line (the refusal's is 'number-refusal'). */
  errorTestId?: string;
  /** The width of the field and its lines below. */
  minWidth?: number;
}

const NOTE = { fontSize: 12, display: 'block', lineHeight: 1.3 } as const;

/**
 * A money, quantity or day field (issue 33): the supplier types as their language writes numbers,
 * the field shows beside it the value as understood, in that language, and refuses with a message
 * what cannot be read for certain. What was typed is never changed.
 */
export function LocaleNumberInput({ value = '', onChange, options, error, errorTestId = 'number-error', minWidth, ...inputProps }: LocaleNumberInputProps) {
  const { t } = useTranslation('common');
  const locale = useLanguage();
  const [text, setText] = useState(() => formatLocaleNumber(value, locale, { grouping: false }));
  // The value this field last gave out: a value from elsewhere (a draft loaded, "apply to all", a
  // language switch) replaces the text, what the supplier types does not come back to rewrite it.
  const emitted = useRef<{ value: string; locale: string }>({ value, locale });
  useEffect(() => {
    if (emitted.current.value === value && emitted.current.locale === locale) return;
    emitted.current = { value, locale };
    setText(formatLocaleNumber(value, locale, { grouping: false }));
  }, [value, locale]);

  const reading = readLocaleNumber(text, locale, options);
  const change = (next: string) => {
    setText(next);
    const r = readLocaleNumber(next, locale, options);
    const out = r.ok ? r.value : r.reason === 'empty' ? '' : next;
    emitted.current = { value: out, locale };
    onChange?.(out, r);
  };
  const refusal = !reading.ok && reading.reason !== 'empty' ? t(numberRefusalKey(reading.reason)) : null;
  return (
    <div style={minWidth ? { minWidth } : undefined}>
      <Input {...inputProps} value={text} status={refusal || error ? 'error' : undefined} aria-invalid={Boolean(refusal || error)} onChange={(e) => change(e.target.value)} />
      {reading.ok && (
        <Typography.Text type="secondary" style={NOTE} data-testid="number-understood">
          {t('number.understood', { value: formatLocaleNumber(reading.value, locale) })}
        </Typography.Text>
      )}
      {refusal ? (
        <Typography.Text type="danger" style={NOTE} role="alert" data-testid="number-refusal">
          {refusal}
        </Typography.Text>
      ) : (
        error && (
          <Typography.Text type="danger" style={NOTE} data-testid={errorTestId}>
            {error}
          </Typography.Text>
        )
      )}
    </div>
  );
}
