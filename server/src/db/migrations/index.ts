// Migrations are listed in code (not read from disk) so they work the same under tsx, Jest and a
// bundled build. Append new ones; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_rate_limit';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_rate_limit': m0002,
};
