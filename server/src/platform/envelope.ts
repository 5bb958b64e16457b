// The one reply shape of every API call (ARCHITECTURE.md "Server").
import { SUCCESS_MSG } from './constants';

export interface SuccessEnvelope<T = unknown, R = unknown> {
  code: 0;
  msg: string;
  data?: T;
  records?: R[];
  total?: number;
}

export interface FailureEnvelope {
  code: 1;
  msg: string;
}

export function ok<T>(data?: T): SuccessEnvelope<T> {
  return data === undefined ? { code: 0, msg: SUCCESS_MSG } : { code: 0, msg: SUCCESS_MSG, data };
}

/** A page of a list: records and total at the top level, as the client reads data.records/data.total. */
export function page<R>(records: R[], total: number): SuccessEnvelope<never, R> {
  return { code: 0, msg: SUCCESS_MSG, records, total };
}

export function fail(msg: string): FailureEnvelope {
  return { code: 1, msg };
}
