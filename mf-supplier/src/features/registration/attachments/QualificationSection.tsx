import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APTITUDE_TYPES, type AptitudeRequirement } from '@portal/shared/core';
import { AttachmentTable, UploadDialog, useFileTypes, type StoredFile } from '@portal/shared/react';

const CODES = APTITUDE_TYPES.map((t) => t.code);
const TAG_COLOUR: Record<AptitudeRequirement, string> = { required: 'red', optional: 'default', unstated: 'default' };

export interface QualificationSectionProps {
  businessId: string;
  files: StoredFile[];
  editable: boolean;
  onUploaded: (file: StoredFile) => void;
  onDelete: (file: StoredFile) => void;
}

/**
 * The qualification attachments ISP20–ISP54 of spec 02 §3 with their required/optional marks; each
 * type's upload opens the shared dialog with that type chosen. The files are the server's (filed
 * under the draft's businessId), so a temp save and a reload keep them.
 */
export function QualificationSection({ businessId, files, editable, onUploaded, onDelete }: QualificationSectionProps) {
  const { t } = useTranslation('mf-supplier');
  const rules = useFileTypes();
  const [dialogType, setDialogType] = useState<string | null>(null);
  const count = (code: string) => files.filter((f) => f.fileBusinessType === code).length;
  return (
    <Card title={t('registration.attachments.qualificationTitle')} size="small" data-testid="qualification-section">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('registration.attachments.qualificationHint')}</Typography.Text>
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={[...APTITUDE_TYPES]}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ 'data-testid': `aptitude-${r.code}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('registration.attachments.typeColumn'), dataIndex: 'code', render: (code: string) => rules.get(code)?.label ?? t(`common:upload.aptitude.${code}`) },
            {
              title: t('registration.attachments.requirementColumn'),
              dataIndex: 'requirement',
              render: (r: AptitudeRequirement) => <Tag color={TAG_COLOUR[r]}>{t(`registration.attachments.${r}`)}</Tag>,
            },
            {
              title: t('registration.attachments.filesColumn'),
              key: 'files',
              render: (_: unknown, r) => {
                const n = count(r.code);
                return n ? <Typography.Text type="success">{t('registration.attachments.files', { count: n })}</Typography.Text> : <Typography.Text type="secondary">{t('registration.attachments.noFile')}</Typography.Text>;
              },
            },
            {
              title: t('registration.attachments.actions'),
              key: 'upload',
              render: (_: unknown, r) => (
                <Button size="small" disabled={!editable} onClick={() => setDialogType(r.code)} data-testid={`aptitude-upload-${r.code}`}>
                  {t('registration.attachments.upload')}
                </Button>
              ),
            },
          ]}
        />
        <AttachmentTable files={files} onDelete={editable ? onDelete : undefined} />
      </Flex>
      <UploadDialog
        open={dialogType !== null}
        onClose={() => setDialogType(null)}
        target={{ businessId, businessType: 'register', moduleCode: 'SUP', isSup: '1' }}
        types={CODES}
        defaultType={dialogType ?? undefined}
        onUploaded={onUploaded}
      />
    </Card>
  );
}
