import { Button, Flex, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatForReader } from '@portal/shared/core';
import { useLanguage } from '../use-external-store';
import { useFileTypes } from './use-file-types';
import { downloadStoredFile, fileHref, type StoredFile } from './upload.api';

export interface AttachmentTableProps {
  files: readonly StoredFile[];
  /** Without it the list is read-only. */
  onDelete?: (file: StoredFile) => void;
}

/** The appendix list of spec 02 §3: file name, type, size in KB, upload time (with its zone). */
export function AttachmentTable({ files, onDelete }: AttachmentTableProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const rules = useFileTypes();
  return (
    <Table<StoredFile>
      size="small"
      rowKey="fileId"
      pagination={false}
      dataSource={files as StoredFile[]}
      locale={{ emptyText: t('upload.noFiles') }}
      scroll={{ x: 'max-content' }}
      data-testid="attachment-table"
      columns={[
        {
          title: t('upload.fileName'),
          dataIndex: 'fileName',
          render: (name: string, f) => (
            // A real address (the server signs a private file's for a while, so open-in-new-tab
            // works); a plain click downloads with the session's token and never expires.
            <a
              href={f.url ?? fileHref(f.fileId)}
              onClick={(e) => {
                e.preventDefault();
                void downloadStoredFile(f);
              }}
              data-testid="attachment-download"
            >
              {name}
            </a>
          ),
        },
        { title: t('upload.fileType'), dataIndex: 'fileBusinessType', render: (code: string | null) => (code ? (rules.get(code)?.label ?? code) : '—') },
        { title: t('upload.fileSizeKb'), dataIndex: 'fileSizeKb', align: 'right' },
        { title: t('upload.uploadTime'), dataIndex: 'uploadTime', render: (v: string) => formatForReader(v, language) },
        ...(onDelete
          ? [
              {
                title: t('upload.actions'),
                key: 'actions',
                render: (_: unknown, f: StoredFile) => (
                  <Flex gap={8}>
                    <Popconfirm title={t('upload.deleteConfirm')} onConfirm={() => onDelete(f)}>
                      <Button type="link" danger size="small" data-testid="attachment-delete">
                        {t('upload.delete')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
