// The first screen of /home, drawn by the server into the host page (first-screen-markup.ts):
// the notices are on screen, as links, as soon as the HTML is, instead of after the host, the
// remote and their calls. Drawn only when every part it needs is there; otherwise the page is
// served as it is and the host draws everything, as before.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  activeTopTab,
  COLOUR_COOKIE,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME_COLOR,
  FIRST_SCREEN_DEFAULT_ZONE,
  FIRST_SCREEN_META,
  LANGUAGE_COOKIE,
  LANGUAGES,
  NOTICE_BLOCK_SIZE,
  readableOnWhite,
  ZONE_COOKIE,
  type Language,
} from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { parsePaging } from '../../platform/paging';
import type { OpenedRoute } from '../../platform/opened-route';
import { releasesDir, type RegistryState } from '../../platform/registry';
import { listTab } from '../notices/service';
import { firstScreenMarkup, frameMarkup } from './first-screen-markup';
import { FIRST_SCREEN_STYLE } from './first-screen-style';
import { releaseTexts, textIn } from './first-screen-texts';

/** The addresses that get a first screen: the home page, and the bare address the host sends there. */
const FIRST_SCREEN_PATHS = new Set(['/', '/home']);

export interface FirstScreen {
  language: Language;
  style: string;
  markup: string;
}

/** One cookie's value, or undefined (no cookie parser for two values the page writes itself). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A day formatter for the zone the browser named, if it names one this runtime knows. */
function dayFormatter(zone: string | undefined): Intl.DateTimeFormat {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  if (zone && zone.length <= 64) {
    try {
      return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: zone });
    } catch {
      // Not a zone: the default below.
    }
  }
  return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: FIRST_SCREEN_DEFAULT_ZONE });
}

/** yyyy-MM-dd (en-CA's form) of an ISO time, or '' as the page shows for none. */
export function dayIn(format: Intl.DateTimeFormat): (iso: string | null) => string {
  return (iso) => {
    const at = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(at) ? '' : format.format(at);
  };
}

/**
 * The readable shade (as the page's antd theme draws links and the current tab) of the colour the
 * cookie names, or of the default colour; only a #rrggbb colour is taken, since it goes into CSS.
 */
export function accentOf(cookie: string | undefined): string {
  return readableOnWhite(cookie && /^#[0-9a-f]{6}$/i.test(cookie) ? cookie : DEFAULT_THEME_COLOR);
}

/** The host page's empty root with its loading mark, as the host's build writes it (host/src/index.html). */
const BOOT_ROOT = '<div id="root"><div id="boot">…</div></div>';
const TAKES_OVER = new RegExp(`<meta\\s+name="${FIRST_SCREEN_META}"\\s*/?>`, 'i');

/** Whether a host page can take a first screen over (built with it) and still has its empty root. */
const takesFirstScreen = (html: string) => TAKES_OVER.test(html) && html.includes(BOOT_ROOT);

/** The language the browser's cookie names, or the default. */
function languageOf(cookies: string | undefined): Language {
  const asked = cookieValue(cookies, LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : DEFAULT_LANGUAGE;
}

const screenStyle = (cookies: string | undefined) => `${FIRST_SCREEN_STYLE}\n#first-screen { --fs-accent: ${accentOf(cookieValue(cookies, COLOUR_COOKIE))}; }`;

/**
 * The frame alone for a remote page the portal frame draws (layout 'portal'), or null for any other
 * address (the login card, the supplier centre, an unknown address: their own look, or a 404).
 */
function frameScreenFor(req: FastifyRequest, urlPath: string, pageDir: string, opened: OpenedRoute | null): FirstScreen | null {
  const route = opened?.route;
  const hostTexts = releaseTexts(pageDir);
  if (route?.layout !== 'portal' || !hostTexts) return null;
  const cookies = req.headers.cookie;
  const language = languageOf(cookies);
  const raw = req.raw.url ?? '';
  const search = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
  return { language, style: screenStyle(cookies), markup: frameMarkup({ language, text: textIn([hostTexts], language) }, activeTopTab(urlPath, search)) };
}

/** The first screen for this page address and host page, or null when there is none to draw. */
export async function firstScreenFor(
  ctx: AppContext,
  req: FastifyRequest,
  urlPath: string,
  page: string,
  pageDir: string,
  state: RegistryState,
  opened: OpenedRoute | null,
): Promise<FirstScreen | null> {
  // Before any file or database is read: host pages built before it, and the dev servers, get none.
  if (ctx.config.devRemotes || !takesFirstScreen(page)) return null;
  if (!FIRST_SCREEN_PATHS.has(urlPath)) return frameScreenFor(req, urlPath, pageDir, opened);
  const live = state.remotes['mf-public']?.live;
  const hostTexts = releaseTexts(pageDir);
  const publicTexts = live ? releaseTexts(path.join(releasesDir(ctx.config.dataDir), 'mf-public', live)) : null;
  if (!hostTexts || !publicTexts) return null;
  const cookies = req.headers.cookie;
  const language = languageOf(cookies);
  let rows;
  try {
    rows = (await listTab(ctx, ['bidding'], parsePaging(1, NOTICE_BLOCK_SIZE))).records;
  } catch (error) {
    // The database is away: the page still loads, and says so itself once its own call fails.
    req.log.warn({ err: error }, 'first screen without notices');
    return null;
  }
  const markup = firstScreenMarkup({
    language,
    text: textIn([hostTexts, publicTexts], language),
    rows,
    now: ctx.clock.now().getTime(),
    day: dayIn(dayFormatter(cookieValue(cookies, ZONE_COOKIE))),
  });
  return { language, style: screenStyle(cookies), markup };
}


/**
 * The host page with the first screen before its root, the screen's style in its head and its
 * language on <html>. A host page that cannot take the screen over (built before it) stays as it is.
 */
export function withFirstScreen(html: string, first: FirstScreen): string {
  if (!takesFirstScreen(html)) return html;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${first.language}"`)
    .replace('</head>', `<style>${first.style}</style></head>`)
    .replace(BOOT_ROOT, `${first.markup}<div id="root"></div>`);
}
