import { LinkOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiReply } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';
import { FRAME_NS } from './frame-locales';

interface FriendLink {
  linkId: string;
  linkName: string;
  linkNameEn: string | null;
  linkUrl: string;
}

/** Friendship links from /plogin/linkList (the list sits under data.data). */
export function FriendLinks() {
  const { t } = useTranslation(FRAME_NS);
  const language = useLanguage();
  const [links, setLinks] = useState<FriendLink[]>([]);
  useEffect(() => {
    http.get<ApiReply<FriendLink[]>>('/isp/portal/plogin/linkList').then(
      ({ data }) => setLinks(Array.isArray(data.data) ? data.data : []),
      () => setLinks([]),
    );
  }, []);
  return (
    <Dropdown
      menu={{
        items: links.map((l) => ({
          key: l.linkId,
          label: (
            <a href={l.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="friend-link">
              {language === 'zh-CN' ? l.linkName : (l.linkNameEn ?? l.linkName)}
            </a>
          ),
        })),
      }}
    >
      <Button type="text" icon={<LinkOutlined />} data-testid="friend-links">
        {t('links')}
      </Button>
    </Dropdown>
  );
}
