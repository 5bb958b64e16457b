// The sourcing demo (issue 14): sources in every state, so every screen of the supplier's and the
// buyer's side has something to show after `npm start`. Times are relative to the seed's `now`.
// Quotations are sealed with quotation/sealing.ts and their receipts digested with receipt.ts like
// real ones; bids are opened, second rounds started and awards made through the operator's service
// (actor cli:seed), so the rows are what the portal itself would have written. Idempotent: a source
// that exists is left as it is.
import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import type { SourceTable } from '../db/schema';
import type { AppContext } from '../platform/context';
import { FixedClock } from '../platform/clock';
import { publicDb } from '../modules/files/tables';
import type { QuotationContent, QuotationLine } from '../modules/quotation/content';
import { canonicalQuotation, newReceiptSalt, sha256Hex } from '../modules/quotation/receipt';
import { sealQuotation } from '../modules/quotation/sealing';
import { sourcingDb } from '../modules/sourcing/tables';
import { publishNotice } from '../modules/source-admin/notices';
import { awardSource, openSourceBids, startSecondRound } from '../modules/source-admin/service';
import { PLANTS } from './catalogue';
import { simplePdf } from './pdf';
import { at, pad } from './dates-and-ids';

/** The demo supplier (supplier01, qualified and active) and two more bidders without logins. */
export const DEMO_SUPPLIER = { supplierId: 'SUP-0001', userId: 'U-0001', name: '华能示范电力设备有限公司' } as const;
const BIDDERS = [
  { supplier_id: 'SUP-DEMO-A', supplier_num: 'GDEMOA', supplier_name: '上海申能电力设备有限公司', supplier_name_en: 'Shanghai Shenneng Power Equipment Co., Ltd.', wf_su_status: 'WAREHOUSING', activated: true },
  { supplier_id: 'SUP-DEMO-B', supplier_num: 'GDEMOB', supplier_name: '越南河内机电工程有限公司', supplier_name_en: 'Hanoi Electromechanical Engineering Co., Ltd.', wf_su_status: 'WAREHOUSING', activated: true },
];

/** The demo's sources by what they show (the frontend and the tests name them). */
export const SOURCING_DEMO = {
  openWithPackages: 'S-XJ20260101',
  openWorks: 'S-XJ20260102',
  openSale: 'S-CS20260101',
  invitedDemoSupplier: 'S-XJ20260103',
  invitedOthersOnly: 'S-XJ20260104',
  sealedMail: 'S-XJ20260105',
  signedUpWithDraft: 'S-XJ20260106',
  sentQuotation: 'S-XJ20260107',
  pastOpeningNotOpened: 'S-XJ20260111',
  opened: 'S-XJ20260108',
  secondRound: 'S-XJ20260109',
  awarded: 'S-XJ20260110',
  awardedSale: 'S-CS20260102',
} as const;

type LineSpec = { description: string; quantity: number; unit: string; pkg?: string; spec?: string; material?: string; days?: number; itemCode?: string; nameEn?: string };

interface SourceSpec {
  id: string;
  type: 'XJ' | 'CS';
  kind: 'gc' | 'wz' | 'cs';
  title: string;
  titleEn: string;
  plant: number;
  /** Days from now: published, end time, opening time; the query deadline is a day before the end. */
  published: number;
  end: number;
  opening: number;
  lines: LineSpec[];
  invitationOnly?: boolean;
  invited?: string[];
  sealedMail?: boolean;
  method?: string;
  winType?: 'whole' | 'item';
}

const TERMS = [
  { name: '付款方式', content: '货到验收合格后支付95%，质保金5%于质保期满后支付。' },
  { name: '交货地点', content: '采购单位指定现场仓库，运费由供应商承担。' },
  { name: '质量保证', content: '质保期自验收合格之日起12个月，质保期内免费更换。' },
];

