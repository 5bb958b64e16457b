import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';

const STATUS: Record<string, '404' | '403' | '500'> = { '/404': '404', '/401': '403', '/403': '403', '/500': '500' };

/** The shell's own pages: error pages for now; the first page and personal info come with the shell issue. */
export function HostPage({ route }: { route: string }) {
  const { t } = useTranslation('host');
  const status = STATUS[route];
  if (status) {
    return (
      <Result
        status={status}
        title={route.slice(1)}
        subTitle={t(`errorPage.${route.slice(1)}`)}
        extra={<Button type="primary" onClick={() => navigation.go('/home')}>{t('errorPage.backHome')}</Button>}
      />
    );
  }
  return <Result status="info" title={t(`route.${route === '/home/index' ? 'homeIndex' : 'info'}`)} />;
}
