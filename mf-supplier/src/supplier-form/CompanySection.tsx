import { Card, Checkbox, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_INFO_RULES as R, SUPPLIER_TYPES, SUPPLY_TYPES, creditCodeRules } from '@portal/shared/core';
import { DateField, LocaleNumberInput, usePageRequest, useLanguage } from '@portal/shared/react';
import { SupplierField } from './SupplierField';
import { fetchCurrencies } from './supplier-detail.api';

/** A count of people: whole, never negative ('1.200' in vi-VN is twelve hundred). */
const WHOLE_NUMBER = { maxFractionDigits: 0 } as const;

const at = (field: string) => ['supplierInfoAll', field];

/** Company information (spec 02 §3 "Supplier"). */
export function CompanySection() {
  const { t } = useTranslation('mf-supplier');
  const lang = useLanguage();
  const currencies = usePageRequest(fetchCurrencies, []);
  const longTerm = Form.useWatch(at('licenceLongTerm')) as boolean | undefined;
  // The code is read as the country of the address section asks (CN credit code, VN tax code).
  const country = Form.useWatch(['supplierAddress', 'country']) as string | undefined;
  const currencyName = (c: { currencyName: string; currencyNameEn: string | null }) => (lang === 'zh-CN' ? c.currencyName : (c.currencyNameEn ?? c.currencyName));
  return (
    <Card title={t('supplierForm.company')} data-testid="section-company">
      <Row gutter={16}>
        <SupplierField name={at('supplierName')} label="supplierName" rules={R.supplierName}>
          <Input maxLength={200} data-testid="f-supplierName" />
        </SupplierField>
        <SupplierField name={at('supplierNameEn')} label="supplierNameEn" rules={R.supplierNameEn}>
          <Input maxLength={200} data-testid="f-supplierNameEn" />
        </SupplierField>
        <SupplierField name={at('creditCode')} label="creditCode" rules={creditCodeRules(country)}>
          <Input maxLength={30} data-testid="f-creditCode" />
        </SupplierField>
        <SupplierField name={at('establishDate')} label="establishDate" rules={R.establishDate}>
          <DateField style={{ width: '100%' }} data-testid="f-establishDate" />
        </SupplierField>
        {/* `|| undefined`: a `false` of its own would override the form's read-only state. */}
        <SupplierField name={at('licenceEndDate')} label="licenceEndDate" rules={R.licenceEndDate}>
          <DateField style={{ width: '100%' }} disabled={longTerm || undefined} data-testid="f-licenceEndDate" />
        </SupplierField>
        <SupplierField name={at('licenceLongTerm')} label="licenceLongTerm" rules={R.licenceLongTerm} valuePropName="checked">
          <Checkbox data-testid="f-licenceLongTerm">{t('supplierForm.longTerm')}</Checkbox>
        </SupplierField>
        <SupplierField name={at('registeredCapital')} label="registeredCapital" rules={R.registeredCapital}>
          {/* Read as the supplier's language writes numbers (vi-VN: '5.000.000,25'), kept as an exact decimal. */}
          <LocaleNumberInput inputMode="decimal" maxLength={24} data-testid="f-registeredCapital" />
        </SupplierField>
        <SupplierField name={at('currency')} label="currency" rules={R.currency}>
          <Select
            allowClear
            loading={currencies.loading}
            options={(currencies.data ?? []).map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} ${currencyName(c)}` }))}
            data-testid="f-currency"
          />
        </SupplierField>
        <SupplierField name={at('employeeCount')} label="employeeCount" rules={R.employeeCount}>
          <LocaleNumberInput inputMode="numeric" maxLength={11} options={WHOLE_NUMBER} data-testid="f-employeeCount" />
        </SupplierField>
        <SupplierField name={at('legalPerson')} label="legalPerson" rules={R.legalPerson}>
          <Input maxLength={200} data-testid="f-legalPerson" />
        </SupplierField>
        <SupplierField name={at('legalPersonIdNumber')} label="legalPersonIdNumber" rules={R.legalPersonIdNumber}>
          <Input maxLength={30} data-testid="f-legalPersonIdNumber" />
        </SupplierField>
        <SupplierField name={at('companyEmail')} label="companyEmail" rules={R.companyEmail}>
          <Input type="email" maxLength={200} data-testid="f-companyEmail" />
        </SupplierField>
        <SupplierField name={at('website')} label="website" rules={R.website}>
          <Input maxLength={200} placeholder="https://" data-testid="f-website" />
        </SupplierField>
        <SupplierField name={at('registeredAddress')} label="registeredAddress" rules={R.registeredAddress} wide>
          <Input maxLength={200} data-testid="f-registeredAddress" />
        </SupplierField>
        <SupplierField name={at('supplierType')} label="supplierType" rules={R.supplierType}>
          <Select allowClear options={SUPPLIER_TYPES.map((v) => ({ value: v, label: t(`supplierForm.supplierTypes.${v}`) }))} data-testid="f-supplierType" />
        </SupplierField>
        <SupplierField name={at('supplyType')} label="supplyType" rules={R.supplyType}>
          <Select allowClear options={SUPPLY_TYPES.map((v) => ({ value: v, label: t(`supplierForm.supplyTypes.${v}`) }))} data-testid="f-supplyType" />
        </SupplierField>
        <SupplierField name={at('mainProducts')} label="mainProducts" rules={R.mainProducts} wide>
          <Input.TextArea rows={2} maxLength={2000} data-testid="f-mainProducts" />
        </SupplierField>
        <SupplierField name={at('businessScope')} label="businessScope" rules={R.businessScope} wide>
          <Input.TextArea rows={3} maxLength={2000} data-testid="f-businessScope" />
        </SupplierField>
      </Row>
    </Card>
  );
}
