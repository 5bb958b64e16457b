import { Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageRequest, useSettledValue } from '@portal/shared/react';
import { findBankAreas, findBanks, findBranches, type BankBranch } from './bank.api';

/** How long typing must pause before the directory is searched for what was typed. */
const SEARCH_SETTLE_MS = 250;

/** Cleared words need no pause: the directory's first page comes back at once. */
const cleared = (words: string) => words === '';

/** The words to search the directory for: what was typed once it settles. */
const useSearchWords = (typed: string): string => useSettledValue(typed, SEARCH_SETTLE_MS, cleared);

/**
 * Look-ups over the bank directory for the bank section: choose the bank, then its region and
 * branch, and the branch's name, SWIFT code and address fill the form's fields. The fields stay
 * free text: a bank missing from the directory is typed in as before.
 */
export function BankLookup({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('mf-supplier');
  const form = Form.useFormInstance();
  const [typedBank, setTypedBank] = useState('');
  const [bankCode, setBankCode] = useState<string>();
  const [areaCode, setAreaCode] = useState<string>();
  const [typedBranch, setTypedBranch] = useState('');
  const keyword = useSearchWords(typedBank);
  const branchWords = useSearchWords(typedBranch);
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
            showSearch={{ filterOption: false, onSearch: setTypedBank }}
            allowClear
            disabled={disabled}
            placeholder={t('bankLookup.bankPlaceholder')}
            loading={banks.loading || typedBank !== keyword}
            value={bankCode}
            options={(banks.data?.records ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            onChange={(code?: string) => {
              setBankCode(code);
              setAreaCode(undefined);
              setTypedBranch('');
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
            showSearch={{ filterOption: false, onSearch: setTypedBranch }}
            disabled={disabled || !bankCode}
            placeholder={t('bankLookup.branchPlaceholder')}
            loading={branches.loading || typedBranch !== branchWords}
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
