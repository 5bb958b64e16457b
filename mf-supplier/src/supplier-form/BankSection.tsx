import { Card, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_BANK_RULES as R } from '@portal/shared/core';
import { SupplierField } from './SupplierField';

const at = (field: string) => ['supplierBank', field];

/**
 * The bank account payments go to (spec 02 §3 "Supplier bank"). `lookup` is drawn above the fields
 * (the registration's bank-directory look-ups, which fill them).
 */
export function BankSection({ lookup }: { lookup?: ReactNode } = {}) {
  const { t } = useTranslation('mf-supplier');
  return (
    <Card title={t('supplierForm.bank')} data-testid="section-bank">
      {lookup}
      <Row gutter={16}>
        <SupplierField name={at('bankName')} label="bankName" rules={R.bankName}>
          <Input maxLength={200} data-testid="f-bankName" />
        </SupplierField>
        <SupplierField name={at('branchName')} label="branchName" rules={R.branchName}>
          <Input maxLength={200} data-testid="f-branchName" />
        </SupplierField>
        <SupplierField name={at('accountName')} label="accountName" rules={R.accountName}>
          <Input maxLength={200} data-testid="f-accountName" />
        </SupplierField>
        <SupplierField name={at('accountNumber')} label="accountNumber" rules={R.accountNumber}>
          <Input maxLength={40} inputMode="numeric" data-testid="f-accountNumber" />
        </SupplierField>
        <SupplierField name={at('bankAddress')} label="bankAddress" rules={R.bankAddress}>
          <Input maxLength={200} data-testid="f-bankAddress" />
        </SupplierField>
        <SupplierField name={at('swiftCode')} label="swiftCode" rules={R.swiftCode}>
          <Input maxLength={11} data-testid="f-swiftCode" />
        </SupplierField>
      </Row>
    </Card>
  );
}
