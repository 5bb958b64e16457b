import { Card, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_ADDRESS_RULES as R, SUPPLIER_COUNTRIES } from '@portal/shared/core';
import { SupplierField } from './SupplierField';

const at = (field: string) => ['supplierAddress', field];

/** Registered address (spec 02 §3 "Supplier address"). */
export function AddressSection() {
  const { t } = useTranslation('mf-supplier');
  return (
    <Card title={t('supplierForm.address')} data-testid="section-address">
      <Row gutter={16}>
        <SupplierField name={at('country')} label="country" rules={R.country}>
          <Select allowClear options={SUPPLIER_COUNTRIES.map((v) => ({ value: v, label: t(`supplierForm.countries.${v}`) }))} data-testid="f-country" />
        </SupplierField>
        <SupplierField name={at('province')} label="province" rules={R.province}>
          <Input maxLength={200} data-testid="f-province" />
        </SupplierField>
        <SupplierField name={at('city')} label="city" rules={R.city}>
          <Input maxLength={200} data-testid="f-city" />
        </SupplierField>
        <SupplierField name={at('address')} label="address" rules={R.address}>
          <Input maxLength={200} data-testid="f-address" />
        </SupplierField>
        <SupplierField name={at('phone')} label="phone" rules={R.phone}>
          <Input inputMode="tel" maxLength={30} data-testid="f-addressPhone" />
        </SupplierField>
        <SupplierField name={at('postalCode')} label="postalCode" rules={R.postalCode}>
          <Input maxLength={10} data-testid="f-postalCode" />
        </SupplierField>
      </Row>
    </Card>
  );
}
