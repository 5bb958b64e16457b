import { Input, Select, Tooltip, Typography } from 'antd';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, lineAmounts, type NumberReadOptions } from '@portal/shared/core';
import { LocaleNumberInput, useNarrowScreen, VirtualGrid, type GridColumn, type GridRowAttributes, type VirtualGridRef } from '@portal/shared/react';
import type { SourceDetail, SourceLine, TaxRateOption } from '../../sourcing-api/sourcing-types';
import { ApplyToAllBar } from './ApplyToAllBar';
import { lineNeeds } from '@portal/shared/core';
import { arrivesLater, lineProblems, needsOf, requiredDays, type LineDraft, type LineField } from './quotation-form';

export interface QuotationLinesTableProps {
  source: SourceDetail;
  lines: SourceLine[];
  drafts: Record<string, LineDraft>;
  taxRates: TaxRateOption[];
  /** Every field checked as for a send (after a send was tried); else only what was typed. */
  complete: boolean;
  readOnly: boolean;
  /** Lines the server warned about (arrival later than required). */
  serverWarnings: ReadonlySet<string>;
  onChange: (lineId: string, change: Partial<LineDraft>) => void;
  /** Lets the page scroll a line with a problem into view (scrollTo({ key: lineId })). */
  tableRef?: Ref<LinesTableRef>;
}

const EMPTY: LineDraft = { taxRate: '', unitPriceWithTax: '', brand: '', arrivalDays: '', supplierRemark: '' };
export type LinesTableRef = VirtualGridRef;

/** A price: no minus; its digits are bounded by the send's rules. Days: whole and positive. */
const PRICE_READING: NumberReadOptions = {};
const DAYS_READING: NumberReadOptions = { maxFractionDigits: 0 };

/** The height of the lines' scrolling body: about a dozen lines in view. */
const LINES_BODY_HEIGHT = 480;

/** A line with small inputs: 24 px field, 8 px padding above and below, a 1 px border. */
const LINE_HEIGHT = 41;

/** The row's test ids; one function for every render, so scrolling leaves drawn rows alone. */
const lineAttributes = (l: SourceLine): GridRowAttributes => ({ 'data-testid': 'quotation-line', 'data-line-id': l.lineId, 'data-line-no': l.lineNo });

/**
 * The lines of a quotation (spec 02 §3 "Line"): tax rate, tax-inclusive unit price, brand, arrival
 * days and remark per line, with the amount with tax and the tax computed as the supplier types
 * (the server's figures count). The table is virtual (VirtualGrid, not antd's Table, whose chunk
 * the page would wait for): only the lines in view (and a few around them) are drawn, so a source
 * of 500 lines draws no more inputs than one of 15 and typing stays immediate; one long list, no
 * pages, as a supplier filling line after line expects. Each field says what is wrong with it
 * (spec 02 §5).
 */
