import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';

const STATUS: Record<string, '404' | '403' | '500'> = { '/404': '404', '/401': '403', '/403': '403', '/500': '500' };

export const isErrorPage = (route: string) => route in STATUS;

export function ErrorPage({ route }: { route: string }) {
  const { t } = useTranslation('host');
  const code = route.slice(1);
  return (
    <div data-testid={`error-page-${code}`}>
    <Result
      status={STATUS[route]}
      title={code}
      subTitle={t(`errorPage.${code}`)}
      extra={<Button type="primary" onClick={() => navigation.go('/home')}>{t('errorPage.backHome')}</Button>}
    />
    </div>
  );
}
