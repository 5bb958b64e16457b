// One Jest run for every unit test in the workspace. API tests (server/test/api) run in their own
// config because they start a real server on a real database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiPackages } from './tooling/jest/prebundled-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// antd and its icons load as they are read, not whole in every test file (see the helper).
const ui = uiPackages(path.join(here, 'shared'));
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFiles: ['<rootDir>/../tooling/jest/browser-shims.cjs', '<rootDir>/../tooling/jest/common-texts.ts'],
  moduleNameMapper: {
    ...ui,
    '^@portal/runtime$': '<rootDir>/../runtime/src/index.ts',
    '^@portal/shared$': '<rootDir>/../shared/src/index.ts',
    '^@portal/shared/(core|react)$': '<rootDir>/../shared/src/$1/index.ts',
    '^@portal/shared/common-texts$': '<rootDir>/../shared/src/core/i18n/common-texts.ts',
    '^mf_[a-z]+/.*$': '<rootDir>/../tooling/jest/remote-double.tsx',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
export default {
  // Jest's default is one worker fewer than the cores: on this 2-core machine one, and then it runs
  // every file in its own process, one after another. Two workers: 22 → 14 s.
  maxWorkers: 2,
  projects: [
    browserProject('runtime'),
    browserProject('shared'),
    browserProject('host'),
    browserProject('mf-public'),
    browserProject('mf-auth'),
    browserProject('mf-supplier'),
    browserProject('mf-sourcing'),
    browserProject('mf-contracts'),
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^@portal/shared(/core)?$': '<rootDir>/../shared/src/core/index.ts', '^@portal/shared/common-texts$': '<rootDir>/../shared/src/core/i18n/common-texts.ts', '^@portal/runtime$': '<rootDir>/../runtime/src/index.ts' },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};
