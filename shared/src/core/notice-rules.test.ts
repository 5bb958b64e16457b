import { biddingRowTarget, displayDate, displayTitle, noticeCodeFor, noticeState } from './notice-rules';

const base = { infoId: 'N-1', infoTitle: '华能电厂备品备件招标公告', infoTitleEn: 'Spare parts tender', infoType: 'BID_NOTICE' };
const NOW = Date.parse('2026-03-01T00:00:00Z');

test('English title only in English and only when one exists', () => {
  expect(displayTitle(base, 'en-US')).toBe('Spare parts tender');
  expect(displayTitle(base, 'zh-CN')).toBe('华能电厂备品备件招标公告');
  expect(displayTitle({ ...base, infoTitleEn: null }, 'en-US')).toBe('华能电厂备品备件招标公告');
});

test('status: terminated beats a future end time; future waits; past expired; none blank', () => {
  expect(noticeState({ noticeStatus: 'BID_TERMINATION', bidDocReferEndTime: '2026-04-01T00:00:00Z' }, NOW)).toBe('terminated');
  expect(noticeState({ noticeStatus: 'BID_NOTICE', bidDocReferEndTime: '2026-04-01T00:00:00Z' }, NOW)).toBe('waiting');
  expect(noticeState({ noticeStatus: 'BID_NOTICE', bidDocReferEndTime: '2026-02-01T00:00:00Z' }, NOW)).toBe('expired');
  expect(noticeState({ noticeStatus: 'BID_NOTICE', bidDocReferEndTime: null }, NOW)).toBeNull();
});

test('noticeCode: business number on the change tab, notice code for BID_NOTICE/BID_TERMINATION, else business number', () => {
  const n = { noticeCode: 'NC', businessNum: 'BN' };
  expect(noticeCodeFor({ ...n, noticeStatus: 'BID_NOTICE' }, 'change')).toBe('BN');
  expect(noticeCodeFor({ ...n, noticeStatus: 'BID_NOTICE' }, 'bidding')).toBe('NC');
  expect(noticeCodeFor({ ...n, noticeStatus: 'BID_TERMINATION' }, 'termination')).toBe('NC');
  expect(noticeCodeFor({ ...n, noticeStatus: 'BID_COMPLETE' }, 'winning')).toBe('BN');
});

test('a voluntary tender opens the article, others the preview with the tab type name', () => {
  expect(biddingRowTarget({ ...base, attribute3: '自愿招标' }, 'bidding')).toEqual({ path: '/infoMainView', query: { infoId: 'N-1' } });
  expect(biddingRowTarget({ ...base, noticeStatus: 'BID_NOTICE', noticeCode: 'NC', businessNum: 'BN' }, 'bidding')).toEqual({
    path: '/ten_notice_preview_content',
    query: { noticeCode: 'NC', ggTypeName: 'zbgg' },
  });
});

test('dates: yyyy-MM-dd, or the first 11 characters when unparseable', () => {
  expect(displayDate('2026-03-01T08:00:00')).toBe('2026-03-01');
  expect(displayDate('2026年03月01日 上午')).toBe('2026年03月01日');
  expect(displayDate(null)).toBe('');
});
