import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APTITUDE_TYPES, CHANGE_FILES_BUSINESS_ID } from '@portal/shared/core';
import { AttachmentTable, UploadDialog, fetchFiles } from '@portal/shared/react';
import { useOwnFiles } from '../../supplier-form/use-own-files';

const CODES = APTITUDE_TYPES.map((t) => t.code);
const loadChangeFiles = () => fetchFiles(CHANGE_FILES_BUSINESS_ID, CODES);

/**
 * The files a change application takes with it (an amended licence, a renewed certificate): uploaded
 * before it is sent, kept by the server until then, so leaving the page loses nothing.
 */
export function ChangeFilesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('mf-supplier');
  const { files, added, remove } = useOwnFiles(loadChangeFiles);
  const [open, setOpen] = useState(false);
  return (
    <Card
      size="small"
      title={t('supplierDetail.filesTitle')}
      extra={
        <Button size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid="change-files-upload">
          {t('supplierDetail.uploadFiles')}
        </Button>
      }
      data-testid="change-files"
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('supplierDetail.filesHint')}</Typography.Text>
        <AttachmentTable files={files} onDelete={disabled ? undefined : remove} />
      </Flex>
      <UploadDialog open={open} onClose={() => setOpen(false)} target={{ businessId: CHANGE_FILES_BUSINESS_ID, businessType: 'change', moduleCode: 'SUP', isSup: '1' }} types={CODES} onUploaded={added} />
    </Card>
  );
}
