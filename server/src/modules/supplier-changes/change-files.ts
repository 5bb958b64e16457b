// The files of a change request (issue 13: "each changed field with old and new value, files
// included"). An approved supplier uploads them under CHANGE_FILES_BUSINESS_ID before sending the
// request; sending files them under the request's id, so the next request starts empty and this
// one's list no longer moves; approval makes them qualification files of the supplier.
import { sql } from 'kysely';
import { CHANGE_FILES_BUSINESS_ID, REGISTRATION_FILES_BUSINESS_ID } from '@portal/shared/core';
import type { Db } from '../../db/index';
import { ownFiles } from '../files/queries';

export interface ChangeFile {
  fileId: string;
  fileName: string;
  fileBusinessType: string;
}

/** At most what one business record may hold (the upload limit), so the request takes all of them. */
const MAX_FILES = 100;

/** The files waiting for the supplier's next request. */
export async function waitingFiles(db: Db, supplierId: string): Promise<ChangeFile[]> {
  const rows = await ownFiles(db, { kind: 'supplier', id: supplierId }, { businessId: CHANGE_FILES_BUSINESS_ID }, MAX_FILES);
  return rows.map((r) => ({ fileId: r.file_id, fileName: r.file_name, fileBusinessType: r.file_business_type ?? '' }));
}

// The files module gives no call a way to move a file between business records; a request being
// sent or approved are the two moments one moves, hence plain SQL here.
const refile = (db: Db, supplierId: string, fileIds: string[], businessId: string) =>
  fileIds.length === 0
    ? Promise.resolve()
    : sql`update attachment set business_id = ${businessId} where owner_kind = 'supplier' and owner_id = ${supplierId} and file_id in (${sql.join(fileIds)})`.execute(db).then(() => undefined);

export const fileUnderRequest = (db: Db, supplierId: string, files: ChangeFile[], changeId: string) => refile(db, supplierId, files.map((f) => f.fileId), changeId);

export const fileAsQualification = (db: Db, supplierId: string, files: ChangeFile[]) => refile(db, supplierId, files.map((f) => f.fileId), REGISTRATION_FILES_BUSINESS_ID);
