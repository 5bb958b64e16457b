// Identity details of the demo accounts (issue 5): the ID numbers that phone recovery asks for.
// The accounts themselves are created with the rest of the demo in index.ts.
import type { Db } from '../db/index';

export const DEMO_IDENTITIES = [
  { userId: 'U-0001', idNumber: '110101199003071234' },
  { userId: 'U-0002', idNumber: '110101199204151238' },
  { userId: 'U-0003', idNumber: '110101198811201236' },
] as const;

export async function seedIdentities(db: Db): Promise<void> {
  for (const { userId, idNumber } of DEMO_IDENTITIES) {
    await db.updateTable('app_user').set({ id_number: idNumber }).where('user_id', '=', userId).where('id_number', 'is', null).execute();
  }
}
