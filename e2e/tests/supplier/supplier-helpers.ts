// Helpers of the supplier browser tests (issue 35): an approved supplier of the test's own, logged
// in through the API, and the calls a test uses to put it in a state (a change request) or to make
// the buyer decide one.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, storeSession } from '../../support/auth-helpers';
import { operatorApi } from '../../support/operator-api';
import { newApprovedSupplier, type FreshSupplier } from '../../support/registrations';

export type Lang = 'zh-CN' | 'en-US' | 'vi-VN';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'vi-VN'];

/** What the browser does when the user comes back to the window. */
export const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

export { sideways } from '../../support/layout';

export interface LoggedInSupplier extends FreshSupplier {
  token: string;
}

/** A new approved supplier (Vietnamese, tax code 0101234567), its session stored in the page. */
export async function supplierInPage(page: Page, prefix: string): Promise<LoggedInSupplier> {
  const sup = await newApprovedSupplier(page.request, prefix);
  const login = await apiLogin(page.request, sup.userName, sup.password);
  await storeSession(page, login);
  return { ...sup, token: login.access_token };
}

export interface SentChange {
  changeId: string;
  changeNum: string;
}

/** Files a three-in-one change request through the API, as the supplier's session. */
export async function askThreeToOne(request: APIRequestContext, token: string, creditCode: string): Promise<SentChange> {
  const res = await request.post('/isp/portal/source/saveThreeToOne', { data: { supplier: { creditCode } }, headers: { 'isp-authorization': token } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SentChange }).data;
}

/** Asks for main businesses (catalogue codes) through the API, as the supplier's session. */
export async function askForBusinesses(request: APIRequestContext, token: string, codes: string[]): Promise<SentChange> {
  const res = await request.post('/isp/portal/user/toNewBusiness', { params: { mainbusinessCodes: codes.join(',') }, headers: { 'isp-authorization': token } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: SentChange }).data;
}

/** The buyer's decision on a change request (the operator API). */
export async function decideChange(request: APIRequestContext, changeId: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  await (await operatorApi(request))('updateWf', { id: changeId, decision, ...(reason ? { reason } : {}) });
}
