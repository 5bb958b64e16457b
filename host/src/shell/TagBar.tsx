import { Tabs } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import { closeTag, tagsStore } from './tags-store';

/** One tag per opened page; the shell issue adds close-other, close-all and the more menu. */
export function TagBar() {
  const { i18n } = useTranslation();
  const { tags, active } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getState);
  return (
    <Tabs
      data-testid="tag-bar"
      size="small"
      type="editable-card"
      hideAdd
      activeKey={active ?? undefined}
      onChange={(key) => {
        const tag = tags.find((t) => t.value === key);
        if (tag) navigation.go(tag.value, tag.query);
      }}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const next = closeTag(key);
        if (next) navigation.go(next.value, next.query);
      }}
      items={tags.map((tag) => ({ key: tag.value, label: i18n.t(tag.labelKey, { ns: tag.namespace }), closable: tags.length > 1 }))}
    />
  );
}
