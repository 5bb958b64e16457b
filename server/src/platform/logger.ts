// Pino options for Fastify: JSON lines, a request id, and no secrets. Tokens travel in headers and
// passwords/codes in query strings, so both are redacted or cut from what is logged.
import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';

const SECRET_QUERY = /([?&](?:password|code|access_token|refresh_token|token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["isp-authorization"]', 'req.headers.cookie', 'res.headers["access-token"]', 'res.headers["refresh-token"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}

export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  // Accept a caller's id only if it is short and plain, so logs cannot be forged through it.
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}
