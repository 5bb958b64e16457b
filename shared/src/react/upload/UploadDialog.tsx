import { Button, Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadDialogBodyProps } from './UploadDialogBody';

export interface UploadDialogProps extends UploadDialogBodyProps {
  open: boolean;
  onClose: () => void;
}

const UploadDialogBody = lazy(() => import('./UploadDialogBody').then((module) => ({ default: module.UploadDialogBody })));

/**
 * The upload dialog of spec 02 §2. Its frame is drawn at once; what it holds (antd's Upload,
 * Progress and the type select) is fetched the first time it opens, so a page with attachments
 * does not wait for them before its first row.
 */
export function UploadDialog({ open, onClose, ...body }: UploadDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onCancel={onClose} title={t('upload.dialogTitle')} footer={<Button onClick={onClose}>{t('upload.close')}</Button>} width={640} destroyOnHidden data-testid="upload-dialog">
      <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
        <UploadDialogBody {...body} />
      </Suspense>
    </Modal>
  );
}
