// What an approved supplier keeps on /supplier_detail besides its master data (issue 35): its
// number, qualification and activation state, its qualification files with their validity
// (expiring within the to-do's window, or expired), and the performance records it registered with.
import { sql } from 'kysely';
import type { PerformanceRecord } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { centreDb } from '../supplier-centre/tables';
import { EXPIRY_WINDOW_DAYS } from '../supplier-centre/todo';
import { readPerformance } from './performance';

export type FileValidity = 'none' | 'valid' | 'expiring' | 'expired';

export interface QualificationFile {
  fileId: string;
  fileName: string;
  fileBusinessType: string | null;
  uploadTime: string;
  validUntil: string | null;
  validity: FileValidity;
}

export interface SupplierProfileExtras {
  supplierNum: string | null;
  /** The supplier's qualification state (wf_su_status: WAREHOUSING is qualified). */
  wfSuStatus: string | null;
  activated: boolean;
  qualificationFiles: QualificationFile[];
  performance: PerformanceRecord[];
}

const DAY_MS = 86_400_000;
const FILES_MAX = 200;

export function validityOf(validUntil: Date | null, now: Date): FileValidity {
  if (!validUntil) return 'none';
  if (validUntil.getTime() <= now.getTime()) return 'expired';
  return validUntil.getTime() <= now.getTime() + EXPIRY_WINDOW_DAYS * DAY_MS ? 'expiring' : 'valid';
}

export async function profileExtras(ctx: AppContext, supplierId: string): Promise<SupplierProfileExtras> {
  const db = centreDb(ctx.db);
  const now = ctx.clock.now();
  const supplier = await db.selectFrom('supplier').select(['supplier_num', 'wf_su_status', 'activated']).where('supplier_id', '=', supplierId).executeTakeFirst();
  const files = await db
    .selectFrom('attachment')
    .select(['file_id', 'file_name', 'file_business_type', 'upload_time', 'valid_until'])
    .where('owner_kind', '=', 'supplier')
    .where('owner_id', '=', supplierId)
    .where('file_business_type', 'like', 'ISP%')
    .orderBy('file_business_type')
    .orderBy('upload_time', 'desc')
    .limit(FILES_MAX)
    .execute();
  // The records were kept with the registration of the account that became the main user.
  const registered = await db
    .selectFrom('supplier_registration as r')
    .innerJoin('app_user as u', 'u.user_id', 'r.user_id')
    .select('r.user_id')
    .where('u.supplier_id', '=', supplierId)
    .where('r.status', '=', 'approved')
    .orderBy(sql`r.updated_at`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    supplierNum: supplier?.supplier_num ?? null,
    wfSuStatus: supplier?.wf_su_status ?? null,
    activated: supplier?.activated === true || (supplier?.activated as unknown) === 't',
    qualificationFiles: files.map((f) => {
      const until = f.valid_until ? new Date(f.valid_until) : null;
      return { fileId: f.file_id, fileName: f.file_name, fileBusinessType: f.file_business_type, uploadTime: new Date(f.upload_time).toISOString(), validUntil: until?.toISOString() ?? null, validity: validityOf(until, now) };
    }),
    performance: registered ? await readPerformance(ctx.db, registered.user_id) : [],
  };
}
