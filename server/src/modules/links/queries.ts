import type { Db } from '../../db/index';
import { publicDb } from '../files/tables';

export function enabledLinks(db: Db) {
  return publicDb(db).selectFrom('friend_link').selectAll().where('enabled', '=', true).orderBy('sort_order').orderBy('link_id').execute();
}

export function lookupValues(db: Db, lookupType: string) {
  return publicDb(db).selectFrom('fnd_lookup').selectAll().where('lookup_type', '=', lookupType).orderBy('sort_order').orderBy('lookup_code').execute();
}

export function currencies(db: Db) {
  return publicDb(db).selectFrom('currency').selectAll().orderBy('sort_order').orderBy('currency_code').execute();
}
