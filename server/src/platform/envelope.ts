// The one reply shape of every API call (ARCHITECTURE.md "Server").
import { SUCCESS_MSG } from './constants';

export interface SuccessEnvelope<T = unknown, R = unknown> {
  code: 0;
  msg: string;
  data?: T;
  records?: R[];
  total?: number;
  /** With total: more than COUNT_BOUND matched, total says "at least" (platform/pager.ts). */
  totalCapped?: boolean;
}

export interface FailureEnvelope {
  code: 1;
  msg: string;
}

export function ok<T>(data?: T): SuccessEnvelope<T> {
  return data === undefined ? { code: 0, msg: SUCCESS_MSG } : { code: 0, msg: SUCCESS_MSG, data };
}

/**
 * A page of a list: records and total at the top level, as the client reads data.records/data.total;
 * totalCapped says the total is a lower bound (the pager stops counting at COUNT_BOUND).
 */
export function page<R>(records: R[], counted: number | { total: number; totalCapped: boolean }): SuccessEnvelope<never, R> {
  const { total, totalCapped } = typeof counted === 'number' ? { total: counted, totalCapped: false } : counted;
  return { code: 0, msg: SUCCESS_MSG, records, total, totalCapped };
}

export function fail(msg: string): FailureEnvelope {
  return { code: 1, msg };
}
