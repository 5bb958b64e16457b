import type { Page } from '@playwright/test';
import { apiLogin, storeSession } from './auth-helpers';

export const DEMO_SUPPLIER = { username: 'supplier01', password: 'Portal@2026' };

/**
 * Logs in through the API (not the form) and puts the session where the portal keeps it, so a
 * test starts on the page it is about. The test server hands out the image code in a header.
 */
export async function loginAsSupplier(page: Page): Promise<void> {
  await storeSession(page, await apiLogin(page.request, DEMO_SUPPLIER.username, DEMO_SUPPLIER.password));
}
