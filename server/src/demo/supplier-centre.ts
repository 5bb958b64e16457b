// The supplier centre's and mf-contracts' demo (issue 15), for the demo supplier SUP-0001
// (supplier01): notices to it and to every supplier (read and unread), CA certificates in each
// state, fees due and paid with their payment orders (failed, paid, expired), shared documents,
// the richer contract fields on the base seed's contracts, a contract made from the awarded demo
// source S-XJ20260110 with its delivery notes and operation logs, a frame agreement, and a
// qualification file whose validity ends within 30 days. A little of each belongs to SUP-0002,
// which supplier01 must never see. Every id is fixed, so a second run adds nothing.
import type { Db } from '../db/index';
import { centreDb } from '../modules/supplier-centre/tables';
import { at } from './dates-and-ids';
import { simplePdf } from './pdf';
import { DEMO_SUPPLIER, SOURCING_DEMO } from './sourcing';

export const CENTRE_DEMO = {
  supplierId: DEMO_SUPPLIER.supplierId,
  otherSupplierId: 'SUP-0002',
  awardContract: 'C-DEMO-AWARD',
  awardContractNum: 'HT-2026-0101',
  otherContract: 'C-DEMO-9001',
  notes: ['DN-DEMO-0001', 'DN-DEMO-0002', 'DN-DEMO-0003'],
  otherNote: 'DN-DEMO-9001',
  frameAgreement: 'FA-DEMO-0001',
  otherFrameAgreement: 'FA-DEMO-9001',
  cas: { bound: 'CA-DEMO-0001', unbound: 'CA-DEMO-0002', expired: 'CA-DEMO-0003', revoked: 'CA-DEMO-0004', other: 'CA-DEMO-9001' },
  fees: { due: 'FEE-DEMO-0001', paid: 'FEE-DEMO-0002', dueVnd: 'FEE-DEMO-0003', other: 'FEE-DEMO-9001' },
  orders: { failed: 'PAY-DEMO-0001', paid: 'PAY-DEMO-0002', expired: 'PAY-DEMO-0003', other: 'PAY-DEMO-9001' },
  documents: { all: 'DOC-DEMO-0001', mine: 'DOC-DEMO-0002', contract: 'DOC-DEMO-0003', other: 'DOC-DEMO-9001' },
  files: { expiring: 'seed-sup-0001-isp20', valid: 'seed-sup-0001-isp51' },
  notices: { allRead: '致全体供应商：平台服务协议更新', allUnread: '致全体供应商：年度会员费缴纳通知', other: '仅供应商0002可见的通知' },
} as const;

const ME = CENTRE_DEMO.supplierId;
const OTHER = CENTRE_DEMO.otherSupplierId;
const BY = 'cli:seed';

export async function hasSupplierCentreDemo(db: Db): Promise<boolean> {
  return !!(await centreDb(db).selectFrom('supplier_ca').select('ca_sn').where('ca_sn', '=', CENTRE_DEMO.cas.bound).executeTakeFirst());
}

const pdf = (title: string) => simplePdf([title, 'Supplier portal demo document', 'Huaneng demo']);

