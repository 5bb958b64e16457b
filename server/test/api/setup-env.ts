// API tests create hundreds of users: a tiny password-hash cost keeps them fast (see
// PORTAL_PASSWORD_COST in src/modules/login/passwords.ts; never set in production).
process.env.PORTAL_PASSWORD_COST = 'test';
