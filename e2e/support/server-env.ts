import { readFileSync } from 'node:fs';
import { SERVER_ENV_FILE } from './global-setup';

/** The data directory and URL of the portal that global setup started. */
export function testServer(): { dataDir: string; url: string } {
  return JSON.parse(readFileSync(SERVER_ENV_FILE, 'utf8')) as { dataDir: string; url: string };
}
