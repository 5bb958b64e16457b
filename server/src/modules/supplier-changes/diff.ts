// What a change request changes: each field of each section with its old and new value, contacts
// by position. A pure function, so the supplier's screen, the operator and the tests read one list.
import type { SupplierSections } from './tables';

export interface ChangedField {
  section: 'supplierInfoAll' | 'supplierAddress' | 'supplierBank' | 'supplierUsers' | 'supplierMainBusiness' | 'files';
  /**
   * The field's name; for a contact `<n>.<field>`, n counted from 1; 'mainBusiness' for the main
   * businesses (values: 'code name' joined by '; '); for a file its attachment type (new value:
   * the file's name).
   */
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const SECTIONS = ['supplierInfoAll', 'supplierAddress', 'supplierBank'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

function compare(section: ChangedField['section'], before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): ChangedField[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields.filter((f) => !same(before[f], after[f])).map((f) => ({ section, field: prefix + f, oldValue: before[f] ?? null, newValue: after[f] ?? null }));
}

export function changedFields(before: SupplierSections, after: SupplierSections): ChangedField[] {
  const out = SECTIONS.flatMap((section) => compare(section, before[section] ?? {}, after[section] ?? {}));
  const contacts = Math.max(before.supplierUsers?.length ?? 0, after.supplierUsers?.length ?? 0);
  for (let i = 0; i < contacts; i++) out.push(...compare('supplierUsers', before.supplierUsers?.[i] ?? {}, after.supplierUsers?.[i] ?? {}, `${i + 1}.`));
  // A request stored without main businesses left them as they were.
  if (after.supplierMainBusiness) {
    const listed = (list: SupplierSections['supplierMainBusiness']) => (list ?? []).map((m) => `${m.mainbusinessCode} ${m.mainbusinessName}`.trim()).join('; ');
    const [was, asked] = [listed(before.supplierMainBusiness), listed(after.supplierMainBusiness)];
    if (was !== asked) out.push({ section: 'supplierMainBusiness', field: 'mainBusiness', oldValue: was || null, newValue: asked || null });
  }
  for (const file of after.files ?? []) out.push({ section: 'files', field: file.fileBusinessType, oldValue: null, newValue: file.fileName });
  return out;
}
