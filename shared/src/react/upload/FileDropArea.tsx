import { Upload } from 'antd';
import type { ReactNode } from 'react';
import type { FileTypeRule } from './upload.api';

export interface FileDropAreaProps {
  /** The server's rule for the files asked for (CRC_FILE_TYPE): the chooser offers its extensions. */
  rule: FileTypeRule | undefined;
  /** Each file chosen or dropped; the caller sends it (progress, stop, retry), never antd's own request. */
  onFile: (file: File) => void;
  testId?: string;
  children: ReactNode;
}

/** A drag-and-drop area that hands each file to the page instead of uploading it itself. */
export function FileDropArea({ rule, onFile, testId, children }: FileDropAreaProps) {
  return (
    <Upload.Dragger
      multiple
      showUploadList={false}
      accept={rule ? rule.extensions.map((e) => `.${e}`).join(',') : undefined}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
      data-testid={testId}
    >
      {children}
    </Upload.Dragger>
  );
}