export async function seedSupplierCentre(db: Db, now: Date) {
  const c = centreDb(db);
  const suppliers = new Set((await c.selectFrom('supplier').select('supplier_id').where('supplier_id', 'in', [ME, OTHER]).execute()).map((r) => r.supplier_id));
  if (!suppliers.has(ME) || !suppliers.has(OTHER)) return { created: false };
  if (await hasSupplierCentreDemo(db)) return { created: false };

  // ---- notices: two to every supplier (one already read by supplier01), one to SUP-0002 only ----
  const posted = async (supplierId: string | null, title: string, content: string, days: number) =>
    (await c.insertInto('supplier_notice').values({ supplier_id: supplierId as string, title, content, viewed: false, created_at: at(now, days), posted_by: BY }).returning('id').executeTakeFirstOrThrow()).id;
  const allRead = await posted(null, CENTRE_DEMO.notices.allRead, '<p>平台服务协议已更新，请在供应商中心查阅。</p>', -9);
  await posted(null, CENTRE_DEMO.notices.allUnread, '<p>2027 年度会员费已开始缴纳，请在“会员费”页面扫码支付。</p>', -1);
  await posted(OTHER, CENTRE_DEMO.notices.other, '<p>供应商01不可见。</p>', -2);
  await c.insertInto('supplier_notice_view').values({ notice_id: allRead, supplier_id: ME, viewed_at: at(now, -8) }).execute();

  // ---- CA certificates ----
  const ca = (sn: string, supplierId: string, holder: string, from: number, to: number, state: 'bound' | 'unbound' | 'revoked') => ({
    ca_sn: sn,
    supplier_id: supplierId,
    holder,
    issuer: 'CFCA OCA1',
    valid_from: at(now, from),
    valid_to: at(now, to),
    bound: state === 'bound',
    bound_at: at(now, from),
    unbound_at: state === 'bound' ? null : at(now, from + 30),
    unbound_by: state === 'unbound' ? 'portal:U-0001' : state === 'revoked' ? BY : null,
    revoked_at: state === 'revoked' ? at(now, from + 30) : null,
    registered_by: BY,
    registered_at: at(now, from),
  });
  await c
    .insertInto('supplier_ca')
    .values([
      ca(CENTRE_DEMO.cas.bound, ME, '华能示范电力设备有限公司（张伟）', -200, 165, 'bound'),
      ca(CENTRE_DEMO.cas.unbound, ME, '华能示范电力设备有限公司（李娜）', -300, 65, 'unbound'),
      ca(CENTRE_DEMO.cas.expired, ME, '华能示范电力设备有限公司', -800, -70, 'bound'),
      ca(CENTRE_DEMO.cas.revoked, ME, '华能示范电力设备有限公司（王强）', -150, 215, 'revoked'),
      ca(CENTRE_DEMO.cas.other, OTHER, '江苏绿源新能源科技有限公司', -100, 265, 'bound'),
    ])
    .execute();

  // ---- fees and payment orders ----
  const fee = (id: string, supplierId: string, title: string, period: string, amount: string, currency: string, due: number, paid: number | null) => ({
    fee_id: id,
    supplier_id: supplierId,
    fee_type: 'MEMBERSHIP',
    title,
    period,
    amount,
    currency,
    due_date: at(now, due),
    status: paid === null ? ('due' as const) : ('paid' as const),
    paid_at: paid === null ? null : at(now, paid),
    invoice_info: paid === null ? '{}' : JSON.stringify({ invoiceTitle: '华能示范电力设备有限公司', taxNumber: '91110000100000001X' }),
    created_by: BY,
    created_at: at(now, due - 30),
  });
  await c
    .insertInto('supplier_fee')
    .values([
      fee(CENTRE_DEMO.fees.due, ME, '2027 年度会员费', '2027', '3000.00', 'CNY', 20, null),
      fee(CENTRE_DEMO.fees.paid, ME, '2026 年度会员费', '2026', '3000.00', 'CNY', -300, -310),
      fee(CENTRE_DEMO.fees.dueVnd, ME, 'Phí dịch vụ nền tảng Việt Nam 2027', '2027', '5000000', 'VND', 40, null),
      fee(CENTRE_DEMO.fees.other, OTHER, '2027 年度会员费', '2027', '3000.00', 'CNY', 20, null),
    ])
    .execute();
  const order = (id: string, feeId: string, supplierId: string, amount: string, currency: string, created: number, status: 'pending' | 'paid' | 'failed' | 'expired') => ({
    order_id: id,
    fee_id: feeId,
    supplier_id: supplierId,
    amount,
    currency,
    provider: 'simulator',
    pay_token: `seed-token-${id.toLowerCase()}`,
    status,
    created_at: at(now, created),
    expires_at: status === 'pending' ? at(now, 1) : new Date(at(now, created).getTime() + 15 * 60_000),
    settled_at: status === 'pending' ? null : new Date(at(now, created).getTime() + (status === 'expired' ? 15 : 2) * 60_000),
    settled_by: status === 'pending' ? null : status === 'expired' ? 'clock' : 'simulator:seed',
    created_by: 'portal:U-0001',
  });
  await c
    .insertInto('pay_order')
    .values([
      order(CENTRE_DEMO.orders.failed, CENTRE_DEMO.fees.paid, ME, '3000.00', 'CNY', -311, 'failed'),
      order(CENTRE_DEMO.orders.paid, CENTRE_DEMO.fees.paid, ME, '3000.00', 'CNY', -310, 'paid'),
      order(CENTRE_DEMO.orders.expired, CENTRE_DEMO.fees.dueVnd, ME, '5000000', 'VND', -2, 'expired'),
      order(CENTRE_DEMO.orders.other, CENTRE_DEMO.fees.other, OTHER, '3000.00', 'CNY', 0, 'pending'),
    ])
    .execute();

  // ---- contracts: the base seed's get their full fields; one from the awarded source ----
  const base = await c.selectFrom('contract').select(['contract_id', 'status']).where('supplier_id', '=', ME).where('contract_id', 'like', 'C-0%').execute();
  for (const [i, row] of base.entries()) {
    await c
      .updateTable('contract')
      .set({
        contract_type: i % 3 === 2 ? 'WORKS' : 'MATERIAL',
        total_amount: null,
        party_a_contact: ['赵敏', '钱军', '孙丽'][i % 3],
        party_a_phone: `010-6322${String(2000 + i)}`,
        party_b_contact: '张伟',
        party_b_phone: '13800000001',
        storage_date: row.status === 'COMPLETED' ? at(now, -5 - i) : null,
        received_quantity: row.status === 'COMPLETED' ? '100' : '0',
        arrival_address: '北京市西城区复兴门内大街 6 号 物资仓库 2 号库',
        invoice_address: '北京市西城区复兴门内大街 6 号 财务部',
        created_by: BY,
        created_at: at(now, -40 - i * 7),
      })
      .where('contract_id', '=', row.contract_id)
      .execute();
  }
  const award = await c.selectFrom('source_award').select(['round']).where('source_id', '=', SOURCING_DEMO.awarded).where('supplier_id', '=', ME).executeTakeFirst();
  const source = await c.selectFrom('source').selectAll().where('source_id', '=', SOURCING_DEMO.awarded).executeTakeFirst();
  const contracts: string[] = base.map((b) => b.contract_id);
  if (award && source) {
    const opened = await c.selectFrom('bid_opening').select(['total_with_tax']).where('source_id', '=', source.source_id).where('supplier_id', '=', ME).where('round', '=', award.round).executeTakeFirst();
    const amount = opened ? String(opened.total_with_tax) : '1000000.00';
    await c
      .insertInto('contract')
      .values({
        contract_id: CENTRE_DEMO.awardContract,
        contract_num: CENTRE_DEMO.awardContractNum,
        contract_name: `${source.source_title}合同`,
        status: 'PERFORMING',
        supplier_id: ME,
        party_a_name: source.buyer_org ?? '采购方',
        party_b_name: DEMO_SUPPLIER.name,
        signed_amount: amount,
        currency: source.currency ?? 'CNY',
        sign_date: at(now, -3),
        predicted_arrival: at(now, 42),
        contract_type: 'MATERIAL',
        total_amount: amount,
        party_a_contact: '周敏',
        party_a_phone: source.contact_phone,
        party_b_contact: '张伟',
        party_b_phone: '13800000001',
        storage_date: null,
        received_quantity: '0',
        arrival_address: '青海省海南州共和县光伏产业园 3 号仓库',
        invoice_address: '青海省西宁市城西区五四西路 18 号 财务部',
        source_id: source.source_id,
        remark: '由询价 XJ20260110 定标生成',
        created_by: BY,
        created_at: at(now, -3),
      })
      .execute();
    contracts.push(CENTRE_DEMO.awardContract);
  }
  await c
    .insertInto('contract')
    .values({
      contract_id: CENTRE_DEMO.otherContract,
      contract_num: 'HT-OTHER-9001',
      contract_name: '仅供应商0002可见的合同',
      status: 'SIGNED',
      supplier_id: OTHER,
      party_a_name: '华能示范电厂',
      party_b_name: '江苏绿源新能源科技有限公司',
      signed_amount: '88000.00',
      currency: 'CNY',
      sign_date: at(now, -10),
      predicted_arrival: at(now, 20),
      contract_type: 'MATERIAL',
      created_by: BY,
      created_at: at(now, -10),
    })
    .execute();

  // ---- frame agreement (C-0003 is a call-off of it) ----
  const frame = (id: string, num: string, supplierId: string, title: string, total: string) => ({
    agreement_id: id,
    agreement_num: num,
    supplier_id: supplierId,
    title,
    party_a_name: '华能示范发电集团物资公司',
    status: 'EFFECTIVE',
    currency: 'CNY',
    total_amount: total,
    sign_date: at(now, -60),
    valid_from: at(now, -60),
    valid_to: at(now, 305),
    remark: null,
    created_by: BY,
    created_at: at(now, -60),
  });
  await c
    .insertInto('frame_agreement')
    .values([frame(CENTRE_DEMO.frameAgreement, 'KJ-2026-0001', ME, '2026—2027 年度阀门备件框架协议', '197250.00'), frame(CENTRE_DEMO.otherFrameAgreement, 'KJ-OTHER-9001', OTHER, '仅供应商0002可见的框架协议', '5000.00')])
    .execute();
  await c
    .insertInto('frame_agreement_line')
    .values([
      { agreement_id: CENTRE_DEMO.frameAgreement, line_no: 1, item_code: 'M07.01.001', description: '截止阀', specification: 'J41H-25 DN50', unit: '台', unit_price: '1850.0000', tax_rate: '13', quantity: '60' },
      { agreement_id: CENTRE_DEMO.frameAgreement, line_no: 2, item_code: 'M07.01.002', description: '止回阀', specification: 'H44H-40 DN80', unit: '台', unit_price: '2650.0000', tax_rate: '13', quantity: '30' },
      { agreement_id: CENTRE_DEMO.frameAgreement, line_no: 3, item_code: 'M07.09.010', description: '柔性石墨密封填料', specification: '10×10 mm', unit: '千克', unit_price: '82.5000', tax_rate: '13', quantity: '100' },
      { agreement_id: CENTRE_DEMO.otherFrameAgreement, line_no: 1, item_code: null, description: '其他物资', specification: null, unit: '件', unit_price: '50.0000', tax_rate: null, quantity: '100' },
    ])
    .execute();
  await c.updateTable('contract').set({ frame_agreement_id: CENTRE_DEMO.frameAgreement }).where('contract_id', '=', 'C-0003').where('supplier_id', '=', ME).execute();

  // ---- delivery notes and their operation logs ----
  const note = (id: string, code: string, contractId: string, supplierId: string, title: string, status: string, ship: number, confirm: number | null, shipped: string, current: string) => ({
    note_id: id,
    note_code: code,
    contract_id: contractId,
    supplier_id: supplierId,
    title,
    order_num: `PO-${code.slice(-4)}`,
    paper_doc_num: `ZD-${code.slice(-4)}`,
    ship_time: at(now, ship),
    confirm_time: confirm === null ? null : at(now, confirm),
    acceptance_status: status,
    ship_to_address: '北京市西城区复兴门内大街 6 号 物资仓库 2 号库',
    courier_num: `SF${code.slice(-4)}0001`,
    operator: '张伟',
    shipped_quantity: shipped,
    current_quantity: current,
    created_at: at(now, ship),
  });
  const notes = [];
  if (contracts.includes('C-0001')) notes.push(note(CENTRE_DEMO.notes[0], 'FH202611010001', 'C-0001', ME, '阀门备件第一批送货单', 'accepted', -20, -17, '100', '60'));
  if (contracts.includes('C-0002')) notes.push(note(CENTRE_DEMO.notes[1], 'FH202611100002', 'C-0002', ME, '锅炉配件送货单', 'shipped', -4, null, '50', '50'));
  if (contracts.includes(CENTRE_DEMO.awardContract)) notes.push(note(CENTRE_DEMO.notes[2], 'FH202611210003', CENTRE_DEMO.awardContract, ME, '单晶硅光伏组件第一批送货单', 'received', -1, 0, '2000', '800'));
  notes.push(note(CENTRE_DEMO.otherNote, 'FH202611209001', CENTRE_DEMO.otherContract, OTHER, '仅供应商0002可见的送货单', 'shipped', -2, null, '10', '10'));
  await c.insertInto('delivery_note').values(notes).execute();
  const log = (noteId: string, days: number, hours: number, operator: string, action: string, remark: string | null) => ({ note_id: noteId, at: at(now, days, hours), operator, action, remark });
  const logs = [];
  for (const n of notes) {
    logs.push(log(n.note_id, Math.round((n.ship_time.getTime() - now.getTime()) / 86_400_000), 0, '张伟', 'created', null));
    logs.push(log(n.note_id, Math.round((n.ship_time.getTime() - now.getTime()) / 86_400_000), 2, '张伟', 'shipped', `快递单号 ${n.courier_num}`));
  }
  if (contracts.includes('C-0001')) {
    logs.push(log(CENTRE_DEMO.notes[0], -18, 0, '仓库 王磊', 'received', '到货 60 台，外观完好'));
    logs.push(log(CENTRE_DEMO.notes[0], -17, 0, '质检 刘洋', 'accepted', '验收合格'));
  }
  if (contracts.includes(CENTRE_DEMO.awardContract)) logs.push(log(CENTRE_DEMO.notes[2], 0, -2, '仓库 王磊', 'received', '到货 800 块，待质检'));
  if (logs.length) await c.insertInto('delivery_note_log').values(logs).execute();
  if (contracts.includes(CENTRE_DEMO.awardContract)) await c.updateTable('contract').set({ received_quantity: '800', storage_date: at(now, 0, -2) }).where('contract_id', '=', CENTRE_DEMO.awardContract).execute();

  // ---- documents ----
  const doc = (id: string, supplierId: string | null, contractId: string | null, title: string, type: string, fileName: string) => {
    const content = pdf(title);
    return { doc_id: id, supplier_id: supplierId, contract_id: contractId, title, doc_type: type, file_name: fileName, content_type: 'application/pdf', file_size: content.length, content, created_by: BY, created_at: at(now, -5) };
  };
  await c
    .insertInto('supplier_document')
    .values([
      doc(CENTRE_DEMO.documents.all, null, null, '供应商操作手册 2026 版', 'MANUAL', '供应商操作手册2026.pdf'),
      doc(CENTRE_DEMO.documents.mine, ME, null, 'CA 证书办理模板', 'TEMPLATE', 'CA证书办理模板.pdf'),
      ...(contracts.includes(CENTRE_DEMO.awardContract) ? [doc(CENTRE_DEMO.documents.contract, ME, CENTRE_DEMO.awardContract, '单晶硅光伏组件采购合同（签章版）', 'CONTRACT', 'HT-2026-0101.pdf')] : []),
      doc(CENTRE_DEMO.documents.other, OTHER, null, '仅供应商0002可见的文件', 'OTHER', 'other.pdf'),
    ])
    .execute();

  // ---- qualification files of SUP-0001 with their validity ----
  const file = (id: string, type: string, name: string, validDays: number) => {
    const content = pdf(name);
    return {
      file_id: id,
      business_id: 'REGISTRATION',
      business_type: 'register',
      file_name: name,
      content_type: 'application/pdf',
      file_size: content.length,
      content,
      upload_time: at(now, -300),
      uploaded_by: 'supplier01',
      owner_kind: 'supplier' as const,
      owner_id: ME,
      uploader_user_id: 'U-0001',
      file_business_type: type,
      module_code: 'SUP',
      upload_flags: JSON.stringify({ moduleCode: 'SUP', isSup: '1' }),
      valid_until: at(now, validDays),
    };
  };
  await c
    .insertInto('attachment')
    .values([file(CENTRE_DEMO.files.expiring, 'ISP20', '营业执照扫描件.pdf', 20), file(CENTRE_DEMO.files.valid, 'ISP51', '质量环境体系认证证书.pdf', 200)])
    .onConflict((oc) => oc.column('file_id').doNothing())
    .execute();

  return { created: true, notices: 3, certificates: 5, fees: 4, orders: 4, contracts: contracts.length + 1, deliveryNotes: notes.length, documents: 4 };
}
