import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeFile, type StoredFile } from '@portal/shared/react';

/** The caller's files `load` reads from the server, kept in step with uploads and deletions. */
export function useOwnFiles(load: () => Promise<StoredFile[]>) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [files, setFiles] = useState<StoredFile[]>([]);
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setFiles(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  const added = useCallback((file: StoredFile) => setFiles((list) => [...list, file]), []);
  const remove = useCallback(
    async (file: StoredFile) => {
      try {
        await removeFile(file.fileId);
        setFiles((list) => list.filter((f) => f.fileId !== file.fileId));
        message.success(t('upload.deleted'));
      } catch {
        // The HTTP client has shown the server's message.
      }
    },
    [message, t],
  );
  return { files, added, remove };
}
