import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tooltip } from 'antd';
import { Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_BADGE_MAX, errorLog, type ErrorLogEntry } from '@portal/shared/core';
import { PageLoading, useErrorLog } from '@portal/shared/react';
import { shellUi } from '../shell-ui-store';

/** Header badge with the number of logged errors (capped at 99) and the dialog listing them. */
export function ErrorLogButton() {
  const { t } = useTranslation('host');
  const { entries } = useErrorLog();
  const { errorLogOpen } = useSyncExternalStore(shellUi.subscribe, shellUi.getState);
  const close = () => shellUi.setState({ errorLogOpen: false });
  const rows = useMemo(() => entries.map((entry, key) => ({ ...entry, key })), [entries]);
  const columns = (['type', 'message', 'stack', 'info', 'url', 'time'] as const).map((field) => ({
    title: t(`errorLog.${field}`),
    dataIndex: field,
    key: field,
    ellipsis: field === 'stack' || field === 'url',
    width: field === 'type' ? 110 : field === 'time' ? 170 : undefined,
  }));
  return (
    <>
      <Tooltip title={t('topbar.errorLog')}>
        <Badge count={entries.length} overflowCount={ERROR_BADGE_MAX} size="small" offset={[-4, 4]} data-testid="error-log-badge">
          <Button type="text" icon={<BugOutlined />} aria-label={t('topbar.errorLog')} data-testid="error-log-button" onClick={() => shellUi.setState({ errorLogOpen: true })} />
        </Badge>
      </Tooltip>
      <Modal
        open={errorLogOpen}
        title={t('errorLog.title')}
        width="90%"
        onCancel={close}
        // A closed dialog renders nothing, so new errors only cost the badge a render.
        destroyOnHidden
        footer={[
          <Button key="clear" danger data-testid="error-log-clear" disabled={entries.length === 0} onClick={() => errorLog.clear()}>
            {t('errorLog.clear')}
          </Button>,
        ]}
      >
        {/* The table is in the deferred part of antd (host/src/ui/deferred-ui.ts). */}
        <Suspense fallback={<PageLoading minHeight={120} />}>
          <Table<ErrorLogEntry & { key: number }>
            data-testid="error-log-table"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('errorLog.empty') }}
            scroll={{ x: 900 }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
