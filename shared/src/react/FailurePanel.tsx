import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  title?: string;
  detail?: string;
  onRetry: () => void;
}

/**
 * Shown in place of a page or a whole remote that could not load or render. Drawn with the frame's
 * own pieces, not antd's Result: the frame must show it without the network, and Result (with its
 * 404/403/500 illustrations) would otherwise come in every page's first script.
 */
export function FailurePanel({ title, detail, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <Flex data-testid="remote-fallback" vertical align="center" gap={8} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 72, color: 'var(--ant-color-warning, #faad14)', marginBottom: 16 }} />
      <Typography.Title level={3} style={{ margin: 0, fontWeight: 400 }}>
        {title ?? t('common.remoteFailedTitle')}
      </Typography.Title>
      <Typography.Text type="secondary">{detail ?? t('common.remoteFailedDetail')}</Typography.Text>
      <Button type="primary" onClick={onRetry} data-testid="remote-retry" style={{ marginTop: 16 }}>
        {t('common.retry')}
      </Button>
    </Flex>
  );
}
