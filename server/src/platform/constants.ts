// Mirrors of @portal/shared/core constants. @portal/shared has no core index yet (written in
// parallel); switch these to imports from '@portal/shared/core' once it exports them.
export const SUCCESS_MSG = '执行成功';
export const TENANT_ID = '1';
export const GRANT_TYPE = 'password';
export const SCOPE = 'server';
export const IMAGE_CODE_LENGTH = 4;
export const INDEX_PAGE_SIZE = 10;
/** Token lifetime in seconds, as the client counts it (spec 01 §9 "Token time 6000"). */
export const TOKEN_TIME = 6000;
