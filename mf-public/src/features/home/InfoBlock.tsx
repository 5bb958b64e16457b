import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE } from '@portal/shared/core';
import { PortalLink, usePageRequest } from '@portal/shared/react';
import { infoList } from '../../common/public.api';
import { earlyOr, listKey, type HOME_INFO_TYPES } from './first-lists';
import { NoticeTable } from './NoticeTable';

type InfoType = (typeof HOME_INFO_TYPES)[number];

/** News, help or announcements: five titles and a more-link to the information list. */
export function InfoBlock({ type }: { type: InfoType }) {
  const { t } = useTranslation('mf-public');
  const { data, loading } = usePageRequest(() => earlyOr(listKey.info(type), () => infoList(type, 1, NOTICE_BLOCK_SIZE)), [type]);
  const label = t(`info.types.${type}`);
  return (
    <Card
      className="home-block"
      data-testid={`home-info-${type}`}
      title={label}
      extra={
        <PortalLink to="/infoMainList" query={{ type, typeName: label }} newTab data-testid={`info-more-${type}`} aria-label={`${t('home.more')}: ${label}`}>
          {t('home.more')}
        </PortalLink>
      }
    >
      <NoticeTable
        testId={`info-table-${type}`}
        records={data?.records ?? []}
        loading={loading}
        cut={type === 'HELP' || type === 'ANNOUNCE'}
        linkOf={(n) => ({ to: '/infoMainView', query: { infoId: n.infoId }, newTab: true })}
      />
    </Card>
  );
}
