import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import type { PortalRoute } from '../../routing/route-table';
import { loadDeferredUi } from '../../ui/deferred-ui';
import { filterByPrefix, useMenuEntries } from '../use-menu-entries';

/**
 * Finds a menu entry by the start of its label and opens it. Until it is first used the box is a
 * plain input: antd's AutoComplete brings the whole select (rc-select, 22 KiB gzip) that a page
 * would otherwise wait for. A pointer over the box or its focus fetches it; what was typed meanwhile
 * is kept, and the box keeps the focus and the caret when the AutoComplete takes its place.
 */
export function TopSearch({ routes }: { routes: PortalRoute[] }) {
  const { t } = useTranslation('host');
  const entries = useMenuEntries(routes);
  const [text, setText] = useState('');
  const [ready, setReady] = useState(false);
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const warm = () => {
    if (!ready) loadDeferredUi(['AutoComplete']).then(() => setReady(true), () => undefined);
  };
  useEffect(() => {
    const input = box.current?.querySelector('input');
    if (!ready || !focused.current || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [ready]);
  const options = text.trim() ? filterByPrefix(entries, text).map((e) => ({ value: e.path, label: e.label })) : [];
  const search = (
    <Input.Search
      size="small"
      placeholder={t('topbar.search')}
      data-testid="top-search"
      allowClear
      onFocus={() => {
        focused.current = true;
        warm();
      }}
      onBlur={() => (focused.current = false)}
      {...(ready ? {} : { value: text, onChange: (event: { target: { value: string } }) => setText(event.target.value) })}
    />
  );
  return (
    <span ref={box} className="top-search-box" onPointerEnter={warm}>
      {ready ? (
        <AutoComplete
          className="top-search"
          value={text}
          options={options}
          // Opened at once when the supplier had typed before it came.
          defaultOpen={focused.current && options.length > 0}
          // The box is kept narrow for the top menu's sake; the list of matches may be wider.
          popupMatchSelectWidth={240}
          onSearch={setText}
          onSelect={(path: string) => {
            setText('');
            navigation.go(path);
          }}
        >
          {search}
        </AutoComplete>
      ) : (
        <span className="top-search">{search}</span>
      )}
    </span>
  );
}
