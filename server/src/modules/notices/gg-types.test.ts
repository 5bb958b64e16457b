import { TENDER_AREA_TABS } from '../../db/migrations/0204_notice_tender_title_index';
import { PARTITIONED_TABS } from '../../db/migrations/0720_notice_partitioned_by_tab';
import { GG_TYPES, NOTICE_TABS, tabsFor } from './gg-types';

describe('notice types', () => {
  it('searches all tender types as the tabs of the tender area the database checks', () => {
    // The database checks that the tender area holds exactly these tabs (migration 0204); a
    // changed list needs a new migration for the check.
    expect([...tabsFor('all')].sort()).toEqual([...TENDER_AREA_TABS].sort());
    expect(tabsFor(undefined)).toBe(GG_TYPES.all);
  });

  it('has a partition for every tab a search can name', () => {
    // A tab without its own partition (migration 0720) lands in the default one with the notices
    // of every other such tab: right, but its searches read them all. A new tab needs a migration.
    expect([...PARTITIONED_TABS].sort()).toEqual([...NOTICE_TABS].sort());
  });

  it('accepts a tab name as its own type and refuses an unknown one', () => {
    expect(tabsFor('sale')).toEqual(['sale']);
    expect(() => tabsFor('nope')).toThrow();
    for (const inherited of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(() => tabsFor(inherited)).toThrow();
  });
});
