import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone, portalHttp, type ApiReply } from '@portal/shared/core';
import { FailurePanel, usePageRequest } from '@portal/shared/react';

interface PersonalInfo {
  userName: string;
  userKind: 'portal' | 'temp' | 'shell';
  roles: string[];
  supplierName: string | null;
  supplierNameEn: string | null;
  phone: string | null;
  email: string | null;
  loginTime: string | null;
  lastLoginTime: string | null;
}

async function loadInfo(): Promise<PersonalInfo> {
  const { data } = await portalHttp.get<ApiReply<PersonalInfo>>('/user/info');
  if (!data.data) throw new Error('empty reply');
  return data.data;
}

/** Personal info from the server (GET /isp/portal/user/info). */
export function PersonalInfoPage() {
  const { t, i18n } = useTranslation('host');
  const state = usePageRequest(loadInfo, []);
  if (state.error) return <FailurePanel detail={state.error.message} onRetry={state.reload} />;
  const info = state.data;
  const none = t('info.none');
  const time = (iso: string | null | undefined) => (iso ? formatWithZone(iso, undefined, 'yyyy-MM-dd hh:mm:ss') : none);
  const supplier = info && (i18n.language !== 'zh-CN' && info.supplierNameEn ? info.supplierNameEn : info.supplierName);
  return (
    <Card title={t('info.title')} loading={state.loading && !info} data-testid="personal-info">
      {info && (
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('info.userName')}><span data-testid="info-userName">{info.userName}</span></Descriptions.Item>
          <Descriptions.Item label={t('info.userKind')}>{t(`info.kinds.${info.userKind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('info.supplierName')}><span data-testid="info-supplierName">{supplier ?? none}</span></Descriptions.Item>
          <Descriptions.Item label={t('info.roles')}>{info.roles.join(', ') || none}</Descriptions.Item>
          <Descriptions.Item label={t('info.phone')}><span data-testid="info-phone">{info.phone ?? none}</span></Descriptions.Item>
          <Descriptions.Item label={t('info.email')}>{info.email ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('info.loginTime')}>{time(info.loginTime)}</Descriptions.Item>
          <Descriptions.Item label={t('info.lastLoginTime')}>{time(info.lastLoginTime)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
