// Shared by the public articles (mf-public) and the supplier notices (mf-supplier).
// Article and notice bodies are rich text from the buyer side. Only an allowlist of tags and
// attributes survives; scripts, event handlers and javascript: links never reach the page.
const ALLOWED_TAGS = new Set([
  'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'CODE',
  'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'SPAN', 'DIV', 'A', 'IMG', 'HR', 'SUB', 'SUP',
]);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT']);
const ALLOWED_ATTRS: Record<string, string[]> = { A: ['href', 'title'], IMG: ['src', 'alt', 'width', 'height'], TD: ['colspan', 'rowspan'], TH: ['colspan', 'rowspan'] };
const SAFE_URL = /^(https?:|mailto:|\/|#|data:image\/(png|jpeg|gif|webp);)/i;

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes).map((c) => clean(c, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrapper: keep its text and allowed children, lose the element.
    const fragment = doc.createDocumentFragment();
    children.forEach((c) => fragment.appendChild(c));
    return fragment;
  }
  const out = doc.createElement(tag.toLowerCase());
  for (const name of ALLOWED_ATTRS[tag] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) continue;
    out.setAttribute(name, value);
  }
  if (tag === 'A') {
    out.setAttribute('target', '_blank');
    out.setAttribute('rel', 'noopener noreferrer');
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = doc.createElement('div');
  Array.from(doc.body.childNodes).forEach((n) => {
    const c = clean(n, doc);
    if (c) container.appendChild(c);
  });
  return container.innerHTML;
}
