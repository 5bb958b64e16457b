// Helpers of the registration browser tests: fresh temporary users (so a submit never touches the
// demo account register01), their session in the page's storage, and the form's inputs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, codeOf, imageProof, storeSession } from '../../support/auth-helpers';
import { portalCli } from '../../support/portal-server';
import { testServer } from '../../support/server-env';
import { pickOption } from '../../support/select-helpers';
import { operatorToken } from '../../support/operator-api';

export const TEMP_PASSWORD = 'Reg#2026';
let counter = 0;

/** Registers a temporary user through the registration-start calls and returns its name. */
export async function newTempUser(request: APIRequestContext, prefix: string): Promise<string> {
  const unique = `${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;
  const userName = `${prefix}${unique}`.slice(0, 18);
  const phone = `+84 9${String(Date.now() + counter).slice(-8)}`;
  const code = codeOf(await request.post('/isp/portal/plogin/getRegisterCode', { params: { phone, ...(await imageProof(request)) } }));
  const reply = await request.post('/isp/portal/plogin/registerUser', { params: { userName, password: TEMP_PASSWORD, confirmPassword: TEMP_PASSWORD, phone, code } });
  expect(((await reply.json()) as { code: number }).code).toBe(0);
  return userName;
}

/** Logs a temporary user in through the API and keeps the session where the portal keeps it. */
export async function storeTempSession(page: Page, userName: string): Promise<void> {
  await storeSession(page, await apiLogin(page.request, userName, TEMP_PASSWORD), 'temp');
}

export const field = (page: Page, testId: string) => page.getByTestId(testId);

/** Picks an option of an antd Select by its visible text (support/select-helpers.ts). */
export const choose = (page: Page, testId: string, label: string): Promise<void> => pickOption(page, page.getByTestId(testId), label);

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

/** A small valid PDF (what the server's content sniffing takes for one). */
export const smallPdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n', 'latin1')]) });

export const REQUIRED_TYPES = ['ISP20', 'ISP42', 'ISP43', 'ISP44', 'ISP45'] as const;

/** Uploads one file of each required qualification type (spec 02 §5) through the API, as the registering user. */
export async function attachRequiredFiles(request: APIRequestContext, token: string): Promise<void> {
  for (const type of REQUIRED_TYPES) {
    const res = await request.post('/isp/portal/plogin/upload', {
      headers: { 'isp-authorization': token },
      multipart: { businessId: 'REGISTRATION', businessType: 'register', fileBusinessType: type, file: smallPdf(`${type}.pdf`) },
    });
    expect(res.status()).toBe(200);
  }
}

/** Uploads a file through the open upload dialog and waits until it is stored. */
export async function uploadInDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByTestId('upload-dialog');
  await dialog.locator('input[type=file]').setInputFiles(smallPdf(name));
  await expect(dialog.locator('[data-testid="upload-item"][data-status="done"]', { hasText: name })).toBeVisible();
}

/** Closes the upload dialog with its footer button, in any of the three languages. */
export async function closeUploadDialog(page: Page): Promise<void> {
  await page.getByTestId('upload-dialog').getByRole('button', { name: /^(关\s*闭|Close|Đóng)$/ }).last().click();
  await expect(page.getByTestId('upload-dialog')).toBeHidden();
}

/** Uploads one file of each required qualification type through the screen's dialog. */
export async function uploadRequiredFiles(page: Page): Promise<void> {
  for (const type of REQUIRED_TYPES) {
    await page.getByTestId(`aptitude-upload-${type}`).click();
    await uploadInDialog(page, `${type}.pdf`);
    await closeUploadDialog(page);
  }
}

/** The operator's command line (`pnpm portal …`) on the test portal's data. */
export const cli = (...args: string[]) => portalCli({ ...process.env, PORTAL_DATA_DIR: testServer().dataDir }, ...args);

/** What waits for the operator, of one kind: to find the id the command line takes. */
export async function waiting(request: APIRequestContext, kind: 'registration' | 'change'): Promise<Record<string, string>[]> {
  const res = await request.post('/isp/operator/getApproveList', { data: { kind, pageSize: 100 }, headers: { 'isp-authorization': await operatorToken(request) } });
  return ((await res.json()) as { records: Record<string, string>[] }).records;
}

/** On /supplier_detail: asks for a change of the bank account's name and waits until it is pending. */
export async function askForAccountName(page: Page, name: string): Promise<void> {
  await page.getByTestId('supplier-change-start').click();
  await page.getByTestId('f-accountName').fill(name);
  await page.getByTestId('supplier-change-submit').click();
  await expect(page.getByTestId('supplier-change-pending')).toBeVisible();
}

// The two sides of the business selector (antd's Transfer) and the button between them.
export const businessCandidates = (page: Page) => page.getByTestId('mb-transfer').locator('.ant-transfer-section, .ant-transfer-list').first();
export const businessesSelected = (page: Page) => page.getByTestId('mb-transfer').locator('.ant-transfer-section, .ant-transfer-list').last();

/** A catalogue group the browser tests choose businesses from (its items: 'Main stop valves', …). */
export const VALVES = 'Thermal power spares.Steam turbine.Governing and protection system';

/** Ticks `names` of the catalogue group `path` (found by `filter`), moves them over and confirms. */
export async function confirmBusinesses(page: Page, filter: string, path: string, names: readonly string[]): Promise<void> {
  const search = page.getByTestId('mb-filter').locator('input');
  await search.fill(filter);
  await search.press('Enter');
  for (const name of names) await businessCandidates(page).locator('.ant-transfer-list-content-item').filter({ hasText: path }).filter({ hasText: name }).click();
  await page.getByTestId('mb-transfer').locator('.ant-transfer-actions button, .ant-transfer-operation button').first().click();
  await expect(businessesSelected(page).locator('.ant-transfer-list-content-item')).toHaveCount(names.length);
  await page.getByTestId('mb-confirm').click();
}

/** confirmBusinesses on a registration, where the confirmed choice shows at once. */
export async function chooseBusinesses(page: Page, filter: string, path: string, names: readonly string[]): Promise<void> {
  await confirmBusinesses(page, filter, path, names);
  for (const name of names) await expect(page.getByTestId('mb-confirmed')).toContainText(name);
}
