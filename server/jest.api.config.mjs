// API tests start the real app on a real database (PGlite in memory, or PostgreSQL with
// TEST_DB=postgres), so they run apart from the fast unit projects of the root config.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }];
export default {
  displayName: 'server-api',
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@portal/shared(/core)?$': '<rootDir>/../shared/src/core/index.ts', '^@portal/shared/common-texts$': '<rootDir>/../shared/src/core/i18n/common-texts.ts' },
  testMatch: ['<rootDir>/test/api/**/*.api.test.ts'],
  setupFiles: ['<rootDir>/test/api/setup-env.ts'],
  // One migrated database per run, copied for each file (see test/api/helpers/database-template.ts).
  globalSetup: '<rootDir>/test/api/global-setup.ts',
  globalTeardown: '<rootDir>/test/api/global-teardown.ts',
  // Generous: a file starts a server on a fresh database in beforeAll, slow on a busy 2-core machine.
  testTimeout: 90000,
  // Each file starts its own server and database. Three on two cores: a file waits (on its
  // database, a socket, a child process) part of its time, and a third worker fills those gaps.
  // Measured here, whole suite: PGlite 186 s with two, 159 s with three, 165 s with four;
  // PostgreSQL 88 s with two, 77 s with three.
  maxWorkers: 3,
};
