// Runs once per Jest run, before any worker starts, so the workers inherit the templates' names.
// It also compiles the server: tests that need it as its own process (the CLI, a server to kill)
// run dist/, as `pnpm serve` does, instead of paying tsx's transform on every spawn.
// The seeded template's users get the test files' cheap password hashes.
import './setup-env';
import { compileServer } from '../../scripts/build';
import { setUpTemplate } from './helpers/database-template';

export default async function globalSetup(): Promise<void> {
  await Promise.all([setUpTemplate(), compileServer()]);
}
