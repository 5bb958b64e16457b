// The sanitiser lives in @portal/shared: the supplier centre's notices render rich text too.
export { sanitizeHtml } from '@portal/shared/core';
