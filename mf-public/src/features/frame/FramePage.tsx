import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@portal/shared/react';
import { frameUrl } from './frame-url';

/**
 * An external page shown in a frame: /myiframe/{routerPath} with the address URL-encoded after the
 * route, or the older /myiframe?routerPath=… that links already in circulation use.
 */
export default function FramePage({ query, subPath }: PageProps) {
  const { t } = useTranslation('mf-public');
  const url = frameUrl(subPath || query.routerPath);
  if (!url)
    return (
      <div data-testid="frame-invalid">
        <Result status="warning" title={t('frame.invalid')} />
      </div>
    );
  return (
    <Card bodyStyle={{ padding: 0 }} data-testid="frame-page">
      <iframe src={url} title={url} style={{ width: '100%', height: 'calc(100vh - 260px)', minHeight: 480, border: 0 }} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
    </Card>
  );
}
