/** Text or an attribute value made safe to put into HTML: every character that could end either. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
