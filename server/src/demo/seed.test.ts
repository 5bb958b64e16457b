import { HOME_TABS } from './catalogue';
import { demoNotices, demoSources } from './index';

const now = new Date('2026-06-01T00:00:00Z');

describe('demo seed data', () => {
  it('is the same on every run', () => {
    expect(demoNotices(now)).toEqual(demoNotices(now));
  });

  it('has at least 8 notices on every home tab and 6 articles per information type', () => {
    const rows = demoNotices(now);
    for (const { tab } of HOME_TABS) expect(rows.filter((r) => r.tab === tab).length).toBeGreaterThanOrEqual(8);
    for (const tab of ['NEWS', 'HELP', 'ANNOUNCE']) expect(rows.filter((r) => r.tab === tab && r.content).length).toBeGreaterThanOrEqual(6);
  });

  it('covers future, past and missing bid deadlines, voluntary tenders and a terminated tender', () => {
    const bidding = demoNotices(now).filter((r) => r.tab === 'bidding');
    const ends = bidding.map((r) => (r.bid_doc_refer_end_time ? new Date(r.bid_doc_refer_end_time).getTime() : null));
    expect(ends.some((t) => t !== null && t > now.getTime())).toBe(true);
    expect(ends.some((t) => t !== null && t < now.getTime())).toBe(true);
    expect(ends.some((t) => t === null)).toBe(true);
    expect(bidding.some((r) => r.attribute3 === '自愿招标')).toBe(true);
    expect(bidding.some((r) => r.notice_status === 'BID_TERMINATION')).toBe(true);
  });

  it('has open and closed inquiries and sales', () => {
    const sources = demoSources(now);
    for (const type of ['XJ', 'CS']) {
      const dates = sources.filter((s) => s.source_type === type).map((s) => new Date(s.quotation_date as Date).getTime());
      expect(dates.some((d) => d > now.getTime())).toBe(true);
      expect(dates.some((d) => d < now.getTime())).toBe(true);
    }
  });
});
