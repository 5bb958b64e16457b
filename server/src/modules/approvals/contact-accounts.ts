// The contacts of an approved registration become users of the new supplier (spec 02 §5: contact
// user names are unique and not yet registered, because each one is an account; /registerInfo tells
// them they can log in). A contact never chose a password, so the account gets an unusable one and
// the contact sets theirs through password recovery, by the e-mail or the phone and ID number the
// registration gave; each is told so by e-mail.
import { randomBytes } from 'node:crypto';
import type { SupplierUser } from '@portal/shared/core';
import type { Db } from '../../db/index';
import { hashPassword } from '../login/passwords';
import { sendMessage } from '../messaging/provider';

export interface ContactAccount {
  userName: string;
  email: string | null;
}

/** Creates the accounts; a name somebody registered since the submit is skipped, not taken over. */
export async function createContactAccounts(db: Db, supplierId: string, contacts: SupplierUser[]): Promise<ContactAccount[]> {
  const created: ContactAccount[] = [];
  for (const contact of contacts) {
    if (contact.isMainUser || !contact.userName) continue;
    const row = await db
      .insertInto('app_user')
      .values({
        user_id: `U-${randomBytes(8).toString('hex')}`,
        user_name: contact.userName,
        password_hash: await hashPassword(randomBytes(32).toString('base64url')),
        phone: contact.phone ?? null,
        email: contact.email ?? null,
        id_number: contact.idNumber ?? null,
        user_kind: 'portal',
        supplier_id: supplierId,
        roles: 'supplier',
      })
      .onConflict((oc) => oc.column('user_name').doNothing())
      .returning(['user_name', 'email'])
      .executeTakeFirst();
    if (row) created.push({ userName: row.user_name, email: row.email });
  }
  return created;
}

const welcome = (supplierName: string, userName: string) => ({
  subject: '电子商务平台 - 供应商账号已开通 / supplier account opened',
  body:
    `${supplierName} 的注册已审批通过，您的用户名为 ${userName}。请在登录页点击"忘记密码"设置密码后登录。\n` +
    `The registration of ${supplierName} was approved; your user name is ${userName}. Set your password with "Forgot password" on the login page, then log in.`,
});

/** Best effort, after the approval is committed: a full mailbox quota must not undo an approval. */
export async function tellContacts(db: Db, supplierName: string, accounts: ContactAccount[], at: Date): Promise<void> {
  for (const account of accounts) {
    if (!account.email) continue;
    await sendMessage(db, { channel: 'email', recipient: account.email, ...welcome(supplierName, account.userName) }, at).catch(() => undefined);
  }
}