const SPARES: LineSpec[] = [
  { description: '高压加热器疏水调节阀', quantity: 2, unit: '台', pkg: '标包1', spec: 'DN100 PN40', material: 'WCB', days: 45, itemCode: 'M-1001', nameEn: 'HP heater drain control valve' },
  { description: '调节阀执行机构', quantity: 2, unit: '套', pkg: '标包1', spec: '电动 380V', days: 45, itemCode: 'M-1002', nameEn: 'Valve actuator' },
  { description: '锅炉吹灰器枪管', quantity: 6, unit: '根', pkg: '标包2', spec: 'Φ89×6 L=8m', material: '12Cr1MoV', days: 60, itemCode: 'M-2001', nameEn: 'Soot blower lance tube' },
  { description: '吹灰器密封填料', quantity: 40, unit: '套', pkg: '标包2', spec: '石墨编织', days: 30, itemCode: 'M-2002', nameEn: 'Soot blower packing' },
];
const MATERIALS: LineSpec[] = [
  { description: '石灰石粉', quantity: 1200, unit: '吨', spec: 'CaCO3≥90% 250目', days: 20, itemCode: 'M-3001', nameEn: 'Limestone powder' },
  { description: '输煤皮带', quantity: 300, unit: '米', spec: 'B1400 EP200', days: 35, itemCode: 'M-3002', nameEn: 'Coal conveyor belt' },
];
const WORKS: LineSpec[] = [
  { description: '给水泵解体大修', quantity: 1, unit: '项', spec: '含更换密封及轴承', days: 25, nameEn: 'Feedwater pump overhaul' },
  { description: '凝汽器钛管涡流检测', quantity: 1, unit: '项', spec: '100%抽检', days: 15, nameEn: 'Condenser tube eddy-current test' },
];
const SALE: LineSpec[] = [
  { description: '废旧变压器（含油）', quantity: 3, unit: '台', spec: 'SFZ-31500/110', nameEn: 'Used transformer with oil' },
  { description: '废旧电缆', quantity: 18, unit: '吨', spec: '铜芯，已拆除', nameEn: 'Scrap cable' },
];

