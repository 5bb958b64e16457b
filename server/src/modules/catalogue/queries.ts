// SQL of the catalogue and bank look-ups. Lists are ordered on an index (sort_key, codes) and
// counted by the one pager; text filters are ILIKE over a few hundred reference rows.
import { sql, type SqlBool, type Expression } from 'kysely';
import type { Db } from '../../db/index';
import { boundedTotal } from '../../platform/pager';
import { likePattern } from '../notices/queries';
import { catalogueDb } from './tables';

/** Which column set a language reads: Vietnamese readers see the English catalogue. */
export type CatalogueLang = 'zh' | 'en';
export type DirectoryLang = 'zh' | 'en' | 'vi';

export interface Window {
  offset: number;
  limit: number;
}

const contains = (column: string, text: string): Expression<SqlBool> => sql<SqlBool>`${sql.ref(column)} ilike ${likePattern(text)}`;

export async function pageLeaves(db: Db, lang: CatalogueLang, f: { materialDesc?: string; name?: string; parentName?: string; materials?: string } & Window) {
  const path = `path_${lang}` as const;
  const materials = `materials_${lang}` as const;
  let base = catalogueDb(db).selectFrom('main_business').where('is_leaf', '=', true);
  // "Material description" (spec 02 §2) is what a supplier types: it may name the material or the business.
  if (f.materialDesc) base = base.where((eb) => eb.or([contains(materials, f.materialDesc!), contains(path, f.materialDesc!)]));
  if (f.name) base = base.where(contains(path, f.name));
  // The parent path is the full path without its last segment; matching the full path minus the
  // item is the same as matching everything but the text after the last dot.
  if (f.parentName) base = base.where(sql<SqlBool>`regexp_replace(${sql.ref(path)}, '\\.[^.]*$', '') ilike ${likePattern(f.parentName)}`);
  if (f.materials) base = base.where(contains(materials, f.materials));
  const [rows, counted] = await Promise.all([
    base.select(['code', sql<string>`${sql.ref(path)}`.as('path'), sql<string>`${sql.ref(materials)}`.as('materials')]).orderBy('sort_key').offset(f.offset).limit(f.limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

export async function findNodes(db: Db, lang: CatalogueLang, f: { codes?: string[]; parentCode?: string | null }) {
  const path = `path_${lang}` as const;
  const materials = `materials_${lang}` as const;
  let q = catalogueDb(db).selectFrom('main_business').select(['code', 'is_leaf', 'depth', 'catalogue', sql<string>`${sql.ref(path)}`.as('path'), sql<string>`${sql.ref(materials)}`.as('materials')]);
  if (f.codes) q = q.where('code', 'in', f.codes.length ? f.codes : ['']);
  else q = f.parentCode ? q.where('parent_code', '=', f.parentCode) : q.where('parent_code', 'is', null);
  const rows = await q.orderBy('sort_key').limit(200).execute();
  return rows.map((r) => ({ code: r.code, isLeaf: r.is_leaf, depth: r.depth, catalogue: r.catalogue, path: r.path, materials: r.materials }));
}

/** The codes among these that are catalogue entries a supplier can choose (leaves). */
export async function existingLeaves(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await catalogueDb(db).selectFrom('main_business').select('code').where('code', 'in', codes).where('is_leaf', '=', true).execute();
  return new Set(rows.map((r) => r.code));
}

const nameColumns = ['name_zh', 'name_en', 'name_vi'] as const;

export async function pageBanks(db: Db, f: { keyword?: string; country?: string } & Window) {
  let base = catalogueDb(db).selectFrom('bank');
  if (f.country) base = base.where('country', '=', f.country);
  if (f.keyword) base = base.where((eb) => eb.or([...nameColumns.map((c) => contains(c, f.keyword!)), contains('bank_code', f.keyword!), contains('swift_code', f.keyword!)]));
  const [rows, counted] = await Promise.all([base.selectAll().orderBy('sort_order').offset(f.offset).limit(f.limit).execute(), boundedTotal(db, base)]);
  return { rows, ...counted };
}

export async function pageAreas(db: Db, f: { keyword?: string; country?: string; bankCode?: string } & Window) {
  let base = catalogueDb(db).selectFrom('bank_area');
  if (f.country) base = base.where('country', '=', f.country);
  if (f.bankCode) base = base.where('area_code', 'in', (eb) => eb.selectFrom('bank_branch').select('area_code').where('bank_code', '=', f.bankCode!));
  if (f.keyword) {
    const columns = ['province_zh', 'province_en', 'province_vi', 'city_zh', 'city_en', 'city_vi'];
    base = base.where((eb) => eb.or(columns.map((c) => contains(c, f.keyword!))));
  }
  const [rows, counted] = await Promise.all([base.selectAll().orderBy('area_code').offset(f.offset).limit(f.limit).execute(), boundedTotal(db, base)]);
  return { rows, ...counted };
}

export async function pageBranches(db: Db, f: { keyword?: string; bankCode?: string; areaCode?: string } & Window) {
  let base = catalogueDb(db).selectFrom('bank_branch as br').innerJoin('bank as b', 'b.bank_code', 'br.bank_code').innerJoin('bank_area as a', 'a.area_code', 'br.area_code');
  if (f.bankCode) base = base.where('br.bank_code', '=', f.bankCode);
  if (f.areaCode) base = base.where('br.area_code', '=', f.areaCode);
  if (f.keyword) {
    const columns = ['br.name_zh', 'br.name_en', 'br.name_vi', 'br.address_zh', 'br.address_en', 'br.address_vi', 'br.swift_code'];
    base = base.where((eb) => eb.or(columns.map((c) => contains(c, f.keyword!))));
  }
  const rows = base
    .select([
      'br.branch_code', 'br.bank_code', 'br.area_code', 'br.name_zh', 'br.name_en', 'br.name_vi', 'br.swift_code', 'br.address_zh', 'br.address_en', 'br.address_vi',
      'b.name_zh as bank_zh', 'b.name_en as bank_en', 'b.name_vi as bank_vi', 'b.sort_order',
      'a.province_zh', 'a.province_en', 'a.province_vi', 'a.city_zh', 'a.city_en', 'a.city_vi',
    ])
    .orderBy('b.sort_order')
    .orderBy('br.area_code')
    .orderBy('br.branch_code')
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  const [list, counted] = await Promise.all([rows, boundedTotal(db, base)]);
  return { rows: list, ...counted };
}
