// The client sends a POST's main data as query parameters unless it names a JSON body (spec 01 §7),
// and some forms post urlencoded. Merging query and body before validation lets one body schema
// check all three ways. Body fields win over query fields of the same name.
import type { FastifyRequest } from 'fastify';

export async function mergeQueryIntoBody(req: FastifyRequest): Promise<void> {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body;
  const bodyObject = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  req.body = { ...query, ...bodyObject };
}
