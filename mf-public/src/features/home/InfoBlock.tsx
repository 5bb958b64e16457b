import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, navigation } from '@portal/shared/core';
import { usePageRequest } from '@portal/shared/react';
import { infoList } from '../../common/public.api';
import { NoticeTable } from './NoticeTable';

type InfoType = 'NEWS' | 'HELP' | 'ANNOUNCE';

/** News, help or announcements: five titles and a more-link to the information list. */
export function InfoBlock({ type }: { type: InfoType }) {
  const { t } = useTranslation('mf-public');
  const { data, loading } = usePageRequest(() => infoList(type, 1, NOTICE_BLOCK_SIZE), [type]);
  const label = t(`info.types.${type}`);
  return (
    <Card
      className="home-block"
      data-testid={`home-info-${type}`}
      title={label}
      extra={<a data-testid={`info-more-${type}`} onClick={() => navigation.open('/infoMainList', { type, typeName: label })}>{t('home.more')}</a>}
    >
      <NoticeTable
        testId={`info-table-${type}`}
        records={data?.records ?? []}
        loading={loading}
        cut={type === 'HELP' || type === 'ANNOUNCE'}
        onOpen={(n) => navigation.open('/infoMainView', { infoId: n.infoId })}
      />
    </Card>
  );
}
