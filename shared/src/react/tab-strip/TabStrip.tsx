// A row of tabs and the one panel they switch (the home page's notice blocks): the WAI-ARIA
// tab pattern with automatic activation. antd's Tabs measured every tab on each render to fit its
// overflow menu, forcing layouts that made the home page's longest tasks; here tabs that do not
// fit on one line (Vietnamese at a phone's width) wrap onto the next, none of them hidden.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TabStripStyle } from './tab-strip-style';

export interface TabStripItem<K extends string> {
  key: K;
  label: ReactNode;
  testId?: string;
}

export interface TabStripProps<K extends string> {
  items: readonly TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The id of the panel the tabs control (role="tabpanel"); its tabs' ids are made from it. */
  panelId: string;
  /** What the row of tabs chooses, for a screen reader (the block's title). */
  label: string;
  /** What the panel shows for the active tab. */
  children: ReactNode;
}

const tabIdOf = (panelId: string, key: string): string => `${panelId}-tab-${key}`;

/** A step along the row for a key, or undefined for a key the row does not answer. */
function stepOf(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function TabStrip<K extends string>({ items, activeKey, onChange, panelId, label, children }: TabStripProps<K>) {
  const row = useRef<HTMLDivElement>(null);
  const activeIndex = Math.max(0, items.findIndex((item) => item.key === activeKey));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = stepOf(event.key, activeIndex, items.length);
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next].key);
    row.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <>
      <div ref={row} role="tablist" aria-label={label} className="tab-strip" onKeyDown={onKeyDown}>
        <TabStripStyle />
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabIdOf(panelId, item.key)}
            className="tab-strip-tab"
            aria-selected={index === activeIndex}
            aria-controls={panelId}
            tabIndex={index === activeIndex ? 0 : -1}
            data-testid={item.testId}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf(panelId, activeKey)}>
        {children}
      </div>
    </>
  );
}
