import type { Notice } from '@portal/shared/core';
import { firstScreenMarkup, type FirstScreenInput } from './first-screen-markup';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const notice = (over: Partial<Notice>): Notice =>
  ({ infoId: 'N-1', infoTitle: '锅炉备品招标公告', infoTitleEn: 'Boiler spares tender', noticeStatus: 'BID_NOTICE', noticeCode: 'ZB-1', businessNum: 'B-1', noticeSendTime: '2026-11-24T20:00:00.000Z', ...over }) as Notice;

const input = (over: Partial<FirstScreenInput> = {}): FirstScreenInput => ({
  language: 'zh-CN',
  text: (key) => `«${key}»`,
  rows: [notice({})],
  now: NOW,
  day: (iso) => (iso ?? '').slice(0, 10),
  ...over,
});

const rowsOf = (html: string) => [...html.matchAll(/<a [^>]*data-testid="first-screen-row"[^>]*>([^<]*)<\/a>/g)];

describe('the first screen of /home', () => {
  it('writes each notice as a link to where the page sends it, in a new tab, with its state and day', () => {
    const html = firstScreenMarkup(input({ rows: [notice({ bidDocReferEndTime: '2026-11-30T00:00:00Z' }), notice({ infoId: 'N-2', noticeCode: 'ZB-2', bidDocReferEndTime: '2026-11-01T00:00:00Z' })] }));
    const rows = rowsOf(html);
    expect(rows.map((r) => r[1])).toEqual(['锅炉备品招标公告', '锅炉备品招标公告']);
    expect(rows[0][0]).toContain('href="/ten_notice_preview_content?noticeCode=ZB-1&#38;ggTypeName=zbgg"');
    expect(rows[0][0]).toContain('target="_blank"');
    expect(html).toContain('待报价');
    expect(html).toContain('已过期');
    expect(html).toContain('<td class="fs-date">2026-11-24</td>');
  });

  it('escapes what comes from the database, so a title cannot become markup', () => {
    const html = firstScreenMarkup(input({ rows: [notice({ infoTitle: '<img src=x onerror=alert(1)>"&' })] }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#38;');
  });

  it('shows the English title in English, and the texts it is given', () => {
    const html = firstScreenMarkup(input({ language: 'en-US', rows: [notice({ bidDocReferEndTime: '2026-11-30T00:00:00Z' })] }));
    expect(rowsOf(html)[0][1]).toBe('Boiler spares tender');
    expect(html).toContain('Waiting for quotation');
    expect(html).toContain('«home.biddingArea»');
    expect(html).toContain('«tabs.tender»');
  });

  it('makes the five top tabs real links, home as the current page', () => {
    const html = firstScreenMarkup(input());
    expect(html).toContain('<a href="/home" class="active" aria-current="page">«tabs.home»</a>');
    expect(html).toContain('<a href="/index_list?ggTypeName=zbgg" target="_blank" rel="noopener">«tabs.tender»</a>');
    expect(html).toContain('href="/source_list?activeName=xjgg"');
  });

  it('names what in the host tree replaces it', () => {
    expect(firstScreenMarkup(input())).toMatch(/^<div id="first-screen" data-ready-when="[^"]*notice-table[^"]*">/);
  });
});
