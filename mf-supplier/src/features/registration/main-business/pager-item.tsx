import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * antd draws page numbers as `<a>` without an address, which link checkers take for broken links.
 * They change a list in place, so they are buttons.
 */
export function pagerItem(_page: number, _type: string, original: ReactNode): ReactNode {
  return isValidElement(original) && original.type === 'a' ? cloneElement(original as ReactElement<{ role?: string }>, { role: 'button' }) : original;
}
