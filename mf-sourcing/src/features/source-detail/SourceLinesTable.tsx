import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceLine } from '../../sourcing-api/sourcing-types';

const yesNo = (v: unknown, t: (k: string) => string) => (v === true || v === '1' || v === 'Y' ? t('detail.yes') : v === false || v === '0' || v === 'N' ? t('detail.no') : ((v as string | null) ?? ''));

/**
 * Every line of a source with every field (spec 02 §3 "Line"). A source may have hundreds of lines:
 * the table is virtual (only the rows in view are drawn), so 500 lines scroll as smoothly as 5.
 */
export function SourceLinesTable({ lines }: { lines: SourceLine[] }) {
  const { t } = useTranslation('mf-sourcing');
  const text = (w: number) => ({ width: w, ellipsis: true });
  const columns: TableColumnsType<SourceLine> = [
    { title: t('line.lineNo'), dataIndex: 'lineNo', width: 64, fixed: 'left' },
    { title: t('line.itemCode'), dataIndex: 'itemCode', ...text(120) },
    { title: t('line.description'), dataIndex: 'description', ...text(220) },
    { title: t('line.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { title: t('line.unit'), dataIndex: 'unit', width: 70 },
    { title: t('line.specification'), dataIndex: 'specification', ...text(140) },
    { title: t('line.material'), dataIndex: 'material', ...text(100) },
    { title: t('line.requiredArrivalDays'), dataIndex: 'requiredArrivalDays', width: 110, align: 'right' },
    { title: t('line.bidPackage'), dataIndex: 'bidPackage', ...text(120) },
    { title: t('line.requisition'), key: 'requisition', ...text(150), render: (_, l) => [l.requisitionNum, l.requisitionLine].filter(Boolean).join(' / ') },
    { title: t('line.standardPart'), dataIndex: 'standardPart', width: 90, render: (v) => yesNo(v, t) },
    { title: t('line.specialSpare'), dataIndex: 'specialSpare', width: 90, render: (v) => yesNo(v, t) },
    { title: t('line.origin'), dataIndex: 'origin', ...text(100) },
    { title: t('line.partNumber'), dataIndex: 'partNumber', ...text(120) },
    { title: t('line.nameEn'), dataIndex: 'nameEn', ...text(160) },
    { title: t('line.serial'), dataIndex: 'serial', ...text(100) },
    { title: t('line.drawingNumber'), dataIndex: 'drawingNumber', ...text(120) },
    { title: t('line.warrantyPeriod'), dataIndex: 'warrantyPeriod', ...text(110) },
    { title: t('line.defectsLiabilityPeriod'), dataIndex: 'defectsLiabilityPeriod', ...text(120) },
    { title: t('line.technicalParameter'), dataIndex: 'technicalParameter', ...text(200) },
    { title: t('line.supplementaryNote'), dataIndex: 'supplementaryNote', ...text(160) },
  ];
  return (
    <Table<SourceLine>
      size="small"
      rowKey="lineId"
      virtual
      pagination={false}
      scroll={{ x: 2800, y: 420 }}
      columns={columns}
      dataSource={lines}
      data-testid="source-lines"
    />
  );
}
