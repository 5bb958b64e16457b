import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../sourcing-api/quotation-excel.api';

export interface ImportRefusalNoticeProps {
  message: string;
  problems: readonly ImportProblem[];
  onClose: () => void;
}

/** Why an Excel import saved nothing: the server's message and each error with its row and column. */
export function ImportRefusalNotice({ message, problems, onClose }: ImportRefusalNoticeProps) {
  const { t } = useTranslation('mf-sourcing');
  return (
    <div data-testid="excel-import-refused">
      <Alert
        type="error"
        showIcon
        closable
        onClose={onClose}
        title={<span data-testid="excel-import-message">{message}</span>}
        description={
          problems.length > 0 && (
            <Table<ImportProblem>
              size="small"
              rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
              dataSource={problems as ImportProblem[]}
              pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
              data-testid="excel-import-errors"
              onRow={() => ({ 'data-testid': 'excel-import-error' }) as React.HTMLAttributes<HTMLElement>}
              columns={[
                { title: t('excel.row'), dataIndex: 'row', width: 70 },
                { title: t('excel.column'), key: 'column', width: 160, render: (_, p) => `${p.column} · ${p.field}` },
                { title: t('excel.problem'), dataIndex: 'message' },
              ]}
            />
          )
        }
      />
    </div>
  );
}
