// One factory per entity: a valid row with unique ids, overridable per test.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../src/db/index';
import { hashPassword } from '../../../src/modules/login/passwords';
import { REGISTRATION_FILES_BUSINESS_ID, REQUIRED_APTITUDE_TYPES, type SupplierUser } from '@portal/shared/core';
import { PDF_HEAD, upload } from '../uploads-client';

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export async function makeNotice(db: Db, over: Record<string, unknown> = {}) {
  const id = `T-${next()}`;
  const row = {
    info_id: id,
    info_title: `测试公告 ${id}`,
    info_title_en: `Test notice ${id}`,
    info_type: 'BID_NOTICE',
    notice_send_time: new Date(),
    bid_doc_refer_end_time: null,
    creation_date: new Date(),
    meaning: null,
    notice_code: `CODE-${id}`,
    business_num: null,
    notice_status: 'BID_NOTICE',
    attribute3: null,
    info_dtime: null,
    content: '<p>test</p>',
    area: 'bidding' as const,
    tab: 'bidding',
    source_num: null,
    ...over,
  };
  await db.insertInto('notice').values(row as never).execute();
  return row;
}

export async function makeSource(db: Db, over: Record<string, unknown> = {}) {
  const id = next();
  const row = {
    source_id: `TS-${id}`,
    source_num: `TXJ${id}`,
    source_title: `测试询价 ${id}`,
    source_title_en: `Test inquiry ${id}`,
    source_type: 'XJ',
    source_method: 'OPEN',
    quotation_date: new Date(Date.now() + 86400000),
    publish_date: new Date(),
    status: 'PUBLISHED',
    buyer_org: '测试电厂',
    currency: 'CNY',
    contact_phone: null,
    contact_email: null,
    description: null,
    ...over,
  };
  await db.insertInto('source').values(row as never).execute();
  return row;
}

export async function makeSupplier(db: Db, over: Record<string, unknown> = {}) {
  const id = next();
  const row = { supplier_id: `TSUP-${id}`, supplier_num: `TG${id}`, supplier_name: `测试供应商${id}`, supplier_name_en: null, wf_su_status: 'WAREHOUSING', activated: true, ...over };
  await db.insertInto('supplier').values(row as never).execute();
  return row;
}

export async function makeUser(db: Db, over: Record<string, unknown> & { password?: string } = {}) {
  const id = next();
  const { password = 'Secret#123', ...rest } = over;
  const row = { user_id: `TU-${id}`, user_name: `user${id}`, password_hash: await hashPassword(password), phone: null, email: null, user_kind: 'portal', supplier_id: null, roles: '', must_change_password: false, ...rest };
  await db.insertInto('app_user').values(row as never).execute();
  return { ...row, password };
}

export async function makeSupplierNotice(db: Db, supplierId: string, over: Record<string, unknown> = {}) {
  const row = { supplier_id: supplierId, title: `测试通知 ${next()}`, content: null, viewed: false, created_at: new Date(), ...over };
  return db.insertInto('supplier_notice').values(row as never).returning('id').executeTakeFirstOrThrow();
}

export async function makeContract(db: Db, supplierId: string, over: Record<string, unknown> = {}) {
  const id = next();
  const row = { contract_id: `TC-${id}`, contract_num: `THT-${id}`, contract_name: `测试合同 ${id}`, status: 'SIGNED', supplier_id: supplierId, party_a_name: '甲方', party_b_name: '乙方', signed_amount: '1234.50', currency: 'CNY', sign_date: new Date(), predicted_arrival: null, ...over };
  await db.insertInto('contract').values(row as never).execute();
  return row;
}

/** A remote's webpack output on disk, as `release` expects to find it. */
export function makeRemoteBuild(dir: string, files: Record<string, string | Buffer> = {}): string {
  const all = { 'mf-manifest.json': JSON.stringify({ id: 'x', name: 'mf_public', build: next() }), 'remoteEntry.js': 'var x=1;', 'static/js/412.3f9a1c2b.js': 'chunk()', ...files };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A complete registration (spec 02 §5) whose main user is the registering account `userName`. */
export function registrationInput(userName: string) {
  return {
    flag: 'submit',
    supplierInfoAll: { supplierName: '越南示范能源有限公司', supplierNameEn: 'Vietnam Demo Energy Co., Ltd.', creditCode: '0101234567', establishDate: '2015-06-01', licenceLongTerm: true, registeredCapital: '5000000.5', currency: 'VND', employeeCount: '85', companyEmail: 'info@demo.vn', supplierType: 'MANUFACTURER', supplyType: 'MATERIAL' },
    supplierAddress: { country: 'VN', province: 'Hà Nội', city: 'Hà Nội', address: '12 Tràng Tiền', phone: '+84 24 3822 1234', postalCode: '100000' },
    supplierBank: { bankName: 'Vietcombank', branchName: 'Hoàn Kiếm', accountName: 'Vietnam Demo Energy', accountNumber: '0011004123456', swiftCode: 'BFTVVNVX' },
    supplierUsers: [{ contactName: 'Nguyễn Văn An', idNumber: '001090012345', phone: '+84 912345678', email: 'an@demo.vn', job: 'Director', isMainUser: true, userName, memo: '' }] as (SupplierUser & { userName: string })[],
  };
}

/** A small valid PDF (what the upload's content sniffing takes for one). */
export const smallPdf = (fileName = 'scan.pdf') => ({ fileName, contentType: 'application/pdf', head: PDF_HEAD, size: 2048 });

/**
 * Uploads one file of each required qualification type (spec 02 §3, §5) as the registering user,
 * so that the registration can be submitted. Returns the uploads' answers.
 */
export async function attachRequiredFiles(base: string, token: string) {
  const out = [];
  for (const type of REQUIRED_APTITUDE_TYPES) {
    const res = await upload(base, token, { ...smallPdf(`${type}.pdf`), fields: { businessId: REGISTRATION_FILES_BUSINESS_ID, businessType: 'register', fileBusinessType: type } });
    if (res.status !== 200) throw new Error(`upload of ${type} failed: ${res.status} ${JSON.stringify(res.body)}`);
    out.push(res.body.data);
  }
  return out;
}

/** The six-digit code of the newest message the outbox holds for `recipient` (what the SMS or mail said). */
export async function lastCode(db: Db, recipient: string): Promise<string> {
  const row = await db.selectFrom('message_outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)![1];
}
