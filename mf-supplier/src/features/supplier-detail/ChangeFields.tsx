import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangedField } from './supplier-change.api';

const SECTION_LABEL: Record<ChangedField['section'], string> = {
  supplierInfoAll: 'supplierForm.company',
  supplierAddress: 'supplierForm.address',
  supplierBank: 'supplierForm.bank',
  supplierUsers: 'supplierForm.contacts',
  supplierMainBusiness: 'mainBusiness.title',
  files: 'supplierDetail.filesTitle',
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'boolean' ? (value ? '✓' : '✗') : String(value));

/** Each changed field of a change request, its old value beside its new one. */
export function ChangeFields({ changes, testId }: { changes: ChangedField[]; testId?: string }) {
  const { t } = useTranslation('mf-supplier');
  // A contact's field is '<n>.<field>': the label is the field's, the contact's number in front.
  const label = (c: ChangedField) => {
    // A file is listed under its attachment type; the main businesses are one field.
    if (c.section === 'files') return t(`common:upload.aptitude.${c.field}`, { defaultValue: c.field });
    if (c.section === 'supplierMainBusiness') return t('mainBusiness.title');
    const [n, field] = c.section === 'supplierUsers' ? c.field.split('.') : [null, c.field];
    // The contact's phone has its own label on the form.
    const key = n && field === 'phone' ? 'contactPhone' : field;
    const name = t(`supplierForm.field.${key}`, { defaultValue: field });
    return n ? `${t('supplierForm.contactN', { n })} · ${name}` : name;
  };
  return (
    <Table<ChangedField>
      size="small"
      pagination={false}
      rowKey={(c) => `${c.section}.${c.field}`}
      dataSource={changes}
      data-testid={testId}
      columns={[
        { title: t('supplierDetail.section'), dataIndex: 'section', render: (s: string) => t(SECTION_LABEL[s as ChangedField['section']]), width: 140 },
        { title: t('supplierDetail.field'), key: 'field', render: (_, c) => label(c) },
        { title: t('supplierDetail.oldValue'), dataIndex: 'oldValue', render: shown },
        { title: t('supplierDetail.newValue'), dataIndex: 'newValue', render: (v: unknown) => <strong>{shown(v)}</strong> },
      ]}
    />
  );
}
