import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatForReader } from '@portal/shared/core';
import { ListTable, type ListColumn } from '../list-table';
import { useLanguage } from '../use-external-store';
import { useFileTypes } from './use-file-types';
import { StoredFileLink } from './StoredFileLink';
import type { StoredFile } from './upload.api';

export interface AttachmentTableProps {
  files: readonly StoredFile[];
  /** Without it the list is read-only. */
  onDelete?: (file: StoredFile) => void;
}

/**
 * The appendix list of spec 02 §3: file name, type, size in KB, upload time (with its zone). On the
 * portal's ListTable, and a delete confirmed in antd's confirm dialog (Modal is in the host's first
 * script), not antd's Table and Popconfirm: a page with files (a quotation, a registration) would
 * otherwise wait for those two chunks before its first row.
 */
export function AttachmentTable({ files, onDelete }: AttachmentTableProps) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const language = useLanguage();
  const rules = useFileTypes();
  const confirmDelete = (file: StoredFile, remove: (file: StoredFile) => void) =>
    modal.confirm({
      title: t('upload.deleteConfirm'),
      // The dialog stands apart from the row the question was asked on, so it names the file.
      content: file.fileName,
      okButtonProps: { 'data-testid': 'attachment-delete-confirm' } as Record<string, string>,
      onOk: () => remove(file),
    });
  const columns: ListColumn<StoredFile>[] = [
    {
      title: t('upload.fileName'),
      dataIndex: 'fileName',
      render: (name: string, f) => (
        <StoredFileLink file={f} testId="attachment-download">
          {name}
        </StoredFileLink>
      ),
    },
    { title: t('upload.fileType'), dataIndex: 'fileBusinessType', render: (code: string | null) => (code ? (rules.get(code)?.label ?? code) : '—') },
    { title: t('upload.fileSizeKb'), dataIndex: 'fileSizeKb', align: 'right' },
    { title: t('upload.uploadTime'), dataIndex: 'uploadTime', render: (v: string) => formatForReader(v, language) },
  ];
  if (onDelete) {
    columns.push({
      title: t('upload.actions'),
      key: 'actions',
      render: (_, f) => (
        <Button type="link" danger size="small" onClick={() => confirmDelete(f, onDelete)} data-testid="attachment-delete">
          {t('upload.delete')}
        </Button>
      ),
    });
  }
  return <ListTable<StoredFile> rowKey="fileId" rows={files} columns={columns} emptyText={t('upload.noFiles')} testId="attachment-table" rowTestId="attachment-row" />;
}
