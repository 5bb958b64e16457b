import type { ReactNode } from 'react';
import { downloadStoredFile, fileHref, type StoredFile } from './upload.api';

/**
 * A stored file's name as a link. A real address (the server signs a private file's for a while, so
 * open-in-new-tab works); a plain click downloads with the session's token, keeps the file's name
 * and never expires.
 */
export function StoredFileLink({ file, testId, children }: { file: StoredFile; testId?: string; children: ReactNode }) {
  return (
    <a
      href={file.url ?? fileHref(file.fileId)}
      onClick={(e) => {
        e.preventDefault();
        void downloadStoredFile(file);
      }}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
