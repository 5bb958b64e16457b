// Same-origin serving of the front end: the registry, the released remotes and the host with its
// SPA fallback. Caching is the point: content-hashed files are cached forever, and every file
// whose name stays the same across builds (index.html, mf-manifest.json, remoteEntry.js) is
// no-cache, so a release is picked up on the next load.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenFor, withFirstScreen, type FirstScreen } from '../modules/first-screen/first-screen';
import type { AppContext } from './context';
import { deferredUiPreload } from './deferred-ui-hint';
import { fileMemo } from './file-memo';
import { openedPagePreload } from './opened-page-preload';
import { openedRoute } from './opened-route';
import { fail } from './envelope';
import { requestLanguage } from './language';
import { serverMessage } from './messages';
import { mimeType } from './mime';
import { isRemoteName, liveHostDir, readState, registryView, releasesDir } from './registry';
import { LEGACY_PAGE_POLICY, pageNonce } from './security-headers';
import { hostIndexFile } from './ui-shortfall';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Prefixes that belong to the API or the release machinery, never to the SPA fallback. */
export const RESERVED_PREFIXES = ['/isp', '/auth', '/upms', '/code', '/mf', '/remotes', '/health'];
const API_PREFIXES = ['/isp', '/auth', '/upms'];

export const underPrefix = (url: string, prefixes: string[]) => prefixes.some((p) => url === p || url.startsWith(p + '/') || url.startsWith(p + '?'));

/**
 * Resolves `rel` inside `root`, or null when it would leave it (.., absolute paths, NUL bytes,
 * backslashes) or is not a regular file.
 */
export function safeFile(root: string, rel: string): string | null {
  if (rel.includes('\0') || rel.includes('\\')) return null;
  const parts = rel.split('/').filter((p) => p !== '');
  if (parts.some((p) => p === '..' || p === '.')) return null;
  const full = path.resolve(root, ...parts);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** Names a bundler gives a content hash: `main.3f9a1c2b.js`, `412.a1b2c3d4e5.chunk.js`, `logo-9f8e7d6c.png`. */
export function isHashedName(file: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.[a-z0-9]+)?$/i.test(path.basename(file));
}

const acceptsGzip = (req: FastifyRequest) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * Sends a file, or its gzip twin written at build time when the browser accepts gzip: the build
 * compresses once at the highest level, so no request pays for compression.
 */
function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) {
  reply.header('Content-Type', mimeType(file)).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  const gzipped = `${file}.gz`;
  if (acceptsGzip(req) && fs.existsSync(gzipped)) {
    return reply.header('Content-Encoding', 'gzip').send(fs.createReadStream(gzipped));
  }
  return reply.send(fs.createReadStream(file));
}

/**
 * Source maps stay beside each release for operators (webpack's hidden-source-map: no reference in
 * the scripts) but are never served: they would publish the sources.
 */
export const isServedFile = (file: string) => !file.endsWith('.map') && !file.endsWith('.map.gz');

/** A host page built to take a CSP nonce says so with this element (host/src/index.html). */
const NONCE_META = /<meta\s+name="csp-nonce"\s*\/?>/i;

/** index.html as read from disk, kept while the file stays the same (a release replaces it). */
const readPageFile = fileMemo((file) => fs.readFileSync(file, 'utf8'));
function readPage(file: string): string {
  const html = readPageFile(file);
  if (html === null) throw new Error(`the host page ${file} is gone`);
  return html;
}

