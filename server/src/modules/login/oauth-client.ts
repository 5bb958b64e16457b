// The OAuth endpoints identify the portal client (spec 01 §7): a Basic header naming a known
// client and its secret, and tenant 1. The browser client is isp:isp (shared OAUTH_CLIENT_HEADER);
// PORTAL_OAUTH_CLIENTS lists others ('id:secret,id:secret').
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { TENANT_ID } from '../../platform/constants';
import { refusal } from '../../platform/errors';

/** The client of the API test helpers, accepted only by a test server (PORTAL_TEST_CAPTCHA=1). */
const TEST_CLIENT = 'portal:portal';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkClient(ctx: AppContext, req: FastifyRequest): void {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) throw refusal(401, 'noPermission');
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const known = ctx.config.testCaptcha ? [...ctx.config.oauthClients, TEST_CLIENT] : ctx.config.oauthClients;
  if (!known.some((client) => sameText(client, given))) throw refusal(401, 'unknownClient');
  const tenant = req.headers.tenant_id ?? req.headers['tenant-id'] ?? req.headers.tenant;
  if (tenant !== undefined && tenant !== TENANT_ID) throw refusal(400, 'unknownTenant', { tenant: String(tenant) });
}
