// Which of the antd components the host provides come in its first script, and which in a chunk
// fetched later (host/src/ui/deferred-ui.ts). The first part is what the public frame, /home and
// the login card draw: a first visit fetches nothing it does not show. Everything else (tables,
// pickers, uploads, trees, …) is deferred; a page that draws one waits for the chunk, which the
// host fetches once the first page is idle. `pnpm bench:web` says whether /home needed it.

/** Drawn by the public frame (header, footer, page loading), /home's blocks and the login card. */
export const FIRST_LOAD_UI = [
  'Avatar', 'Badge', 'Button', 'Card', 'Col', 'Divider', 'Dropdown', 'Flex', 'Input', 'Layout', 'Menu',
  'Result', 'Row', 'Segmented', 'Space', 'Spin', 'Steps', 'Tabs', 'Tag', 'Tooltip',
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

/** Splits what the host provides of antd into its first script and the deferred chunk. */
export function uiTiers(provides: readonly string[]): UiTiers {
  const first = new Set<string>([...FIRST_LOAD_UI, ...NEVER_DEFERRED]);
  const isFirst = (name: string) => first.has(name) || !/^[A-Z]/.test(name);
  return { first: provides.filter(isFirst), deferred: provides.filter((name) => !isFirst(name)) };
}
