// Tables of questions, clarifications and objections (migration 0502), added to the typed database
// with withTables so the shared schema file stays untouched by this area.
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';
import type { SourcingTables } from '../sourcing/tables';

type Time = ColumnType<Date, Date | string, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

// The states are the API's (shared with the screens that show them).
export type { ZycqType as ZycqKind, ZycqStatus, ReplyStatus, ObjectionStatus } from '@portal/shared/core';
import type { ZycqType as ZycqKind, ZycqStatus, ReplyStatus, ObjectionStatus } from '@portal/shared/core';

export interface ZycqTable {
  zycq_id: string;
  zycq_num: string;
  source_id: string;
  supplier_id: Opt<string>;
  user_id: string;
  kind: ZycqKind;
  title: string;
  content: string;
  /** jsonb: string[]; read through jsonColumn. Written as JSON text. */
  bid_packages: ColumnType<unknown, string | undefined, string>;
  status: ZycqStatus;
  deadline: NullableTime;
  reply: Opt<string>;
  reply_status: Opt<ReplyStatus>;
  replied_by: Opt<string>;
  replier: Opt<string>;
  replied_at: NullableTime;
  created_at: Time;
  saved_at: Time;
  submitted_at: NullableTime;
}

export interface TenObjectionTable {
  objection_id: string;
  objection_num: string;
  source_id: string;
  supplier_id: string;
  user_id: string;
  title: string;
  content: string;
  status: ObjectionStatus;
  reply: Opt<string>;
  replied_by: Opt<string>;
  replier: Opt<string>;
  replied_at: NullableTime;
  decided_by: Opt<string>;
  decided_at: NullableTime;
  created_at: Time;
  saved_at: Time;
  submitted_at: NullableTime;
}

export interface QuestionNumberCounterTable {
  scope: string;
  last: number;
}

export interface ZycqNumberReservationTable {
  zycq_num: string;
  supplier_id: string;
  reserved_at: Time;
}

export type QuestionTables = {
  zycq: ZycqTable;
  ten_objection: TenObjectionTable;
  question_number_counter: QuestionNumberCounterTable;
  zycq_number_reservation: ZycqNumberReservationTable;
};

/** With the sourcing tables too: who signed up to which source decides what a supplier sees. */
export type QuestionsDb = Kysely<Database & QuestionTables & SourcingTables>;
export const questionsDb = (db: Db): QuestionsDb => db.withTables<QuestionTables & SourcingTables>();
