import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_VERSION } from './runtime-version';

test('RUNTIME_VERSION is the version in package.json, which federation declares', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(RUNTIME_VERSION).toBe(pkg.version);
});
