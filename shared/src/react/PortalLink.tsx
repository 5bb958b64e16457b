import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { buildUrl, navigation, type Query } from '@portal/shared/core';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'>;

export interface PortalLinkProps extends AnchorProps {
  /** A path of this portal (`/index_list`); the query is encoded into the href. */
  to: string;
  query?: Query;
  /** Opens in a new tab (spec 01 names which links do). */
  newTab?: boolean;
  /**
   * What a plain left click does instead of the navigation bus (e.g. the slider puzzle before a
   * source opens). Middle click, modified clicks and "open in new tab" still follow the href.
   */
  onNavigate?: () => void;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A click the browser should handle itself: another button, a modifier key, or already handled. */
function leftToBrowser(event: MouseEvent<HTMLElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * href and click handler of a real link to a portal page, for a component that renders its own
 * anchor (antd's Button with an href): a plain left click goes through the navigation bus.
 */
export function portalLinkProps(to: string, query?: Query, options: { newTab?: boolean; onNavigate?: () => void } = {}) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (leftToBrowser(event)) return;
    event.preventDefault();
    if (options.onNavigate) options.onNavigate();
    else if (options.newTab) navigation.open(to, query);
    else navigation.go(to, query);
  };
  return { href: buildUrl(to, query), onClick, ...(options.newTab ? { target: '_blank', rel: 'noopener' } : {}) };
}

/**
 * A real link to a page of the portal: it has an href, so middle click, open-in-new-tab, copying the
 * address and crawlers work, while a plain left click stays in the single-page app (the navigation
 * bus, so a remote never needs the host's router).
 */
export function PortalLink({ to, query, newTab = false, onNavigate, children, ...rest }: PortalLinkProps) {
  return (
    <a {...rest} {...portalLinkProps(to, query, { newTab, onNavigate })}>
      {children}
    </a>
  );
}
