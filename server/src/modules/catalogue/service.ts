// Shapes of the main-business catalogue and the bank directory on the wire (spec 02 §3, §7), in
// the reader's language: the catalogue exists in Chinese and English (Vietnamese readers get the
// English one), the bank directory in all three.
import type { Language } from '../../platform/constants';
import type { AppContext } from '../../platform/context';
import type { Paging } from '../../platform/paging';
import * as q from './queries';

export const catalogueLang = (lang: Language): q.CatalogueLang => (lang === 'zh-CN' ? 'zh' : 'en');
export const directoryLang = (lang: Language): q.DirectoryLang => (lang === 'zh-CN' ? 'zh' : lang === 'vi-VN' ? 'vi' : 'en');

/** The parent path of a dotted path: everything before the last segment. */
export const parentPath = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
/** The last dotted segment: what the selector sends as mainbusinessName (spec 02 §3). */
export const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

const window = (paging: Paging) => ({ offset: paging.offset, limit: paging.size });

/** Selector options: every choosable entry with its full dotted path. */
export async function mainBusinessList(ctx: AppContext, lang: Language, paging: Paging, filter: { materialDesc?: string; name?: string }) {
  const { rows, ...counted } = await q.pageLeaves(ctx.db, catalogueLang(lang), { ...filter, ...window(paging) });
  return { records: rows.map((r) => ({ mainbusinessCode: r.code, mainbusinessName: r.path })), ...counted };
}

/** Rows of the business-detail dialog: the parent path, the full path and the included materials. */
export async function busModelList(ctx: AppContext, lang: Language, paging: Paging, filter: { materialDesc?: string; name?: string; parentName?: string; materials?: string }) {
  const { rows, ...counted } = await q.pageLeaves(ctx.db, catalogueLang(lang), { ...filter, ...window(paging) });
  return {
    records: rows.map((r) => ({ mainbusinessCode: r.code, mainBusinessname: parentPath(r.path), Businessname: r.path, includedMaterials: r.materials })),
    ...counted,
  };
}

/** One level of the tree (the industries and material tops when no parent is named), or the named entries. */
export async function mainBusinessNodes(ctx: AppContext, lang: Language, f: { codes?: string[]; parentCode?: string }) {
  const rows = await q.findNodes(ctx.db, catalogueLang(lang), f.codes ? { codes: f.codes } : { parentCode: f.parentCode ?? null });
  return rows.map((r) => ({
    mainbusinessCode: r.code,
    mainbusinessName: lastSegment(r.path),
    mainBusinessname: parentPath(r.path),
    Businessname: r.path,
    catalogue: r.catalogue,
    level: r.depth,
    isLeaf: r.isLeaf,
    includedMaterials: r.materials,
  }));
}

const named = <T extends Record<string, unknown>>(row: T, prefix: string, l: q.DirectoryLang) => row[`${prefix}${l}` as keyof T] as string;

export async function bankList(ctx: AppContext, lang: Language, paging: Paging, f: { keyword?: string; country?: string }) {
  const l = directoryLang(lang);
  const { rows, ...counted } = await q.pageBanks(ctx.db, { ...f, ...window(paging) });
  return { records: rows.map((r) => ({ bankCode: r.bank_code, bankName: named(r, 'name_', l), country: r.country, swiftCode: r.swift_code })), ...counted };
}

export async function bankAreaList(ctx: AppContext, lang: Language, paging: Paging, f: { keyword?: string; country?: string; bankCode?: string }) {
  const l = directoryLang(lang);
  const { rows, ...counted } = await q.pageAreas(ctx.db, { ...f, ...window(paging) });
  return { records: rows.map((r) => ({ areaCode: r.area_code, country: r.country, province: named(r, 'province_', l), city: named(r, 'city_', l) })), ...counted };
}

export async function bankPersonList(ctx: AppContext, lang: Language, paging: Paging, f: { keyword?: string; bankCode?: string; areaCode?: string }) {
  const l = directoryLang(lang);
  const { rows, ...counted } = await q.pageBranches(ctx.db, { ...f, ...window(paging) });
  return {
    records: rows.map((r) => ({
      branchCode: r.branch_code,
      bankCode: r.bank_code,
      bankName: named(r, 'bank_', l),
      areaCode: r.area_code,
      province: named(r, 'province_', l),
      city: named(r, 'city_', l),
      branchName: named(r, 'name_', l),
      swiftCode: r.swift_code,
      bankAddress: named(r, 'address_', l),
    })),
    ...counted,
  };
}
