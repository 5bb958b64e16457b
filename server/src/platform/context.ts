// What every module needs, handed over explicitly instead of through globals (tests build their own).
import type { Db } from '../db/index';
import type { DbKind } from '../db/dialect';
import type { Config } from '../config';
import type { Clock } from './clock';

export interface AppContext {
  db: Db;
  dbKind: DbKind;
  config: Config;
  clock: Clock;
}
