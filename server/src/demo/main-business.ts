// Writes the main-business catalogue (main-business-catalogue.ts) as rows of dotted paths: codes
// like TP.01.02.03 (industry.class.group.item) and M04.01.02 (materials: top.group.item). 'other'
// (code 99) is appended as the last item of every group, and sort_key orders siblings as listed.
import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import { catalogueDb, type MainBusinessTable } from '../modules/catalogue/tables';
import { INDUSTRIES, MATERIALS, type Group } from './main-business-catalogue';

type Row = Insertable<MainBusinessTable>;
interface Names {
  zh: string;
  en: string;
}

const OTHER: Names = { zh: '其他', en: 'Other' };
const two = (n: number) => String(n).padStart(2, '0');

function names(text: string): Names & { materials?: Names } {
  const [zh, en, mzh, men] = text.split('|');
  return { zh, en: en ?? zh, ...(mzh ? { materials: { zh: mzh, en: men ?? mzh } } : {}) };
}

const join = (parent: Names | null, own: Names): Names => (parent ? { zh: `${parent.zh}.${own.zh}`, en: `${parent.en}.${own.en}` } : own);

function node(code: string, sortKey: string, parentCode: string | null, catalogue: 'industry' | 'material', path: Names, leaf: boolean, materials?: Names): Row {
  return {
    code,
    parent_code: parentCode,
    catalogue,
    depth: code.split('.').length,
    is_leaf: leaf,
    sort_key: sortKey,
    path_zh: path.zh,
    path_en: path.en,
    materials_zh: materials?.zh ?? '',
    materials_en: materials?.en ?? '',
  };
}

/** A group and its items, 'other' last; included materials default to the item's own name. */
function groupRows(group: Group, code: string, sortKey: string, parentCode: string, catalogue: 'industry' | 'material', parentPath: Names): Row[] {
  const [head, ...items] = group;
  const own = names(head);
  const path = join(parentPath, own);
  const rows = [node(code, sortKey, parentCode, catalogue, path, false)];
  items.forEach((text, i) => {
    const item = names(text);
    rows.push(node(`${code}.${two(i + 1)}`, `${sortKey}.${two(i + 1)}`, code, catalogue, join(path, item), true, item.materials ?? item));
  });
  const otherMaterials = { zh: `其他${own.zh}`, en: `Other ${own.en.toLowerCase()}` };
  rows.push(node(`${code}.99`, `${sortKey}.99`, code, catalogue, join(path, OTHER), true, otherMaterials));
  return rows;
}

export function mainBusinessRows(): Row[] {
  const rows: Row[] = [];
  INDUSTRIES.forEach((industry, i) => {
    const path = names(industry.name);
    const sortKey = `I${two(i + 1)}`;
    rows.push(node(industry.code, sortKey, null, 'industry', path, false));
    industry.classes.forEach((cls, c) => {
      const classCode = `${industry.code}.${two(c + 1)}`;
      const classKey = `${sortKey}.${two(c + 1)}`;
      const classPath = join(path, names(cls.name));
      rows.push(node(classCode, classKey, industry.code, 'industry', classPath, false));
      cls.groups.forEach((group, g) => rows.push(...groupRows(group, `${classCode}.${two(g + 1)}`, `${classKey}.${two(g + 1)}`, classCode, 'industry', classPath)));
    });
  });
  MATERIALS.forEach((top, t) => {
    const path = names(top.name);
    const sortKey = `M${two(t + 1)}`;
    rows.push(node(top.code, sortKey, null, 'material', path, false));
    top.groups.forEach((group, g) => rows.push(...groupRows(group, `${top.code}.${two(g + 1)}`, `${sortKey}.${two(g + 1)}`, top.code, 'material', path)));
  });
  return rows;
}

/** Reference data: written on every seed, the same rows each time (an update keeps them current). */
export async function seedMainBusiness(db: Db): Promise<number> {
  const rows = mainBusinessRows();
  const cdb = catalogueDb(db);
  for (let i = 0; i < rows.length; i += 200) {
    await cdb
      .insertInto('main_business')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          parent_code: eb.ref('excluded.parent_code'),
          catalogue: eb.ref('excluded.catalogue'),
          depth: eb.ref('excluded.depth'),
          is_leaf: eb.ref('excluded.is_leaf'),
          sort_key: eb.ref('excluded.sort_key'),
          path_zh: eb.ref('excluded.path_zh'),
          path_en: eb.ref('excluded.path_en'),
          materials_zh: eb.ref('excluded.materials_zh'),
          materials_en: eb.ref('excluded.materials_en'),
        })),
      )
      .execute();
  }
  return rows.length;
}
