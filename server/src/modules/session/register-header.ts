// The registering user's token in `isp-register` (spec 01 §7): without an access token the client
// names the temporary user there. A user name proves nothing, so the header counts only when it
// carries the temporary user's token (the login reply's `tempuser.token`); a bare name stays a
// visitor. Every route a registering user reaches runs this before its guard.
import type { FastifyRequest } from 'fastify';
import { presentedToken } from './authenticate';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export async function registerHeaderToken(req: FastifyRequest): Promise<void> {
  const register = req.headers['isp-register'];
  if (presentedToken(req.headers) || typeof register !== 'string' || !TOKEN_SHAPE.test(register.trim())) return;
  req.headers['isp-authorization'] = register.trim();
}
