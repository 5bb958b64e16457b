import { Card, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { ServerTable, useLanguage } from '@portal/shared/react';
import { fetchDocuments, type SharedDocument } from './documents.api';
import { fileSizeText } from './file-size';

/** /document_list: the documents shared with this supplier, each a real download link. */
export default function DocumentListPage() {
  const { t } = useTranslation('mf-supplier');
  const language = useLanguage();
  const [title, setTitle] = useState('');
  return (
    <Card title={t('documents.title')}>
      <Flex style={{ marginBottom: 12 }}>
        <Input.Search data-testid="document-search" allowClear placeholder={t('documents.searchTitle')} enterButton={t('documents.search')} onSearch={(v) => setTitle(v.trim())} style={{ maxWidth: 360 }} />
      </Flex>
      <ServerTable<SharedDocument>
        testId="document-table"
        rowKey="docId"
        load={(page, pageSize) => fetchDocuments(page, pageSize, title)}
        criteria={[title]}
        columns={[
          {
            title: t('documents.docTitle'),
            dataIndex: 'title',
            render: (v: string, r) => (
              <a href={r.url} target="_blank" rel="noopener" download={r.fileName} data-testid={`document-link-${r.docId}`}>
                {v}
              </a>
            ),
          },
          { title: t('documents.fileName'), dataIndex: 'fileName' },
          { title: t('documents.type'), dataIndex: 'docType', render: (v: string) => <Tag>{t(`documents.types.${v}`, { defaultValue: v })}</Tag> },
          { title: t('documents.size'), dataIndex: 'fileSize', render: (v: number) => fileSizeText(v, language) },
          { title: t('documents.time'), dataIndex: 'createdAt', render: (v: string) => formatWithZone(v) },
        ]}
      />
    </Card>
  );
}
