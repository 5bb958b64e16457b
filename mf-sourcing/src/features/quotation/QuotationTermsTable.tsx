import { Checkbox, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '@portal/shared/react';
import type { SourceTerm } from '../../sourcing-api/sourcing-types';
import { termConfirmed, type TermDraft } from './quotation-form';

export interface QuotationTermsTableProps {
  terms: readonly SourceTerm[];
  answers: Record<string, TermDraft>;
  editable: boolean;
  /** The send was tried: an unanswered term says so. */
  complete: boolean;
  onChange: (termId: string, change: Partial<TermDraft>) => void;
}

/**
 * The source's terms with the supplier's answer to each: agree, or the difference offered. On the
 * portal's ListTable, not antd's Table, whose chunk the quotation would wait for before its first row.
 */
export function QuotationTermsTable({ terms, answers, editable, complete, onChange }: QuotationTermsTableProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const columns: ListColumn<SourceTerm>[] = [
    { title: t('term.no'), dataIndex: 'termNo', width: 60 },
    { title: t('term.name'), dataIndex: 'name', width: 160 },
    { title: t('term.content'), dataIndex: 'content', render: (v: string) => <span style={{ whiteSpace: 'pre-wrap', display: 'inline-block', minWidth: 200 }}>{v}</span> },
    {
      title: t('term.isAgree'),
      key: 'agree',
      width: 170,
      render: (_, term) => {
        const answer = answers[term.termId];
        return (
          <div>
            <Checkbox disabled={!editable} checked={answer?.isAgree === true} onChange={(e) => onChange(term.termId, { isAgree: e.target.checked })} data-testid="term-agree">
              {t('term.agree')}
            </Checkbox>
            {complete && !termConfirmed(answer) && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                {tc('validation.termsRequired')}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      title: t('term.difference'),
      key: 'difference',
      width: 200,
      render: (_, term) => (
        <Input size="small" disabled={!editable} maxLength={1000} value={answers[term.termId]?.difference ?? ''} onChange={(e) => onChange(term.termId, { difference: e.target.value })} data-testid="term-difference" />
      ),
    },
  ];
  return <ListTable<SourceTerm> rowKey="termId" rows={terms} columns={columns} testId="quotation-terms" rowTestId="quotation-term" />;
}
