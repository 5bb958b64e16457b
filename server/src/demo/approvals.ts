// The buyer's side of the demo (issue 13): an operator account, and a registration waiting for its
// approval, so the operator's list and commands have something to work on after `npm start`.
import type { Db } from '../db/index';
import type { FileStorage } from '../platform/storage';
import { seedRegistrationFiles } from './registration-files';

/** The demo operator; suppliers read its replies signed with its display name and organisation (issue 33). */
export const DEMO_OPERATOR = { userId: 'U-0005', userName: 'operator01', displayName: '王敏', organisation: '能源集团物资采购中心' } as const;
export const PENDING_REGISTRATION = { userId: 'U-0006', userName: 'register02' } as const;

/** The registering user as its documents name it. */
const PENDING_HOLDER = { ...PENDING_REGISTRATION, contactName: 'Tran Thi Bich', idNumber: '031190004567', companyEn: 'Pacific Power Equipment Vietnam Co., Ltd.', creditCode: '0109876543' };

async function stillWaiting(db: Db): Promise<boolean> {
  const row = await db.selectFrom('supplier_registration').select('status').where('user_id', '=', PENDING_REGISTRATION.userId).executeTakeFirst();
  return row?.status === 'submitted';
}

/** `storage`: where its qualification files go; the one the environment names when not given. */
export async function seedApprovals(db: Db, passwordHash: string, now: Date, storage?: FileStorage): Promise<void> {
  await db
    .insertInto('app_user')
    .values([
      { user_id: DEMO_OPERATOR.userId, user_name: DEMO_OPERATOR.userName, password_hash: passwordHash, phone: null, email: 'operator01@example.cn', user_kind: 'operator', supplier_id: null, roles: 'operator', display_name: DEMO_OPERATOR.displayName, organisation: DEMO_OPERATOR.organisation },
      { user_id: PENDING_REGISTRATION.userId, user_name: PENDING_REGISTRATION.userName, password_hash: passwordHash, phone: '+84 912000002', email: 'register02@example.vn', user_kind: 'temp', supplier_id: null, roles: '' },
    ])
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const submittedAt = new Date(now.getTime() - 26 * 3600 * 1000);
  const inserted = await db
    .insertInto('supplier_registration')
    .values({
      user_id: PENDING_REGISTRATION.userId,
      status: 'submitted',
      supplier_info: JSON.stringify({
        supplierName: '越南太平洋电力设备有限公司',
        supplierNameEn: 'Pacific Power Equipment Vietnam Co., Ltd.',
        creditCode: '0109876543',
        establishDate: '2012-03-15',
        licenceLongTerm: true,
        registeredCapital: '12000000000',
        currency: 'VND',
        employeeCount: '140',
        companyEmail: 'contact@pacificpower.vn',
        registeredAddress: 'Lô B2, Khu công nghiệp Đình Vũ, Đông Hải 2, Hải An, Hải Phòng',
        supplierType: 'MANUFACTURER',
        supplyType: 'MATERIAL',
      }),
      supplier_address: JSON.stringify({ country: 'VN', province: 'Hải Phòng', city: 'Hải Phòng', address: '25 Lạch Tray, Ngô Quyền', phone: '+84 225 3745 000', postalCode: '180000' }),
      supplier_bank: JSON.stringify({ bankName: 'BIDV', branchName: 'Hải Phòng', accountName: 'Pacific Power Equipment Vietnam', accountNumber: '32110000456789', swiftCode: 'BIDVVNVX' }),
      created_at: submittedAt,
      updated_at: submittedAt,
      submitted_at: submittedAt,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  // Also for a registration seeded before it had files, as long as it still waits: an operator
  // opening it must see them; once decided, its files are the past's and stay as they are.
  if (await stillWaiting(db)) await seedRegistrationFiles(db, PENDING_HOLDER, new Date(submittedAt.getTime() - 3600 * 1000), storage);
  if (!inserted) return;
  await db
    .insertInto('supplier_registration_contact')
    .values({
      user_id: PENDING_REGISTRATION.userId,
      position: 0,
      user_name: PENDING_REGISTRATION.userName,
      is_main_user: true,
      contact: JSON.stringify({ contactName: 'Trần Thị Bích', idNumber: '031190004567', phone: '+84 912000002', fixedPhone: '+84 225 3745 001', fax: '+84 225 3745 009', email: 'register02@example.vn', job: 'Sales Director', isMainUser: true, userName: PENDING_REGISTRATION.userName, memo: '' }),
    })
    .execute();
}
