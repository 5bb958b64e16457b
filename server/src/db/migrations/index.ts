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
import * as m0204 from './0204_notice_tender_title_index';
import * as m0210 from './0210_puzzle_pass';
import * as m0310 from './0310_login_attempts';
import * as m0311 from './0311_rate_limit_bucket';
import * as m0312 from './0312_token_family';
import * as m0400 from './0400_supplier_registration';
import * as m0410 from './0410_uploads';
import * as m0420 from './0420_main_business_catalogue';
import * as m0421 from './0421_bank_directory';
import * as m0422 from './0422_registration_main_business';
import * as m0450 from './0450_operator_approval';
import * as m0451 from './0451_supplier_change';
import * as m0460 from './0460_registration_performance';
import * as m0470 from './0470_issued_codes';
import * as m0480 from './0480_link_secret';
import * as m0500 from './0500_sourcing_quotation';
import * as m0501 from './0501_quotation_file_types';
import * as m0502 from './0502_questions_objections';
import * as m0510 from './0510_source_award';
import * as m0511 from './0511_source_line_required_date';
import * as m0520 from './0520_operator_signature';
import * as m0600 from './0600_supplier_centre';
import * as m0700 from './0700_release_health';
import * as m0710 from './0710_notice_title_index_per_tab';
import * as m0720 from './0720_notice_partitioned_by_tab';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_rate_limit': m0002,
  '0300_identity': m0300,
  '0200_public_area': m0200,
  '0201_notice_order_indexes': m0201,
  '0202_notice_title_search': m0202,
  '0203_notice_tab_title_index': m0203,
  '0204_notice_tender_title_index': m0204,
  '0210_puzzle_pass': m0210,
  '0310_login_attempts': m0310,
  '0311_rate_limit_bucket': m0311,
  '0312_token_family': m0312,
  '0400_supplier_registration': m0400,
  '0410_uploads': m0410,
  '0420_main_business_catalogue': m0420,
  '0421_bank_directory': m0421,
  '0422_registration_main_business': m0422,
  '0450_operator_approval': m0450,
  '0451_supplier_change': m0451,
  '0460_registration_performance': m0460,
  '0470_issued_codes': m0470,
  '0480_link_secret': m0480,
  '0500_sourcing_quotation': m0500,
  '0501_quotation_file_types': m0501,
  '0502_questions_objections': m0502,
  '0510_source_award': m0510,
  '0511_source_line_required_date': m0511,
  '0520_operator_signature': m0520,
  '0600_supplier_centre': m0600,
  '0700_release_health': m0700,
  '0710_notice_title_index_per_tab': m0710,
  '0720_notice_partitioned_by_tab': m0720,
};
