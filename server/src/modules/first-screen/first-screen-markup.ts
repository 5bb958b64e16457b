// The first screen of /home as HTML: the frame's brand bar and top tabs, the banner and the
// bidding block's first tab with its rows. Every row and tab is a real link, so the page is usable
// and crawlable before any script has run; the host replaces it with its own page once that has
// drawn the same rows (host/src/first-screen/take-over.ts).
import GlobalOutlined from '@ant-design/icons-svg/lib/asn/GlobalOutlined';
import LinkOutlined from '@ant-design/icons-svg/lib/asn/LinkOutlined';
import StarOutlined from '@ant-design/icons-svg/lib/asn/StarOutlined';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import {
  bannerArtSvg,
  BIDDING_TABS,
  biddingRowTarget,
  buildUrl,
  displayTitle,
  escapeHtml as esc,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_READY_ATTRIBUTE,
  FRAME_LOGO_SVG,
  noticeState,
  STATE_LABEL_KEYS,
  TOP_TABS,
  type Language,
  type TopTabKey,
  type Notice,
  type Query,
} from '@portal/shared/core';
import { translate } from '../../platform/shared-texts';

/** What the frame (top line, brand, tabs) is drawn from: no notices, no clock. */
type FrameTexts = Pick<FirstScreenInput, 'language' | 'text'>;

export interface FirstScreenInput {
  language: Language;
  /** The text of a key lent by the host or mf-public (FIRST_SCREEN_TEXTS). */
  text: (key: string) => string;
  rows: Notice[];
  /** The server's clock, for the rows' state (waiting for quotation or expired). */
  now: number;
  /** yyyy-MM-dd of a stored time, in the browser's zone. */
  day: (iso: string | null) => string;
}

/**
 * What in the host's tree stands for this screen: the bidding block's list once it is no longer
 * loading (rows or its empty state), or whatever the host shows instead of the page. The list says
 * it is loading with data-loading (its spinner shows only after a delay); a list of an mf-public
 * built before that says so by its spinner's blur alone.
 */
export const READY_WHEN = [
  '[data-testid="home-bidding"] .ant-spin-container:not(.ant-spin-blur) > .notice-table:not([data-loading])',
  '[data-testid="remote-fallback"]',
  '[data-testid^="error-page"]',
].join(', ');

const attrs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join('');

function link(path: string, query: Query | undefined, newTab: boolean, inner: string, extra: Record<string, string | undefined> = {}): string {
  return `<a${attrs({ href: buildUrl(path, query), ...(newTab ? { target: '_blank', rel: 'noopener' } : {}), ...extra })}>${inner}</a>`;
}

/** An icon as antd's icon component draws it (the same source, @ant-design/icons-svg). */
const icon = (definition: IconDefinition) =>
  renderIconDefinitionToSVGElement(definition, { extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } });
/** Drawn once: the same three icons go into every first screen. */
const ICONS = { star: icon(StarOutlined), link: icon(LinkOutlined), global: icon(GlobalOutlined) };

/**
 * The line above the brand: the favourites and links buttons and the language as they will look
 * (not yet buttons: they work once the page has taken over), and the login and register links.
 * A visitor who is logged in sees their name there once the page has taken over.
 */
function topline({ language, text }: FrameTexts): string {
  const button = (small: boolean, svg: string, label: string) => `<span class="fs-btn${small ? ' fs-btn-sm' : ''}">${svg}<span>${esc(label)}</span></span>`;
  return (
    '<div class="fs-topline"><div class="fs-inner">' +
    `<span class="fs-group">${button(true, ICONS.star, text('favourite'))}${button(false, ICONS.link, text('links'))}</span>` +
    `<span class="fs-group">${button(true, ICONS.global, translate(`common.languages.${language}`, language))}` +
    `${link('/login', undefined, false, esc(text('login')), { class: 'fs-action' })}${link('/register', undefined, false, esc(text('register')), { class: 'fs-action' })}</span>` +
    '</div></div>'
  );
}

