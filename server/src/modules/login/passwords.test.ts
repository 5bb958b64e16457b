import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashing', () => {
  it("uses Argon2id at OWASP's minimum outside tests (19 MiB, 2 passes, 1 lane)", async () => {
    const before = process.env.PORTAL_PASSWORD_COST;
    delete process.env.PORTAL_PASSWORD_COST;
    try {
      const hash = await hashPassword('Portal@2026');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(needsRehash(hash)).toBe(false);
      expect(await verifyPassword('Portal@2026', hash)).toBe(true);
      expect(await verifyPassword('Portal@2027', hash)).toBe(false);
    } finally {
      if (before !== undefined) process.env.PORTAL_PASSWORD_COST = before;
    }
  });
  it('asks for a re-hash of anything else', () => {
    expect(needsRehash('scrypt$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=1024,t=1,p=1$c2FsdA$a2V5')).toBe(true);
  });
  it('a malformed stored hash never verifies', async () => {
    expect(await verifyPassword('x', '$argon2id$garbage')).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
