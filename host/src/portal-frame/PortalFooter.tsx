import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

/** Footer of the public pages. */
export function PortalFooter() {
  const { t } = useTranslation('host');
  return <Layout.Footer className="portal-footer">{t('footer')}</Layout.Footer>;
}
