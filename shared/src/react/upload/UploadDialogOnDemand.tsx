import { Button, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadDialogProps } from './UploadDialog';

const Dialog = lazy(() => import('./UploadDialog').then((module) => ({ default: module.UploadDialog })));

/**
 * The upload dialog, fetched the first time it opens: its drop area, progress bars and type select
 * (antd's Upload, Progress and Select) are not what a page with attachments waits for before its
 * first row. Until the dialog's code has come, the same dialog frame shows it is loading.
 */
export function UploadDialog(props: UploadDialogProps) {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  const loading = (
    <Modal open={props.open} onCancel={props.onClose} title={t('upload.dialogTitle')} footer={<Button onClick={props.onClose}>{t('upload.close')}</Button>} width={640}>
      <Spin style={{ display: 'block', padding: 24 }} />
    </Modal>
  );
  return (
    <Suspense fallback={loading}>
      <Dialog {...props} />
    </Suspense>
  );
}
