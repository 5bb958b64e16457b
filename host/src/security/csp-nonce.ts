// The page's Content-Security-Policy allows <style> elements only with the nonce the server wrote
// into this response (server/src/platform/security-headers.ts). This runs first in the host's entry,
// before React, antd or any remote, and hands that nonce to everything that adds styles:
//   - webpack's `__webpack_nonce__`: the host's chunk <script> tags and style-loader's <style> tags;
//   - (antd's ConfigProvider `csp` is set by PortalRoot in @portal/shared/react, from the same meta);
//   - a guard on appendChild/insertBefore that gives the nonce to a <style> element a script adds
//     without one. antd 6.1's cssinjs writes its token CSS variables (useCacheToken) without the
//     ConfigProvider nonce, rc-component's scroll locker (every Modal and Drawer) takes none at
//     all, and each remote's style-loader reads its own webpack runtime's nonce: one guard in the
//     document covers them all. It trusts only styles that the page's own scripts (all 'self')
//     create; a <style> that arrives as markup (an HTML string set with innerHTML) stays blocked.
// Without the meta (the webpack dev server's page, no policy) nothing is set or wrapped.
declare let __webpack_nonce__: string | undefined;

export function readPageNonce(): string | undefined {
  // The browser hides a nonce attribute from getAttribute once the policy applies; the property keeps it.
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return meta?.nonce || undefined;
}

function withNonce<T extends Node>(node: T, nonce: string): T {
  if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  return node;
}

export function installPageNonce(): void {
  const nonce = readPageNonce();
  if (!nonce) return;
  __webpack_nonce__ = nonce;
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return appendChild.call(this, withNonce(node, nonce)) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    return insertBefore.call(this, withNonce(node, nonce), child) as T;
  };
}