const SPECS: SourceSpec[] = [
  { id: SOURCING_DEMO.openWithPackages, type: 'XJ', kind: 'wz', title: '阀门及吹灰器备件询价（分标包）', titleEn: 'Valve and soot-blower spares (two bid packages)', plant: 0, published: -2, end: 10, opening: 11, lines: SPARES, winType: 'item' },
  { id: SOURCING_DEMO.openWorks, type: 'XJ', kind: 'gc', title: '给水泵大修及凝汽器检测服务询价', titleEn: 'Feedwater pump overhaul and condenser inspection works', plant: 1, published: -1, end: 14, opening: 15, lines: WORKS, winType: 'whole' },
  { id: SOURCING_DEMO.openSale, type: 'CS', kind: 'cs', title: '废旧变压器及电缆出售', titleEn: 'Sale of used transformers and scrap cable', plant: 2, published: -3, end: 9, opening: 10, lines: SALE },
  { id: SOURCING_DEMO.invitedDemoSupplier, type: 'XJ', kind: 'wz', title: '脱硫石灰石粉邀请询价', titleEn: 'Limestone powder (invited suppliers)', plant: 3, published: -2, end: 12, opening: 13, lines: MATERIALS, invitationOnly: true, invited: [DEMO_SUPPLIER.supplierId, 'SUP-DEMO-A'], method: 'INVITE' },
  { id: SOURCING_DEMO.invitedOthersOnly, type: 'XJ', kind: 'wz', title: '燃机进口滤芯邀请询价', titleEn: 'Gas turbine inlet filters (invited suppliers)', plant: 5, published: -1, end: 11, opening: 12, lines: [{ description: '燃机进气滤芯', quantity: 240, unit: '只', spec: 'F9级', days: 40, nameEn: 'Inlet air filter cartridge' }], invitationOnly: true, invited: ['SUP-DEMO-B'], method: 'INVITE' },
  { id: SOURCING_DEMO.sealedMail, type: 'XJ', kind: 'wz', title: '变压器绝缘油询价（密封邮寄报价）', titleEn: 'Transformer insulating oil (sealed-mail quotation)', plant: 4, published: -4, end: 8, opening: 9, lines: [{ description: '25号变压器油', quantity: 20, unit: '吨', spec: 'GB 2536', days: 20, nameEn: 'Transformer oil grade 25' }], sealedMail: true },
  { id: SOURCING_DEMO.signedUpWithDraft, type: 'XJ', kind: 'wz', title: '汽轮机动叶片询价（分标包）', titleEn: 'Steam turbine moving blades (two bid packages)', plant: 6, published: -5, end: 6, opening: 7, lines: [
    { description: '末级动叶片', quantity: 12, unit: '片', pkg: '标包A', spec: 'L-0 1016mm', material: '17-4PH', days: 90, nameEn: 'Last-stage moving blade' },
    { description: '次末级动叶片', quantity: 12, unit: '片', pkg: '标包A', spec: 'L-1', material: '17-4PH', days: 90, nameEn: 'L-1 moving blade' },
    { description: '叶片锁紧件', quantity: 24, unit: '套', pkg: '标包B', days: 30, nameEn: 'Blade locking piece' },
  ] },
  { id: SOURCING_DEMO.sentQuotation, type: 'XJ', kind: 'wz', title: 'SCR脱硝催化剂询价', titleEn: 'SCR denitrification catalyst', plant: 7, published: -6, end: 5, opening: 6, lines: [
    { description: '蜂窝式脱硝催化剂模块', quantity: 36, unit: '块', spec: '18孔', days: 60, nameEn: 'Honeycomb catalyst module' },
    { description: '催化剂密封件', quantity: 36, unit: '套', days: 30, nameEn: 'Catalyst seal' },
  ] },
  { id: SOURCING_DEMO.pastOpeningNotOpened, type: 'XJ', kind: 'wz', title: '高压电力电缆询价（待开标）', titleEn: 'High-voltage power cable (awaiting the opening)', plant: 1, published: -12, end: -2, opening: -1, lines: [{ description: '110kV交联电缆', quantity: 1500, unit: '米', spec: 'YJLW03 1×800', days: 50, nameEn: '110 kV XLPE cable' }] },
  { id: SOURCING_DEMO.opened, type: 'XJ', kind: 'wz', title: 'LNG低温阀门询价（已开标）', titleEn: 'LNG cryogenic valves (bids opened)', plant: 5, published: -15, end: -5, opening: -4, lines: [
    { description: 'LNG低温截止阀', quantity: 8, unit: '台', spec: 'DN80 Class600', material: 'CF8M', days: 75, nameEn: 'LNG cryogenic globe valve' },
    { description: 'LNG低温止回阀', quantity: 4, unit: '台', spec: 'DN80 Class600', material: 'CF8M', days: 75, nameEn: 'LNG cryogenic check valve' },
  ] },
  { id: SOURCING_DEMO.secondRound, type: 'XJ', kind: 'gc', title: '输煤系统检修服务询价（第二轮报价）', titleEn: 'Coal handling maintenance works (second round)', plant: 0, published: -14, end: -4, opening: -3, lines: WORKS.map((l) => ({ ...l, description: l.description.replace('给水泵', '输煤系统') })) },
  { id: SOURCING_DEMO.awarded, type: 'XJ', kind: 'wz', title: '单晶硅光伏组件询价（已定标）', titleEn: 'Monocrystalline PV modules (awarded)', plant: 4, published: -20, end: -9, opening: -8, lines: [{ description: '单晶硅光伏组件', quantity: 2000, unit: '块', spec: '550Wp 双面', days: 45, nameEn: 'Mono PV module 550 Wp' }] },
  { id: SOURCING_DEMO.awardedSale, type: 'CS', kind: 'cs', title: '废旧锅炉管材出售（已成交）', titleEn: 'Sale of scrap boiler tubes (awarded)', plant: 2, published: -18, end: -8, opening: -7, lines: [{ description: '废旧锅炉管材', quantity: 45, unit: '吨', spec: '12Cr1MoV', nameEn: 'Scrap boiler tube' }] },
];

/** Prices of the seeded quotations (the demo's numbers, unit price with tax). */
const PRICE_BY_SUPPLIER: Record<string, number> = { [DEMO_SUPPLIER.supplierId]: 1, 'SUP-DEMO-A': 1.06, 'SUP-DEMO-B': 0.97 };

