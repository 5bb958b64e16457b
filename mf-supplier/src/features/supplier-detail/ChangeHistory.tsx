import { Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { ServerTable, usePageRequest } from '@portal/shared/react';
import { ChangeFields } from './ChangeFields';
import { fetchChangeDetail, fetchChanges, type ChangeStatus, type ChangeSummary } from './supplier-change.api';

export const STATUS_COLOUR: Record<ChangeStatus, string> = { submitted: 'processing', approved: 'success', rejected: 'error' };

/** The supplier's change requests, newest first: number, times with their zone, state, reason. */
export function ChangeHistory({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation('mf-supplier');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {/* On a phone the six columns scroll inside the card, not the page. */}
      <div style={{ overflowX: 'auto' }}>
        <ServerTable<ChangeSummary>
          rowKey="changeId"
          testId="change-history"
          criteria={[reloadKey]}
          load={fetchChanges}
          columns={[
            { title: t('supplierDetail.changeNum'), dataIndex: 'changeNum' },
            { title: t('supplierDetail.submittedAt'), dataIndex: 'submittedAt', render: (v: string) => formatWithZone(v) },
            { title: t('supplierDetail.status'), dataIndex: 'status', render: (s: ChangeStatus) => <Tag color={STATUS_COLOUR[s]}>{t(`supplierDetail.state.${s}`)}</Tag> },
            { title: t('supplierDetail.decidedAt'), dataIndex: 'decidedAt', render: (v: string | null) => (v ? formatWithZone(v) : '—') },
            { title: t('supplierDetail.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
            {
              title: t('supplierDetail.fields'),
              key: 'fields',
              render: (_, c) => (
                <Button type="link" size="small" onClick={() => setOpen(c.changeId)} data-testid={`change-open-${c.changeNum}`}>
                  {t('supplierDetail.fieldCount', { count: c.fields })}
                </Button>
              ),
            },
          ]}
        />
      </div>
      {open && <ChangeDetailDialog changeId={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function ChangeDetailDialog({ changeId, onClose }: { changeId: string; onClose: () => void }) {
  const { t } = useTranslation('mf-supplier');
  const { data, loading } = usePageRequest(() => fetchChangeDetail(changeId), [changeId]);
  return (
    <Modal open width="80%" title={data ? `${t('supplierDetail.changeNum')} ${data.changeNum}` : t('supplierDetail.changeNum')} onCancel={onClose} footer={null} loading={loading}>
      {data && <ChangeFields changes={data.changes} testId="change-detail-fields" />}
    </Modal>
  );
}
