// Which of the antd components the host provides come in its first script, and which each in a
// chunk of its own, fetched with the page that draws it (host/src/ui/deferred-ui.ts). The first part
// is what the frame draws around every page (its header, the tag bar, the page loading state; the
// panel shown when a page cannot load is drawn from these, as it must not wait for the network),
// what those pull in anyway (a Dropdown draws a Menu, a Menu item a Tooltip, a Card its Tabs), and
// the small pieces nearly every page lays out with: each on its own would cost a request more than
// its bytes. A page fetches the rest it draws beside its own code, so a list does not wait for
// pickers and uploads, nor for Result's illustrations.

/** Drawn by the frame around every page, part of what it draws anyway, or small and nearly everywhere. */
export const FIRST_LOAD_UI = [
  'Button', 'Card', 'Col', 'Divider', 'Dropdown', 'Flex', 'Input', 'Layout', 'Menu', 'Row', 'Space', 'Spin', 'Tabs', 'Tag', 'Tooltip',
] as const;

/**
 * Never deferred, whoever uses them: a stand-in can only be drawn, so anything read before it is
 * drawn must be real from the start — providers, hooks (`Form.useForm`, `App.useApp`,
 * `theme.useToken`), static calls (`Modal.confirm`, `message`), values (`Empty.PRESENTED_IMAGE_SIMPLE`)
 * and whatever is not a component (every lowercase export).
 */
export const NEVER_DEFERRED = ['App', 'ConfigProvider', 'Empty', 'Form', 'Grid', 'Modal', 'Typography'] as const;

export interface UiTiers {
  first: string[];
  deferred: string[];
}

/** Splits what the host provides of antd into its first script and the deferred components. */
export function uiTiers(provides: readonly string[]): UiTiers {
  const first = new Set<string>([...FIRST_LOAD_UI, ...NEVER_DEFERRED]);
  const isFirst = (name: string) => first.has(name) || !/^[A-Z]/.test(name);
  return { first: provides.filter(isFirst), deferred: provides.filter((name) => !isFirst(name)) };
}