function sourceRow(spec: SourceSpec, now: Date): Insertable<SourceTable> {
  const num = spec.id.slice(2);
  const plant = PLANTS[spec.plant % PLANTS.length];
  return {
    source_id: spec.id,
    source_num: num,
    source_title: `${plant.zh}${spec.title}`,
    source_title_en: `${plant.en}: ${spec.titleEn}`,
    source_type: spec.type,
    source_method: spec.method ?? 'OPEN',
    quotation_date: at(now, spec.end),
    publish_date: at(now, spec.published),
    status: 'PUBLISHED',
    buyer_org: plant.zh,
    currency: 'CNY',
    contact_phone: `010-6322${pad(2000 + SPECS.indexOf(spec), 4)}`,
    contact_email: `sourcing${SPECS.indexOf(spec) + 1}@example-energy.cn`,
    description: `${spec.title}，交货地点：${plant.zh}现场。请在报价截止时间前完成报名与报价。`,
    quotation_kind: spec.kind,
    category: spec.kind === 'gc' ? '工程服务' : spec.kind === 'cs' ? '废旧物资' : '物资',
    strategy: spec.winType === 'item' ? '分项评审' : '最低价',
    unit: plant.zh,
    query_deadline: at(now, spec.end - 1),
    opening_time: at(now, spec.opening),
    arrival_requirement: spec.kind === 'cs' ? 'afterContract' : 'days',
    arrival_days: spec.kind === 'cs' ? null : Math.max(...spec.lines.map((l) => l.days ?? 30)),
    quotation_method: '含税单价',
    budget: spec.kind === 'cs' ? null : '500000.00',
    win_type: spec.winType ?? 'whole',
    main_business: spec.kind === 'gc' ? '火电.汽轮机.检修服务' : '火电.通用备件',
    memo: spec.sealedMail ? '本项目采用密封邮寄方式报价，请勿在线报价。' : null,
    technical_requirements: '详见采购文件技术规范书。',
    invitation_only: spec.invitationOnly ?? false,
    sealed_mail: spec.sealedMail ?? false,
  };
}

const cents = (n: number) => BigInt(Math.round(n * 100));
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

/** A quotation of every line of the given packages (all lines when none), amounts computed exactly. */
function quotationContent(lines: { line_id: string; line_no: number; quantity: string; bid_package: string | null; required_arrival_days: number | null }[], termIds: string[], supplierId: string, factor: number, name: string): QuotationContent {
  const quoted: QuotationLine[] = lines.map((l) => {
    const unit = cents((180 + l.line_no * 37.5) * (PRICE_BY_SUPPLIER[supplierId] ?? 1) * factor);
    const amount = unit * BigInt(Math.round(Number(l.quantity)));
    const rate = 13n;
    const net = (amount * 100n * 2n + (100n + rate)) / (2n * (100n + rate));
    return { lineId: l.line_id, lineNo: l.line_no, taxRate: '13', unitPriceWithTax: money(unit), amountWithTax: money(amount), tax: money(amount - net), brand: supplierId === DEMO_SUPPLIER.supplierId ? '华能示范' : 'Shenneng', arrivalDays: l.required_arrival_days ?? 30 };
  });
  const total = quoted.reduce((s, l) => s + cents(Number(l.amountWithTax)), 0n);
  const tax = quoted.reduce((s, l) => s + cents(Number(l.tax)), 0n);
  return {
    header: { offeror: name, validityDate: '2027-03-31', arrivalDays: Math.max(...quoted.map((l) => l.arrivalDays)), currency: 'CNY', remark: '含运费及税费', totalWithTax: money(total), totalTax: money(tax) },
    lines: quoted,
    terms: termIds.map((termId) => ({ termId, isAgree: true })),
  };
}

/** Whether the sourcing demo is in the database (a demo database from before issue 14 lacks it). */
export async function hasSourcingDemo(db: Db): Promise<boolean> {
  return (await db.selectFrom('source').select('source_id').where('source_id', '=', SOURCING_DEMO.awarded).executeTakeFirst()) !== undefined;
}

/** Empties the sourcing tables (seed --reset), children first. */
export async function resetSourcing(db: Db): Promise<void> {
  for (const table of ['source_award', 'bid_opening', 'quotation_send', 'quotation', 'source_signup', 'source_invitation', 'source_seal_key', 'source_term', 'source_line'] as const) {
    await (db as any).deleteFrom(table).execute();
  }
}

type Party = { supplierId: string; userId: string; name: string; packages?: string[] };