export const QuotationLinesTable = memo(function QuotationLinesTable({ source, lines, drafts, taxRates, complete, readOnly, serverWarnings, onChange, tableRef }: QuotationLinesTableProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  // On a phone the frozen columns are narrower, so the priced columns still have room beside them.
  const narrow = useNarrowScreen();
  const needs = needsOf(source);
  const field = (l: SourceLine, name: LineField | 'supplierRemark', width: number, extra: { placeholder?: string; maxLength?: number } = {}) => {
    const d = drafts[l.lineId] ?? EMPTY;
    const problem = name === 'supplierRemark' ? undefined : lineProblems(d, complete, lineNeeds(needs, l.requiredArrivalDays))[name];
    return (
      <div style={{ minWidth: width }}>
        <Input
          size="small"
          value={d[name]}
          disabled={readOnly}
          status={problem ? 'error' : undefined}
          aria-label={`${t(`quotation.line.${name}`)} ${l.lineNo}`}
          data-testid={`line-${name}`}
          onChange={(e) => onChange(l.lineId, { [name]: e.target.value })}
          {...extra}
        />
        {problem && (
          <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }} data-testid="line-error">
            {tc(problem)}
          </Typography.Text>
        )}
      </div>
    );
  };
  // A price or a number of days is read as the supplier's language writes numbers, shown as
  // understood, and refused rather than changed (issue 33); the draft holds the exact decimal.
  const numberField = (l: SourceLine, name: 'unitPriceWithTax' | 'arrivalDays', width: number, options: NumberReadOptions, extra: { placeholder?: string; maxLength?: number; inputMode: 'decimal' | 'numeric' }) => {
    const d = drafts[l.lineId] ?? EMPTY;
    const problem = lineProblems(d, complete, lineNeeds(needs, l.requiredArrivalDays))[name];
    return (
      <LocaleNumberInput
        size="small"
        minWidth={width}
        value={d[name]}
        options={options}
        disabled={readOnly}
        error={problem ? tc(problem) : undefined}
        errorTestId="line-error"
        aria-label={`${t(`quotation.line.${name}`)} ${l.lineNo}`}
        data-testid={`line-${name}`}
        onChange={(value) => onChange(l.lineId, { [name]: value })}
        {...extra}
      />
    );
  };
  const columns: GridColumn<SourceLine>[] = [
    { title: t('line.lineNo'), dataIndex: 'lineNo', width: narrow ? 44 : 56, fixed: 'left' },
    // The description stays in view while the supplier scrolls sideways to the price (issue 33).
    { title: t('line.description'), dataIndex: 'description', width: narrow ? 112 : 200, fixed: 'left', ellipsis: true },
    { title: t('line.specification'), dataIndex: 'specification', width: 160, ellipsis: true, render: (v?: string | null) => v || '—' },
    { title: t('line.material'), dataIndex: 'material', width: 110, ellipsis: true, render: (v?: string | null) => v || '—' },
    { title: t('line.itemCode'), dataIndex: 'itemCode', width: 120, ellipsis: true, render: (v?: string | null) => v || '—' },
    { title: t('line.requiredDate'), dataIndex: 'requiredDate', width: 110, render: (v?: string | null) => <span data-testid="line-required-date">{v || '—'}</span> },
    { title: t('line.quantity'), key: 'qty', width: 90, align: 'right', render: (_, l) => `${l.quantity} ${l.unit ?? ''}` },
    ...(source.packages?.length ? [{ title: t('line.bidPackage'), dataIndex: 'bidPackage' as const, width: 110, ellipsis: true }] : []),
    {
      title: t('quotation.line.taxRate'),
      key: 'taxRate',
      width: 110,
      render: (_, l) => {
        const d = drafts[l.lineId] ?? EMPTY;
        const problem = lineProblems(d, complete, lineNeeds(needs, l.requiredArrivalDays)).taxRate;
        return (
          <div style={{ minWidth: 96 }}>
            <Select
              size="small"
              style={{ width: '100%' }}
              value={d.taxRate || undefined}
              disabled={readOnly}
              status={problem ? 'error' : undefined}
              placeholder="%"
              aria-label={`${t('quotation.line.taxRate')} ${l.lineNo}`}
              data-testid="line-taxRate"
              options={taxRates}
              onChange={(v: string) => onChange(l.lineId, { taxRate: v })}
            />
            {problem && (
              <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }} data-testid="line-error">
                {tc(problem)}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    { title: t('quotation.line.unitPriceWithTax'), key: 'price', width: 140, render: (_, l) => numberField(l, 'unitPriceWithTax', 120, PRICE_READING, { inputMode: 'decimal', maxLength: 24 }) },
    {
      title: t('quotation.line.amountWithTax'),
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_, l) => {
        const d = drafts[l.lineId] ?? EMPTY;
        const a = lineAmounts(l.quantity, d.unitPriceWithTax, d.taxRate);
        return (
          <span data-testid="line-amount">
            {a ? formatMoney(a.amountWithTax, source.currency ?? 'CNY') : '—'}
            {a && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="line-tax">
                {t('quotation.line.taxShort')} {formatMoney(a.tax, source.currency ?? 'CNY')}
              </Typography.Text>
            )}
          </span>
        );
      },
    },
    // A kind that does not ask for a field does not show it (issue 33: a scrap buyer has no brand).
    ...(needs.brand ? [{ title: t('quotation.line.brand'), key: 'brand', width: 150, render: (_: unknown, l: SourceLine) => field(l, 'brand', 130, { maxLength: 200 }) }] : []),
    ...(needs.arrivalDays || lines.some((l) => l.requiredArrivalDays != null) ? [{
      title: t('quotation.line.arrivalDays'),
      key: 'arrivalDays',
      width: 130,
      render: (_: unknown, l: SourceLine) => {
        const later = arrivesLater(l, drafts[l.lineId], source) || serverWarnings.has(l.lineId);
        const required = requiredDays(l, source);
        return (
          <div>
            {numberField(l, 'arrivalDays', 100, DAYS_READING, { inputMode: 'numeric', maxLength: 8, placeholder: required !== null ? `≤ ${required}` : undefined })}
            {later && (
              <Tooltip title={t('quotation.arrivalLaterDetail', { days: required })}>
                <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="line-arrival-later">
                  ⚠ {tc('validation.arrivalLaterWarning')}
                </Typography.Text>
              </Tooltip>
            )}
          </div>
        );
      },
    }] : []),
    { title: t('quotation.line.supplierRemark'), key: 'remark', width: 160, render: (_, l) => field(l, 'supplierRemark', 140, { maxLength: 500 }) },
  ];
  return (
    <>
      {!readOnly && (
        <ApplyToAllBar
          taxRates={taxRates}
          lineCount={lines.length}
          disabled={readOnly}
          needs={needs}
          onApply={(change) => {
            for (const l of lines) onChange(l.lineId, change);
          }}
        />
      )}
      <VirtualGrid<SourceLine>
        rowKey="lineId"
        columns={columns}
        rows={lines}
        ref={tableRef}
        maxHeight={LINES_BODY_HEIGHT}
        estimatedRowHeight={LINE_HEIGHT}
        rowAttributes={lineAttributes}
        testId="quotation-lines"
      />
    </>
  );
});
