import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatePanel } from './StatePanel';

interface Props {
  title?: string;
  detail?: string;
  onRetry: () => void;
}

/**
 * Shown in place of a page or a whole remote that could not load or render. A StatePanel, not
 * antd's Result: the frame must show it without the network, and Result (with its 404/403/500
 * illustrations) would otherwise come in every page's first script.
 */
export function FailurePanel({ title, detail, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <StatePanel
      status="warning"
      testId="remote-fallback"
      title={title ?? t('common.remoteFailedTitle')}
      subTitle={detail ?? t('common.remoteFailedDetail')}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="remote-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
