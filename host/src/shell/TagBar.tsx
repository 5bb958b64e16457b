import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import { closeAllTags, closeOtherTags, closeTag, tagsStore, type Tag } from './tags-store';

export const HOME_TAG: Tag = { value: '/home/index', labelKey: 'route.homeIndex', namespace: 'host', query: {} };

/**
 * One tag per opened page, with close other, close all and a more menu. `shownTag` names the tag of
 * the page the address shows now, which may be ahead of the drawn one (see closeTag).
 */
export function TagBar({ shownTag }: { shownTag: () => string | undefined }) {
  const { t, i18n } = useTranslation('host');
  const { tags, active } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getState);
  const go = (tag: Tag) => navigation.go(tag.value, tag.query);
  return (
    <div className="tag-bar" data-testid="tag-bar">
      <Tabs
        size="small"
        type="editable-card"
        hideAdd
        activeKey={active ?? undefined}
        onChange={(key) => {
          const tag = tags.find((x) => x.value === key);
          if (tag) go(tag);
        }}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const next = closeTag(key, shownTag());
          if (next) go(next);
        }}
        items={tags.map((tag) => ({
          key: tag.value,
          label: <span data-testid="tag" data-path={tag.value}>{i18n.t(tag.labelKey, { ns: tag.namespace })}</span>,
          closable: tags.length > 1,
        }))}
        tabBarExtraContent={
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'other', label: <span data-testid="tag-close-other">{t('tags.closeOther')}</span> },
                { key: 'all', label: <span data-testid="tag-close-all">{t('tags.closeAll')}</span> },
              ],
              onClick: ({ key }) => {
                if (key === 'other' && active) closeOtherTags(active);
                if (key === 'all') go(closeAllTags(HOME_TAG));
              },
            }}
          >
            <Button size="small" data-testid="tag-more">
              {t('tags.more')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
    </div>
  );
}
