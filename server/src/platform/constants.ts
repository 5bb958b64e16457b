// Business constants come from @portal/shared so the browser and the server cannot drift apart.
export { SUCCESS_MSG, TENANT_ID, GRANT_TYPE, SCOPE, IMAGE_CODE_LENGTH, INDEX_PAGE_SIZE, TOKEN_TIME, LANGUAGES, DEFAULT_LANGUAGE } from '@portal/shared/core';
export type { Language } from '@portal/shared/core';
