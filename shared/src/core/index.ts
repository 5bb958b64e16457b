// @portal/shared/core: framework-free code shared by the host, the remotes and the server.
// Nothing here may touch window or document at import time.
export * from './constants';
export * from './storage';
export * from './observable-store';
export * from './digest';
export * from './canonical-json';
export * from './api-types';
export * from './login-types';
export * from './supplier-name';
export * from './session';
export * from './log-off';
export * from './error-log';
export * from './navigation';
export * from './remote-modules';
export * from './source-detail-opener';
export * from './preferences';
export * from './format';
export * from './validators';
export * from './i18n';
export * from './http';
export * from './breakpoints';
export * from './token-refresh';
export * from './credential-cipher';
export * from './token-login';
export * from './todo-seen';
export * from './quotation/quotation-amounts';
export * from './quotation/receipt-check';
