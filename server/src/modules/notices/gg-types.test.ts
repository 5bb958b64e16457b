import { TENDER_AREA as CHECKED_AREA, TENDER_AREA_TABS } from '../../db/migrations/0204_notice_tender_title_index';
import { TITLE_INDEXED_TABS } from '../../db/migrations/0710_notice_title_index_per_tab';
import { GG_TYPES, NOTICE_TABS, TENDER_AREA, tabsFor } from './gg-types';

describe('notice types', () => {
  it('searches all tender types as the area whose tabs the database checks', () => {
    // "All" is asked as the tender area (its partial title index); that is exact only while the
    // area's checked tabs are this list. A changed list needs a new migration for the check.
    expect([...tabsFor('all')].sort()).toEqual([...TENDER_AREA_TABS].sort());
    expect(TENDER_AREA).toBe(CHECKED_AREA);
    expect(tabsFor(undefined)).toBe(GG_TYPES.all);
  });

  it('has a title index for every tab a search can name', () => {
    // A tab without its partial index (migration 0710) would be searched on the whole-table index:
    // right, but at 10,000,000 notices several times slower. A new tab needs a new migration.
    expect([...TITLE_INDEXED_TABS].sort()).toEqual([...NOTICE_TABS].sort());
  });

  it('accepts a tab name as its own type and refuses an unknown one', () => {
    expect(tabsFor('sale')).toEqual(['sale']);
    expect(() => tabsFor('nope')).toThrow();
    for (const inherited of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(() => tabsFor(inherited)).toThrow();
  });
});
