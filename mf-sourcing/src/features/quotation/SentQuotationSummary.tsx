import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/shared/core';
import { ListTable, type ListColumn } from '@portal/shared/react';
import type { QuotationView, SourceLine, SourceTerm } from '../../sourcing-api/sourcing-types';
import { ExportQuotationButton } from './QuotationExcel';

type Line = QuotationView['lines'][number];

/**
 * A sent quotation as the supplier offered it (issue 33): plain text at full contrast, no greyed-out
 * inputs — the header, every line and the answer to each term, read from the server's view. Its
 * lines on the portal's ListTable rather than antd's Table, whose chunk the page would fetch for it.
 */
export function SentQuotationSummary({ view, lines, terms, sourceId, round }: { view: QuotationView; lines: SourceLine[]; terms: SourceTerm[]; sourceId: string; round: number }) {
  const { t } = useTranslation('mf-sourcing');
  const h = view.header;
  const currency = h.currency ?? 'CNY';
  const byId = new Map(lines.map((l) => [l.lineId, l]));
  const answers = new Map(view.terms.map((x) => [x.termId, x]));
  const money = (v: string | undefined | null) => (v ? formatMoney(v, currency) : '—');
  const lineColumns: ListColumn<Line>[] = [
    { title: t('line.lineNo'), key: 'no', render: (_, l) => byId.get(l.lineId)?.lineNo ?? '' },
    { title: t('line.description'), key: 'desc', render: (_, l) => byId.get(l.lineId)?.description ?? '' },
    { title: t('line.quantity'), key: 'qty', align: 'right', render: (_, l) => `${byId.get(l.lineId)?.quantity ?? ''} ${byId.get(l.lineId)?.unit ?? ''}` },
    { title: t('quotation.line.taxRate'), dataIndex: 'taxRate', align: 'right' },
    { title: t('quotation.line.unitPriceWithTax'), key: 'price', align: 'right', render: (_, l) => money(l.unitPriceWithTax) },
    { title: t('quotation.line.amountWithTax'), key: 'amount', align: 'right', render: (_, l) => money(l.amountWithTax) },
    { title: t('quotation.line.brand'), dataIndex: 'brand', render: (v?: string | null) => v || '—' },
    { title: t('quotation.line.arrivalDays'), dataIndex: 'arrivalDays', align: 'right', render: (v?: number | null) => v ?? '—' },
  ];
  return (
    <Card size="small" title={t('quotation.sentSummary')} extra={<ExportQuotationButton sourceId={sourceId} round={round} />} data-testid="quotation-sent-summary">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label={t('quotation.header.offeror')}>{h.offeror || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('quotation.header.validityDate')}>{h.validityDate || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('quotation.header.arrivalDays')}>{h.arrivalDays ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.currency')}>{currency}</Descriptions.Item>
        <Descriptions.Item label={t('quotation.total')}>
          <span data-testid="sent-total">{money(h.totalWithTax)} {currency}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quotation.line.taxShort')}>{money(h.totalTax)} {currency}</Descriptions.Item>
        {h.remark ? (
          <Descriptions.Item label={t('quotation.header.remark')} span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{h.remark}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <div style={{ marginTop: 12 }}>
        <ListTable<Line> rowKey="lineId" rows={view.lines} columns={lineColumns} testId="sent-lines" />
      </div>
      {terms.length > 0 && (
        <Descriptions style={{ marginTop: 12 }} size="small" bordered column={1} data-testid="sent-terms">
          {terms.map((term) => {
            const a = answers.get(term.termId);
            return (
              <Descriptions.Item key={term.termId} label={term.name}>
                {a?.isAgree ? t('term.agree') : `${t('term.difference')}: ${a?.difference ?? '—'}`}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      )}
    </Card>
  );
}
