// A fresh approved supplier with one membership fee to pay, logged in on the page: the centre's
// fee, pay-dialog and simulator tests start here.
import type { Page } from '@playwright/test';
import { apiLogin, storeSession } from './auth-helpers';
import { operatorApi } from './operator-api';
import { newApprovedSupplier, type FreshSupplier } from './registrations';

export async function supplierWithFee(page: Page, prefix: string): Promise<{ sup: FreshSupplier; feeId: string }> {
  const sup = await newApprovedSupplier(page.request, prefix);
  const { feeId } = await (await operatorApi<{ feeId: string }>(page.request))('fee/raise', {
    supplierId: sup.supplierId,
    feeType: 'MEMBERSHIP',
    title: 'Membership fee 2027',
    period: '2027',
    amount: '1200.00',
    currency: 'CNY',
    dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  });
  await storeSession(page, await apiLogin(page.request, sup.userName, sup.password));
  return { sup, feeId };
}
