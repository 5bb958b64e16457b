// Helpers of the registration browser tests: fresh temporary users (so a submit never touches the
// demo account register01), their session in the page's storage, and the form's inputs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, codeOf, storeSession } from '../../support/auth-helpers';

export const TEMP_PASSWORD = 'Reg#2026';
let counter = 0;

/** Registers a temporary user through the registration-start calls and returns its name. */
export async function newTempUser(request: APIRequestContext, prefix: string): Promise<string> {
  const unique = `${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;
  const userName = `${prefix}${unique}`.slice(0, 18);
  const phone = `+84 9${String(Date.now() + counter).slice(-8)}`;
  const code = codeOf(await request.post('/isp/portal/plogin/getRegisterCode', { params: { phone } }));
  const reply = await request.post('/isp/portal/plogin/registerUser', { params: { userName, password: TEMP_PASSWORD, confirmPassword: TEMP_PASSWORD, phone, code } });
  expect(((await reply.json()) as { code: number }).code).toBe(0);
  return userName;
}

/** Logs a temporary user in through the API and keeps the session where the portal keeps it. */
export async function storeTempSession(page: Page, userName: string): Promise<void> {
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
}

export const field = (page: Page, testId: string) => page.getByTestId(testId);

/** Picks an option of an antd Select by its visible text. */
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).first().click();
}

export interface Labels {
  supplierType: string;
  country: string;
}

/** Everything a submit needs, except what `skip` names (a data-testid). */
export async function fillComplete(page: Page, labels: Labels, skip: string[] = []): Promise<void> {
  const texts: Record<string, string> = {
    'f-supplierName': '越南示范能源有限公司',
    'f-creditCode': '0101234567',
    'f-registeredCapital': '5000000.25',
    'f-employeeCount': '85',
    'f-province': 'Hà Nội',
    'f-city': 'Hà Nội',
    'f-address': '12 Tràng Tiền',
    'f-addressPhone': '+84 24 3822 1234',
    'f-bankName': 'Vietcombank',
    'f-branchName': 'Hoàn Kiếm',
    'f-accountName': 'Vietnam Demo Energy',
    'f-accountNumber': '0011004123456',
    'c0-contactName': 'Nguyễn Văn An',
    'c0-job': 'Director',
    'c0-idNumber': '001090012345',
    'c0-email': 'an@demo.vn',
  };
  for (const [testId, value] of Object.entries(texts)) if (!skip.includes(testId)) await field(page, testId).fill(value);
  if (!skip.includes('f-supplierType')) await choose(page, 'f-supplierType', labels.supplierType);
  if (!skip.includes('f-country')) await choose(page, 'f-country', labels.country);
}
