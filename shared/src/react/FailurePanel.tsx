import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  title?: string;
  detail?: string;
  onRetry: () => void;
}

/** Shown in place of a page or a whole remote that could not load or render. */
export function FailurePanel({ title, detail, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-fallback">
      <Result
        status="warning"
        title={title ?? t('common.remoteFailedTitle')}
        subTitle={detail ?? t('common.remoteFailedDetail')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
