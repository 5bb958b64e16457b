// Security headers on every reply (issue 12), through @fastify/helmet: nosniff, no framing by
// other sites (X-Frame-Options SAMEORIGIN and CSP frame-ancestors 'self'), a referrer policy that
// keeps paths and queries (tokens in /home?args=) inside the portal, and HSTS only when the
// request came over TLS (directly, or through a proxy trusted with PORTAL_TRUST_PROXY).
//
// The CSP carries frame-ancestors only: a script/style policy that the Module Federation runtime
// and antd's cssinjs run under has not been verified in a browser yet, and a wrong one breaks the
// portal, so none is sent rather than an unchecked one.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes may one day come from a CDN of the same site; another site may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS over plain HTTP is ignored by browsers and misleads readers of the headers: set below.
    hsts: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Content-Security-Policy', "frame-ancestors 'self'");
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
