import { App, Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotationNeeds } from '@portal/shared/core';
import { LocaleNumberInput } from '@portal/shared/react';
import type { TaxRateOption } from '../../sourcing-api/sourcing-types';
import type { LineDraft } from './quotation-form';

export interface ApplyToAllBarProps {
  taxRates: TaxRateOption[];
  lineCount: number;
  disabled: boolean;
  /** What the source's kind asks: a field it does not ask is not offered. */
  needs: QuotationNeeds;
  /** Sets one field on every line the supplier quotes. */
  onApply: (change: Partial<LineDraft>) => void;
}

/**
 * "Apply to all lines" for the fields a supplier most often gives once for the whole quotation
 * (issue 33): the tax rate, the brand and the arrival days, each with its own button so one field
 * can be filled without touching the others. Days are read like every other number field.
 */
export function ApplyToAllBar({ taxRates, lineCount, disabled, needs, onApply }: ApplyToAllBarProps) {
  const { t } = useTranslation('mf-sourcing');
  const { message } = App.useApp();
  const [taxRate, setTaxRate] = useState<string>();
  const [brand, setBrand] = useState('');
  const [days, setDays] = useState('');
  const daysRead = /^[1-9]\d*$/.test(days);
  const apply = (change: Partial<LineDraft>) => {
    onApply(change);
    void message.success(t('quotation.applyAll.applied', { count: lineCount }));
  };
  return (
    <Flex wrap gap={12} align="flex-start" style={{ marginBottom: 12 }} data-testid="apply-all">
      <Typography.Text strong>{t('quotation.applyAll.title')}</Typography.Text>
      <Flex gap={4} align="flex-start">
        <Select size="small" style={{ width: 128 }} value={taxRate} options={taxRates} placeholder={t('quotation.applyAll.taxRate')} aria-label={t('quotation.applyAll.taxRate')} onChange={setTaxRate} disabled={disabled} data-testid="apply-all-taxRate" />
        <Button size="small" disabled={disabled || !taxRate} onClick={() => taxRate && apply({ taxRate })} data-testid="apply-all-taxRate-button">
          {t('quotation.applyAll.apply')}
        </Button>
      </Flex>
      {needs.brand && (
      <Flex gap={4} align="flex-start">
        <Input size="small" style={{ width: 128 }} value={brand} maxLength={200} placeholder={t('quotation.applyAll.brand')} aria-label={t('quotation.applyAll.brand')} onChange={(e) => setBrand(e.target.value)} disabled={disabled} data-testid="apply-all-brand" />
        <Button size="small" disabled={disabled || !brand.trim()} onClick={() => apply({ brand: brand.trim() })} data-testid="apply-all-brand-button">
          {t('quotation.applyAll.apply')}
        </Button>
      </Flex>
      )}
      {needs.arrivalDays && (
      <Flex gap={4} align="flex-start">
        <LocaleNumberInput size="small" minWidth={128} value={days} options={{ maxFractionDigits: 0 }} inputMode="numeric" maxLength={8} placeholder={t('quotation.applyAll.days')} aria-label={t('quotation.applyAll.days')} onChange={setDays} disabled={disabled} data-testid="apply-all-days" />
        <Button size="small" disabled={disabled || !daysRead} onClick={() => apply({ arrivalDays: days })} data-testid="apply-all-days-button">
          {t('quotation.applyAll.apply')}
        </Button>
      </Flex>
      )}
    </Flex>
  );
}