function header(input: FrameTexts, active: TopTabKey | null): string {
  const { text } = input;
  const tabs = TOP_TABS.map((tab) =>
    link(tab.path, tab.query, tab.newTab, esc(text(`tabs.${tab.key}`)), tab.key === active ? { class: 'active', 'aria-current': 'page' } : {}),
  ).join('');
  return (
    `<header class="fs-header">${topline(input)}` +
    `<div class="fs-inner fs-brand">${link('/home', undefined, false, `${FRAME_LOGO_SVG}<span><strong>${esc(text('title'))}</strong><small>${esc(text('subtitle'))}</small></span>`, { class: 'fs-logo' })}` +
    // The search box as it will look, not yet an input: nothing can be typed that the page would then drop.
    `<div class="fs-search" aria-hidden="true">${esc(text('search'))}</div></div>` +
    `<nav class="fs-tabs"${attrs({ 'aria-label': text('tabsLabel') })}><div class="fs-inner">${tabs}</div></nav></header>`
  );
}

function row(input: FirstScreenInput, notice: Notice): string {
  const title = displayTitle(notice, input.language);
  const target = biddingRowTarget(notice, 'bidding');
  const state = noticeState(notice, input.now);
  // A class per state, not a style attribute: the page's policy refuses inline styles.
  const tag = state ? `<span class="fs-tag fs-tag-${state}">${esc(translate(STATE_LABEL_KEYS[state], input.language))}</span>` : '';
  return (
    `<tr><td class="fs-title">${link(target.path, target.query, true, esc(title), { title, 'data-testid': 'first-screen-row' })}</td>` +
    `<td class="fs-state">${tag}</td><td class="fs-date">${esc(input.day(notice.noticeSendTime ?? notice.creationDate ?? null))}</td></tr>`
  );
}

function biddingBlock(input: FirstScreenInput): string {
  const { text } = input;
  const first = BIDDING_TABS[0];
  const more = link('/index_list', { ggTypeName: first.ggTypeName }, true, esc(text('home.more')), { 'aria-label': `${text('home.more')}: ${text('home.biddingArea')}` });
  const tabs = BIDDING_TABS.map((tab, i) => `<span${i === 0 ? ' class="active"' : ''}>${esc(text(`home.tabs.${tab.key}`))}</span>`).join('');
  const rows = input.rows.map((notice) => row(input, notice)).join('');
  return (
    `<div class="fs-card fs-bidding"><div class="fs-card-head"><div>${esc(text('home.biddingArea'))}</div><div class="fs-extra">${more}</div></div>` +
    `<div class="fs-card-body"><div class="fs-block-tabs">${tabs}</div><table><tbody>${rows}</tbody></table></div></div>`
  );
}

/** The whole first screen; React's page takes its place. */
export function firstScreenMarkup(input: FirstScreenInput): string {
  const title = input.text('banner.title');
  const banner = `<div class="fs-banner">${bannerArtSvg(title)}<div class="fs-banner-text"><h2>${esc(title)}</h2><p>${esc(input.text('banner.subtitle'))}</p></div></div>`;
  return (
    `<div${attrs({ id: FIRST_SCREEN_ID, [FIRST_SCREEN_READY_ATTRIBUTE]: READY_WHEN })}>${header(input, 'home')}` +
    `<main class="fs-main">${banner}<div class="fs-row">${biddingBlock(input)}<div class="fs-card fs-side"></div></div></main></div>`
  );
}

/**
 * What in the host's tree stands for a frame-only first screen: the frame's own header, or whatever
 * the host shows instead of the page.
 */
export const FRAME_READY_WHEN = ['[data-testid="portal-header"]', '[data-testid="remote-fallback"]', '[data-testid^="error-page"]'].join(', ');

/**
 * The first screen of any other page in the portal frame (a list, a detail, a quotation): the frame
 * alone, with the tab the page belongs to, and an empty main the page then fills. It needs no data,
 * and on a phone it is the largest thing drawn (the brand), where the page's own frame came only
 * once all of the host's scripts had run.
 */
export function frameMarkup(input: FrameTexts, active: TopTabKey | null): string {
  return `<div${attrs({ id: FIRST_SCREEN_ID, [FIRST_SCREEN_READY_ATTRIBUTE]: FRAME_READY_WHEN })}>${header(input, active)}<main class="fs-main"></main></div>`;
}
