// Notices arrive in time order, every kind mixed, so one tab's notices were spread over the whole
// table: a search of a common word inside a tab rechecked its rows one heap block each. At
// 1,000,000 notices on PostgreSQL 15 with its 128 MB of shared buffers, the bounded count of 电厂 in
// the tender tab read 7,334 blocks (250 ms) and page 1,000 of it 10,383 (95 ms). One partition per
// tab keeps each tab's notices together: the same count read 895 blocks (15 ms), the same page 2,827
// (7 ms), measured on a copy of that table (docs/benchmarks.md).
//
// A partitioned table's unique keys hold the partition key, so the primary key becomes
// (info_id, tab); an id names one notice of one tab, which is how every notice is made. One trigram
// index on the parent gives every partition its own, so the per-tab indexes of 0710 and the tender
// area's of 0204 have no more work: a search of several tabs reads each tab's partition. A tab
// added later without a partition of its own lands in the default one.
import { sql, type Kysely } from 'kysely';

/** The tabs with a partition of their own: the home tabs (a unit test holds them to NOTICE_TABS). */
export const PARTITIONED_TABS = ['bidding', 'change', 'winning', 'termination', 'candidate', 'inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'] as const;

const COLUMNS = sql.raw(
  'info_id, info_title, info_title_en, info_type, notice_send_time, bid_doc_refer_end_time, creation_date, meaning, notice_code, business_num, notice_status, attribute3, info_dtime, content, area, tab, source_num',
);

/** The notice table's indexes but its primary key, as every version since 0710 has them. */
async function createIndexes(db: Kysely<any>): Promise<void> {
  await sql`create index notice_tab_time_id on notice (tab, notice_send_time desc nulls last, info_id desc)`.execute(db);
  await sql`create index notice_time_id on notice (notice_send_time desc nulls last, info_id desc)`.execute(db);
  await sql`create index notice_code on notice (notice_code)`.execute(db);
  await sql`create index notice_business_num on notice (business_num)`.execute(db);
  await sql`create index notice_source_num on notice (source_num)`.execute(db);
  await sql`create index notice_title_key_trgm on notice using gin (title_key gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  // LIKE copies the columns with their defaults, the generated title key and the checks (the area
  // list and 0204's tender tabs).
  await sql`create table notice_by_tab (like notice including defaults including generated including constraints) partition by list (tab)`.execute(db);
  for (const tab of PARTITIONED_TABS) {
    await sql`create table ${sql.id(`notice_tab_${tab.toLowerCase()}`)} partition of notice_by_tab for values in (${sql.lit(tab)})`.execute(db);
  }
  await sql`create table notice_tab_other partition of notice_by_tab default`.execute(db);
  // In time order, so a tab's pages of the newest notices are also its last heap blocks.
  await sql`insert into notice_by_tab (${COLUMNS}) select ${COLUMNS} from notice order by notice_send_time nulls first, info_id`.execute(db);
  await sql`drop table notice`.execute(db);
  await sql`alter table notice_by_tab rename to notice`.execute(db);
  await sql`alter table notice add constraint notice_pkey primary key (info_id, tab)`.execute(db);
  await createIndexes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create table notice_unpartitioned (like notice including defaults including generated including constraints)`.execute(db);
  await sql`insert into notice_unpartitioned (${COLUMNS}) select ${COLUMNS} from notice order by notice_send_time nulls first, info_id`.execute(db);
  await sql`drop table notice`.execute(db);
  await sql`alter table notice_unpartitioned rename to notice`.execute(db);
  await sql`alter table notice add constraint notice_pkey primary key (info_id)`.execute(db);
  await createIndexes(db);
  await sql`create index notice_tender_title_key on notice using gin (title_key gin_trgm_ops) where area = 'bidding'`.execute(db);
  for (const tab of PARTITIONED_TABS) {
    await sql`create index ${sql.id(`notice_title_key_${tab.toLowerCase()}`)} on notice using gin (title_key gin_trgm_ops) where tab = ${sql.lit(tab)}`.execute(db);
  }
}
