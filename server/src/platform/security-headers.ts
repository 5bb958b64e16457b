// Security headers on every reply (issue 12), through @fastify/helmet: nosniff, no framing by
// other sites (X-Frame-Options SAMEORIGIN and CSP frame-ancestors 'self'), a referrer policy that
// keeps paths and queries (tokens in /home?args=) inside the portal, and HSTS only when the
// request came over TLS (directly, or through a proxy trusted with PORTAL_TRUST_PROXY).
//
// Content-Security-Policy: the page (index.html, platform/static.ts) gets a fresh nonce per
// response, written into its own <script>/<style> tags and a <meta name="csp-nonce"> that the
// front end reads: the host's entry sets `__webpack_nonce__` and gives the nonce to every <style>
// the page's scripts add (host/src/security/csp-nonce.ts: antd's cssinjs, rc-component's scroll
// lock, the remotes' style-loader), and PortalRoot passes it to antd's ConfigProvider `csp`.
// Scripts are files of this origin ('self': the host, the remotes' entries and chunks that the
// federation runtime adds as <script src>), so no script needs 'unsafe-inline' or 'unsafe-eval';
// production builds use no eval (hidden source maps). Every other reply carries the same policy
// without a nonce: a JSON or an image opened as a document runs nothing inline either.
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy of the page served with `nonce`, or of any other reply without one. */
export function contentSecurityPolicy(nonce?: string): string {
  const n = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${n}`,
    `style-src 'self'${n}`,
    // The image code and the slider puzzle are data: PNGs; notice and article bodies may show
    // https images (the body sanitiser allows them, mf-public/src/common/sanitize-html.ts).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // /myiframe frames an external web page (http or https only, mf-public's frame-url.ts).
    "frame-src 'self' https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The framing rule alone: for a host page built before the nonce (rolled back to), and with
 * PORTAL_DEV_REMOTES=1, where remotes come from webpack dev servers on other ports with eval
 * source maps and hot-reload sockets (a development setup).
 */
export const LEGACY_PAGE_POLICY = "frame-ancestors 'self'";
const DEV_POLICY = LEGACY_PAGE_POLICY;

/** A fresh nonce (128 bits, base64) for one page response, its policy set on the reply. */
export function pageNonce(reply: FastifyReply, devRemotes: boolean): string {
  const nonce = randomBytes(16).toString('base64');
  reply.header('Content-Security-Policy', devRemotes ? DEV_POLICY : contentSecurityPolicy(nonce));
  return nonce;
}

export async function securityHeaders(app: FastifyInstance, options: { devRemotes: boolean }): Promise<void> {
  await app.register(helmet, {
    // Set below: helmet's builder would be a second place to read the policy in.
    contentSecurityPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes may one day come from a CDN of the same site; another site may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS over plain HTTP is ignored by browsers and misleads readers of the headers: set below.
    hsts: false,
  });
  const policy = options.devRemotes ? DEV_POLICY : contentSecurityPolicy();
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Content-Security-Policy', policy);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
