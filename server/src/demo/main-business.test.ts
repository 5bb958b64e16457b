import { bankRows } from './banks';
import { INDUSTRIES, MATERIALS } from './main-business-catalogue';
import { mainBusinessRows } from './main-business';

describe('the seeded main-business catalogue', () => {
  const rows = mainBusinessRows();

  it('has unique codes, and no name holds the path separator', () => {
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const r of rows) {
      expect([r.code, r.path_zh.split('.').length, r.path_en.split('.').length]).toEqual([r.code, r.depth, r.depth]);
    }
  });

  it('names the classes of spec 02 §3 and the fourteen material tops', () => {
    expect(INDUSTRIES.map((i) => i.code)).toEqual(['TP', 'EP', 'PV', 'WP', 'HY', 'GS']);
    expect(INDUSTRIES[0].classes).toHaveLength(13);
    expect(INDUSTRIES[5].classes).toHaveLength(5);
    expect(MATERIALS).toHaveLength(14);
  });

  it("ends every group with 'other', and only leaves are choosable", () => {
    const children = new Map<string, typeof rows>();
    for (const r of [...rows].sort((a, b) => a.sort_key.localeCompare(b.sort_key))) if (r.parent_code) children.set(r.parent_code, [...(children.get(r.parent_code) ?? []), r]);
    const groups = [...children.entries()].filter(([, kids]) => kids.every((k) => k.is_leaf));
    expect(groups.length).toBeGreaterThan(60);
    for (const [, items] of groups) {
      expect(items[items.length - 1]).toMatchObject({ path_en: expect.stringMatching(/\.Other$/), path_zh: expect.stringMatching(/\.其他$/) });
    }
    expect(rows.filter((r) => r.is_leaf).length).toBeGreaterThan(250);
  });
});

describe('the seeded bank directory', () => {
  it('gives every branch a unique code, an 11-character SWIFT code of its bank and an address', () => {
    const { banks, branches } = bankRows();
    expect(new Set(branches.map((b) => b.branch_code)).size).toBe(branches.length);
    for (const b of branches) {
      const bank = banks.find((k) => k.bank_code === b.bank_code)!;
      expect(b.swift_code).toMatch(new RegExp(`^${bank.swift_code}[0-9]{3}$`));
      expect(b.address_zh && b.address_en && b.address_vi).toBeTruthy();
    }
  });
});