/**
 * The page with this response's nonce on its meta and on its own <script> and <style> tags. The
 * file is the release's index.html, built by us: nothing in it comes from a request.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(NONCE_META, `<meta name="csp-nonce" nonce="${nonce}" />`).replace(/<(script|style)\b/gi, `<$1 nonce="${nonce}"`);
}

/**
 * Sends the host page. A page that carries the nonce meta gets a fresh nonce and the full policy
 * (security-headers.ts); a page without it (a host release built before the policy, live again
 * after a rollback) keeps the framing rule only, because its styles would be refused.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: string, devRemotes: boolean, preload = '', first: FirstScreen | null = null) {
  const withPreload = preload ? page.replace('</head>', `${preload}</head>`) : page;
  const html = first ? withFirstScreen(withPreload, first) : withPreload;
  reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (!NONCE_META.test(html)) return reply.header('Content-Security-Policy', LEGACY_PAGE_POLICY).send(html);
  const body = withNonce(html, pageNonce(reply, devRemotes));
  // Compressed per response (the nonce differs each time): /home with its first screen is 16 KiB, 6 gzipped.
  if (first && acceptsGzip(req)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

/** The SPA's routes have no file extension in their last segment; files do. */
export const isPageAddress = (urlPath: string) => !/\.[^/]*$/.test(urlPath);

function pathOf(req: FastifyRequest): string {
  const raw = req.raw.url ?? '/';
  const q = raw.indexOf('?');
  return q === -1 ? raw : raw.slice(0, q);
}

function decode(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/mf/registry.json', async (_req, reply) => {
    // Read per request: a release by the CLI is live at once, without a restart.
    const view = registryView(readState(ctx.config.dataDir), ctx.config.devRemotes, ctx.config.dataDir);
    return reply.header('Cache-Control', 'no-cache, no-store').send(view);
  });

  app.get('/remotes/*', async (req, reply) => {
    const decoded = decode(pathOf(req).slice('/remotes/'.length));
    const [remote, version, ...rest] = (decoded ?? '').split('/');
    const notFound = () => reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('not found');
    if (decoded === null || !remote || !isRemoteName(remote) || !version || !/^[\w.-]+$/.test(version) || version.startsWith('.') || rest.length === 0) {
      return notFound();
    }
    const root = path.join(releasesDir(ctx.config.dataDir), remote, version);
    const file = safeFile(root, rest.join('/'));
    if (!file || !isServedFile(file)) return notFound();
    const name = path.basename(file);
    const cache = name === 'mf-manifest.json' || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
    return sendFile(req, reply, file, cache);
  });

  // Everything else: host files, the SPA fallback, and a 404 envelope for unknown API paths.
  app.get('/*', async (req, reply) => {
    const urlPath = pathOf(req);
    if (underPrefix(urlPath, API_PREFIXES)) return reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
    if (underPrefix(urlPath, RESERVED_PREFIXES)) return reply.code(404).type('text/plain').send('not found');

    // The live host release when there is one (pnpm release host), else the plain build.
    const state = readState(ctx.config.dataDir);
    const root = liveHostDir(ctx.config.dataDir, state) ?? ctx.config.hostDist;
    const index = hostIndexFile(root, ctx.config.dataDir, state);
    const decoded = decode(urlPath);
    const found = decoded === null ? null : safeFile(root, decoded);
    const file = found && isServedFile(found) ? found : null;
    if (file && path.basename(file) !== 'index.html') {
      return sendFile(req, reply, file, isHashedName(file) ? IMMUTABLE : NO_CACHE);
    }
    // A page address (/home, /source_detail: no file extension) is the page whoever asks — curl and
    // link checkers send no text/html; a missing file (/static/missing.js) stays a 404, so a script
    // tag never gets HTML back.
    const wantsHtml = file !== null || isPageAddress(urlPath) || (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.code(404).type('text/plain').send('not found');
    if (!fs.existsSync(index)) {
      return reply.code(503).header('Cache-Control', NO_CACHE).type('text/plain; charset=utf-8').send('host not built: run pnpm build');
    }
    const pageDir = path.dirname(index);
    const opened = openedRoute(state, urlPath);
    const preload =
      deferredUiPreload(opened, pageDir, pageDir === root ? '/' : `/${path.relative(root, pageDir)}/`) +
      (ctx.config.devRemotes ? '' : openedPagePreload(opened, ctx.config.dataDir));
    const page = readPage(index);
    const first = await firstScreenFor(ctx, req, urlPath, page, pageDir, state, opened);
    return sendPage(req, reply, page, ctx.config.devRemotes, preload, first);
  });
}
