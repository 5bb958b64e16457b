// API tests create hundreds of users: a tiny password-hash cost keeps them fast (see
// PORTAL_PASSWORD_COST in src/modules/auth/tokens.ts; never set in production).
process.env.PORTAL_PASSWORD_COST = 'test';