export async function seedSourcing(db: Db, now: Date) {
  const sdb = sourcingDb(db);
  await db.insertInto('supplier').values(BIDDERS).onConflict((oc) => oc.column('supplier_id').doNothing()).execute();
  const ctxAt = (when: Date): AppContext => ({ db, clock: new FixedClock(when) }) as unknown as AppContext;
  const seedActor = { kind: 'cli' as const, id: 'seed' };
  const demo: Party = { supplierId: DEMO_SUPPLIER.supplierId, userId: DEMO_SUPPLIER.userId, name: DEMO_SUPPLIER.name };
  const bidderA: Party = { supplierId: 'SUP-DEMO-A', userId: 'seed', name: BIDDERS[0].supplier_name };
  const bidderB: Party = { supplierId: 'SUP-DEMO-B', userId: 'seed', name: BIDDERS[1].supplier_name };
  let created = 0;

  for (const spec of SPECS) {
    if (await db.selectFrom('source').select('source_id').where('source_id', '=', spec.id).executeTakeFirst()) continue;
    created++;
    const row = sourceRow(spec, now);
    const published = at(now, spec.published);
    await db.insertInto('source').values(row).execute();
    const lines = spec.lines.map((l, i) => ({
      line_id: `${spec.id}-L${pad(i + 1, 3)}`,
      source_id: spec.id,
      line_no: i + 1,
      item_code: l.itemCode ?? null,
      requisition_num: `PR-2026-${pad(SPECS.indexOf(spec) * 10 + i + 1, 5)}`,
      requisition_line: String(i + 1),
      standard_part: i % 2 === 0,
      special_spare: false,
      description: l.description,
      quantity: String(l.quantity),
      unit: l.unit,
      specification: l.spec ?? null,
      material: l.material ?? null,
      origin: null,
      part_number: null,
      name_en: l.nameEn ?? null,
      serial: null,
      drawing_number: null,
      warranty_period: spec.kind === 'cs' ? null : '12个月',
      defects_liability_period: null,
      technical_parameter: l.spec ?? null,
      supplementary_note: null,
      bid_package: l.pkg ?? null,
      required_arrival_days: l.days ?? null,
      // Goods and works are wanted by a date (the pricing grid shows it); a sale has none.
      required_date: spec.kind === 'cs' ? null : at(now, spec.opening + (l.days ?? 30)).toISOString().slice(0, 10),
    }));
    await sdb.insertInto('source_line').values(lines).execute();
    const terms = TERMS.map((t, i) => ({ term_id: `${spec.id}-T${pad(i + 1, 2)}`, source_id: spec.id, term_no: i + 1, ...t }));
    await sdb.insertInto('source_term').values(terms).execute();
    if (spec.invited?.length) await sdb.insertInto('source_invitation').values(spec.invited.map((supplierId) => ({ source_id: spec.id, supplier_id: supplierId, invited_at: published }))).execute();
    await db.insertInto('notice').values({ ...publishNotice(row as Parameters<typeof publishNotice>[0], published), creation_date: published }).onConflict((oc) => oc.columns(['info_id', 'tab']).doNothing()).execute();
    const pdf = simplePdf(['Purchase document', row.source_num, 'Lines, terms, delivery and quotation rules.']);
    await publicDb(db)
      .insertInto('attachment')
      .values({ file_id: `F-${spec.id}-purchase-demo`, business_id: spec.id, business_type: 'purchase', file_name: `${row.source_num}采购文件.pdf`, content_type: 'application/pdf', file_size: pdf.length, content: pdf, upload_time: published, uploaded_by: 'purchase-admin' })
      .onConflict((oc) => oc.column('file_id').doNothing())
      .execute();

    const signUp = async (p: Party, when: Date) => {
      const packages = [...new Set(lines.map((l) => l.bid_package).filter((x): x is string => !!x))];
      const chosen = p.packages ?? (packages.length ? packages : ['']);
      await sdb.insertInto('source_signup').values(chosen.map((bid_package) => ({ source_id: spec.id, supplier_id: p.supplierId, bid_package, user_id: p.userId, signed_up_at: when }))).execute();
      return chosen;
    };
    const quote = async (p: Party, round: 1 | 2, status: 'draft' | 'sent', when: Date, factor = 1) => {
      const chosen = await sdb.selectFrom('source_signup').select('bid_package').where('source_id', '=', spec.id).where('supplier_id', '=', p.supplierId).execute();
      const packages = chosen.map((c) => c.bid_package).filter(Boolean);
      const quotedLines = packages.length ? lines.filter((l) => packages.includes(l.bid_package ?? '')) : lines;
      const content = quotationContent(quotedLines, terms.map((t) => t.term_id), p.supplierId, factor, p.name);
      const binding = { source_id: spec.id, supplier_id: p.supplierId, round };
      const sentAt = status === 'sent' ? when : null;
      // Drawn at random like a real send's: a salt guessable from the seed would make the digest testable.
      const salt = sentAt ? newReceiptSalt() : null;
      const sealed = await sealQuotation(db, new FixedClock(when), binding, content, salt);
      const quotationId = `Q-${spec.id.slice(2)}-${p.supplierId.replace(/\W/g, '')}-${round}`;
      const quotationNum = `BJ-${row.source_num}-${round}-${p.supplierId === demo.supplierId ? 'D001' : p.supplierId.slice(-1) + '001'}`;
      const digest = sentAt ? sha256Hex(canonicalQuotation({ quotationNum, sourceId: spec.id, supplierId: p.supplierId, round, sentAt: sentAt.toISOString(), content, salt })) : null;
      await sdb
        .insertInto('quotation')
        .values({ quotation_id: quotationId, quotation_num: quotationNum, ...binding, status, sealed, line_count: quotedLines.length, digest, created_at: at(when, 0, -2), saved_at: when, sent_at: sentAt, cancelled_at: null, updated_by: p.userId })
        .execute();
      if (sentAt && digest) await sdb.insertInto('quotation_send').values({ supplier_id: p.supplierId, idempotency_key: `seed-${quotationId}`, quotation_id: quotationId, round, digest, sent_at: sentAt }).execute();
    };

    switch (spec.id) {
      case SOURCING_DEMO.openWithPackages:
        await signUp(bidderA, at(now, -1));
        break;
      case SOURCING_DEMO.signedUpWithDraft:
        await signUp({ ...demo, packages: ['标包A'] }, at(now, -3));
        await quote(demo, 1, 'draft', at(now, -1));
        break;
      case SOURCING_DEMO.sentQuotation:
        await signUp(demo, at(now, -4));
        await quote(demo, 1, 'sent', at(now, -2));
        await signUp(bidderA, at(now, -3));
        await quote(bidderA, 1, 'draft', at(now, -2));
        break;
      case SOURCING_DEMO.pastOpeningNotOpened:
        for (const [p, f] of [[demo, 1], [bidderA, 1.02]] as const) {
          await signUp(p, at(now, -8));
          await quote(p, 1, 'sent', at(now, -3), f);
        }
        break;
      case SOURCING_DEMO.opened:
      case SOURCING_DEMO.secondRound:
      case SOURCING_DEMO.awarded:
      case SOURCING_DEMO.awardedSale: {
        for (const [p, f] of [[demo, 1], [bidderA, 1], [bidderB, 1]] as const) {
          await signUp(p, at(now, spec.end - 6));
          await quote(p, 1, 'sent', at(now, spec.end - 1), f);
        }
        await openSourceBids(ctxAt(at(now, spec.opening, 1)), spec.id, seedActor, 'zh-CN');
        if (spec.id === SOURCING_DEMO.secondRound) {
          await startSecondRound(ctxAt(at(now, spec.opening, 3)), { sourceId: spec.id, deadline: at(now, 4).toISOString(), openingTime: at(now, 5).toISOString() }, seedActor);
          // The other bidder has already sent its negotiation price; the demo supplier's is to come.
          await quote(bidderA, 2, 'sent', at(now, -1), 0.95);
        }
        if (spec.id === SOURCING_DEMO.awarded || spec.id === SOURCING_DEMO.awardedSale) {
          await awardSource(ctxAt(at(now, spec.opening + 2)), { sourceId: spec.id, supplierIds: [DEMO_SUPPLIER.supplierId], remark: '综合评审第一名' }, seedActor);
        }
        break;
      }
      default:
        break;
    }
  }
  return { sources: SPECS.length, created };
}
