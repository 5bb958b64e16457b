import { Button, Card, Flex, Form, Input, Modal, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERFORMANCE_CONTRACT_TYPE, PERFORMANCE_FIELDS, PERFORMANCE_REQUIRED_FIELDS, PERFORMANCE_TEXT_MAX, performanceFieldProblem, type PerformanceRecord } from '@portal/shared/core';
import { AttachmentTable, UploadDialog, type StoredFile } from '@portal/shared/react';

const CONTRACT_TYPES = [PERFORMANCE_CONTRACT_TYPE];

/** A new record's id: its contract is filed under it before the record is ever saved. */
const newId = () => `PERF-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export interface PerformanceSectionProps {
  records: PerformanceRecord[];
  onChange: (records: PerformanceRecord[]) => void;
  /** Called for a record the server already keeps, to remove it there too. */
  onRemoveSaved: (record: PerformanceRecord) => void;
  contracts: StoredFile[];
  editable: boolean;
  onUploaded: (file: StoredFile) => void;
  onDelete: (file: StoredFile) => void;
}

/**
 * The performance records of spec 02 §3 (optional): added, edited and removed here, kept with the
 * draft by the page's saves; a filled record needs its scanned performance contract, uploaded per
 * record through the shared dialog.
 */
export function PerformanceSection({ records, onChange, onRemoveSaved, contracts, editable, onUploaded, onDelete }: PerformanceSectionProps) {
  const { t } = useTranslation('mf-supplier');
  const [form] = Form.useForm<PerformanceRecord>();
  const [editing, setEditing] = useState<PerformanceRecord | null>(null);
  const [uploadFor, setUploadFor] = useState<string | null>(null);
  const field = (f: string) => t(`registration.attachments.fields.${f}`);

  function open(record: PerformanceRecord) {
    setEditing(record);
    form.setFieldsValue(Object.fromEntries(PERFORMANCE_FIELDS.map((f) => [f, record[f] ?? ''])) as PerformanceRecord);
  }

  async function confirm() {
    const values = await form.validateFields();
    const next = { ...editing!, ...values };
    onChange(records.some((r) => r.id === next.id) ? records.map((r) => (r.id === next.id ? next : r)) : [...records, next]);
    setEditing(null);
  }

  return (
    <Card
      title={t('registration.attachments.performanceTitle')}
      size="small"
      extra={
        editable && (
          <Button size="small" onClick={() => open({ id: newId() })} data-testid="performance-add">
            {t('registration.attachments.add')}
          </Button>
        )
      }
      data-testid="performance-section"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('registration.attachments.performanceHint')}</Typography.Text>
        <Table<PerformanceRecord>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={records}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (r) => contracts.some((c) => c.businessId === r.id),
            expandedRowRender: (r) => <AttachmentTable files={contracts.filter((c) => c.businessId === r.id)} onDelete={editable ? onDelete : undefined} />,
          }}
          onRow={() => ({ 'data-testid': 'performance-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            // Eight text columns scroll sideways at 1280 px; the contract and the actions stay in view.
            ...PERFORMANCE_FIELDS.map((f) => ({ title: field(f), dataIndex: f, ellipsis: true, width: 140 })),
            {
              title: t('registration.attachments.contract'),
              key: 'contract',
              fixed: 'right' as const,
              render: (_: unknown, r: PerformanceRecord) => {
                const n = contracts.filter((c) => c.businessId === r.id).length;
                return (
                  <Flex gap={8} align="center">
                    <Typography.Text type={n ? 'success' : 'danger'}>{n ? t('registration.attachments.files', { count: n }) : t('registration.attachments.noFile')}</Typography.Text>
                    {editable && (
                      <Button size="small" onClick={() => setUploadFor(r.id)} data-testid="performance-upload">
                        {t('registration.attachments.upload')}
                      </Button>
                    )}
                  </Flex>
                );
              },
            },
            ...(editable
              ? [
                  {
                    title: t('registration.attachments.actions'),
                    key: 'actions',
                    fixed: 'right' as const,
                    render: (_: unknown, r: PerformanceRecord) => (
                      <Flex gap={4}>
                        <Button type="link" size="small" onClick={() => open(r)} data-testid="performance-edit">
                          {t('registration.attachments.edit')}
                        </Button>
                        <Popconfirm
                          title={t('registration.attachments.removeConfirm')}
                          onConfirm={() => {
                            onChange(records.filter((x) => x.id !== r.id));
                            onRemoveSaved(r);
                          }}
                        >
                          <Button type="link" danger size="small" data-testid="performance-remove">
                            {t('registration.attachments.remove')}
                          </Button>
                        </Popconfirm>
                      </Flex>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
      <Modal
        open={editing !== null}
        title={t('registration.attachments.dialogTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => void confirm().catch(() => undefined)}
        okText={t('registration.attachments.ok')}
        cancelText={t('registration.attachments.cancel')}
        destroyOnHidden
        data-testid="performance-dialog"
      >
        <Form form={form} layout="vertical" preserve={false}>
          {PERFORMANCE_FIELDS.map((f) => (
            <Form.Item
              key={f}
              name={f}
              label={field(f)}
              required={PERFORMANCE_REQUIRED_FIELDS.includes(f)}
              validateTrigger="onBlur"
              rules={[
                {
                  // The server's rule: a record without its type, project, contact and phone is not kept.
                  validator: (_, value: string | undefined) => {
                    const key = performanceFieldProblem(f, value);
                    return key ? Promise.reject(new Error(t(`common:${key}`, { max: PERFORMANCE_TEXT_MAX }))) : Promise.resolve();
                  },
                },
              ]}
            >
              <Input data-testid={`performance-${f}`} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
      <UploadDialog
        open={uploadFor !== null}
        onClose={() => setUploadFor(null)}
        target={{ businessId: uploadFor ?? '', businessType: 'performance', moduleCode: 'SUP', isSup: '1' }}
        types={CONTRACT_TYPES}
        onUploaded={onUploaded}
      />
    </Card>
  );
}
