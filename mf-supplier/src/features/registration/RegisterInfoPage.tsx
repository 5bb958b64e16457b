import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading, portalLinkProps, usePageRequest, usePortalSession } from '@portal/shared/react';
import { useRefreshOnFocus } from '../../common/use-refresh-on-focus';
import { fetchSupplierDetail } from '../../supplier-form/supplier-detail.api';

/**
 * /registerInfo: where the registration stands. Right after the submit it waits for the buyer; the
 * page asks again whenever it is looked at, so it never tells an approved supplier to wait.
 */
export default function RegisterInfoPage() {
  const { t } = useTranslation('mf-supplier');
  const { tempUser } = usePortalSession();
  const request = usePageRequest(() => (tempUser ? fetchSupplierDetail() : Promise.resolve(undefined)), [tempUser?.userName]);
  useRefreshOnFocus(request.reload);
  if (request.loading && !request.data) return <PageLoading />;
  const status = request.data?.status ?? 'submitted';
  const home = (
    <Button key="home" {...portalLinkProps('/home')} data-testid="register-info-home">
      {t('registerInfo.toHome')}
    </Button>
  );
  const data = (
    <Button key="data" {...portalLinkProps('/registerDetail')} data-testid="register-info-data">
      {t('registerInfo.viewData')}
    </Button>
  );

  if (status === 'approved') {
    return (
      <Card style={{ maxWidth: 680, margin: '32px auto' }} data-testid="register-info" data-status={status}>
        <Result
          status="success"
          title={t('registerInfo.approvedTitle')}
          subTitle={t('registerInfo.approvedText')}
          extra={[
            <Button key="login" type="primary" {...portalLinkProps('/login')} data-testid="register-info-login">
              {t('registerInfo.toLogin')}
            </Button>,
            home,
          ]}
        />
      </Card>
    );
  }
  if (status === 'rejected' || status === 'draft' || status === 'new') {
    return (
      <Card style={{ maxWidth: 680, margin: '32px auto' }} data-testid="register-info" data-status={status}>
        <Result
          status={status === 'rejected' ? 'warning' : 'info'}
          title={t(status === 'rejected' ? 'registerInfo.rejectedTitle' : 'registerInfo.draftTitle')}
          subTitle={status === 'rejected' ? request.data?.rejectReason : undefined}
          extra={[
            <Button key="data" type="primary" {...portalLinkProps('/registerDetail')} data-testid="register-info-data">
              {t('registerInfo.correct')}
            </Button>,
            home,
          ]}
        />
      </Card>
    );
  }
  return (
    <Card style={{ maxWidth: 680, margin: '32px auto' }} data-testid="register-info" data-status={status}>
      <Result status="success" title={t('common:success.registered')} subTitle={t('registerInfo.subTitle')} extra={[
          data,
          <Button key="home" type="primary" {...portalLinkProps('/home')} data-testid="register-info-home">
            {t('registerInfo.toHome')}
          </Button>,
        ]}
      >
        <Typography.Title level={5}>{t('registerInfo.nextTitle')}</Typography.Title>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('registerInfo.next1')}</li>
          <li>{t('registerInfo.next2')}</li>
          <li>{t('registerInfo.next3')}</li>
        </ol>
      </Result>
    </Card>
  );
}
