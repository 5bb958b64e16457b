// Migrations are listed in code (not read from disk) so they work the same under tsx, Jest and a
// bundled build. Append new ones; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_rate_limit';
import * as m0300 from './0300_identity';
import * as m0200 from './0200_public_area';
import * as m0201 from './0201_notice_order_indexes';
import * as m0202 from './0202_notice_title_search';
import * as m0203 from './0203_notice_tab_title_index';
import * as m0310 from './0310_login_attempts';
import * as m0311 from './0311_rate_limit_bucket';
import * as m0312 from './0312_token_family';
import * as m0400 from './0400_supplier_registration';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_rate_limit': m0002,
  '0300_identity': m0300,
  '0200_public_area': m0200,
  '0201_notice_order_indexes': m0201,
  '0202_notice_title_search': m0202,
  '0203_notice_tab_title_index': m0203,
  '0310_login_attempts': m0310,
  '0311_rate_limit_bucket': m0311,
  '0312_token_family': m0312,
  '0400_supplier_registration': m0400,
};
