import { Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageRequest } from '@portal/shared/react';
import { findBankAreas, findBanks, findBranches, type BankBranch } from './bank.api';

/**
 * Look-ups over the bank directory for the bank section: choose the bank, then its region and
 * branch, and the branch's name, SWIFT code and address fill the form's fields. The fields stay
 * free text: a bank missing from the directory is typed in as before.
 */
export function BankLookup({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('mf-supplier');
  const form = Form.useFormInstance();
  const [keyword, setKeyword] = useState('');
  const [bankCode, setBankCode] = useState<string>();
  const [areaCode, setAreaCode] = useState<string>();
  const [branchWords, setBranchWords] = useState('');
  const banks = usePageRequest(() => findBanks(keyword), [keyword]);
  const areas = usePageRequest(() => (bankCode ? findBankAreas(bankCode) : Promise.resolve(undefined)), [bankCode]);
  const branches = usePageRequest(() => (bankCode ? findBranches(bankCode, areaCode, branchWords) : Promise.resolve(undefined)), [bankCode, areaCode, branchWords]);

  const fill = (branch: BankBranch) => {
    form.setFieldsValue({
      supplierBank: { bankName: branch.bankName, branchName: branch.branchName, swiftCode: branch.swiftCode ?? undefined, bankAddress: branch.bankAddress },
    });
  };

  return (
    <Row gutter={16} data-testid="bank-lookup">
      <Col xs={24} sm={12} lg={8}>
        <Form.Item label={t('bankLookup.bank')}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            allowClear
            disabled={disabled}
            placeholder={t('bankLookup.bankPlaceholder')}
            loading={banks.loading}
            value={bankCode}
            options={(banks.data?.records ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            onChange={(code?: string) => {
              setBankCode(code);
              setAreaCode(undefined);
              setBranchWords('');
              const bank = banks.data?.records.find((b) => b.bankCode === code);
              if (bank) form.setFieldValue(['supplierBank', 'bankName'], bank.bankName);
            }}
            data-testid="bank-lookup-bank"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item label={t('bankLookup.area')}>
          <Select
            allowClear
            disabled={disabled || !bankCode}
            placeholder={t('bankLookup.areaPlaceholder')}
            loading={areas.loading}
            value={areaCode}
            options={(areas.data?.records ?? []).map((a) => ({ value: a.areaCode, label: a.province === a.city ? a.city : `${a.province} · ${a.city}` }))}
            onChange={(code?: string) => setAreaCode(code)}
            data-testid="bank-lookup-area"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={24} lg={8}>
        <Form.Item label={t('bankLookup.branch')}>
          <Select
            showSearch={{ filterOption: false, onSearch: setBranchWords }}
            disabled={disabled || !bankCode}
            placeholder={t('bankLookup.branchPlaceholder')}
            loading={branches.loading}
            value={null}
            options={(branches.data?.records ?? []).map((b) => ({ value: b.branchCode, label: b.branchName }))}
            onChange={(code: string) => {
              const branch = branches.data?.records.find((b) => b.branchCode === code);
              if (branch) fill(branch);
            }}
            data-testid="bank-lookup-branch"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
