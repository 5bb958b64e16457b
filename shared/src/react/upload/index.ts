export { UploadDialog, type UploadDialogProps } from './UploadDialog';
export { AttachmentTable, type AttachmentTableProps } from './AttachmentTable';
export { FileDropArea, type FileDropAreaProps } from './FileDropArea';
export { StoredFileLink } from './StoredFileLink';
export { useFileTypes } from './use-file-types';
export { downloadStoredFile, fetchFiles, fetchFileTypes, fileHref, removeFile, uploadFile, type FileTypeRule, type StoredFile, type UploadTarget } from './upload.api';
