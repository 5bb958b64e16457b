// copyFileOfTheFirstQuo (spec 02 §4: "second-round quotation can copy the first round's
// attachments"): the files of the caller's round-1 quotation are copied — bytes included, so
// deleting one copy never takes the other's bytes — to its round-2 quotation. A file copied
// before (same name, type and content) is not copied again.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { publicDb } from '../files/tables';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { sourcingDb } from '../sourcing/tables';
import { requireRoundOpen, sourceOr404 } from './participation';

export async function copyFirstRoundFiles(ctx: AppContext, storage: FileStorage, caller: SupplierCaller, secondRoundQuotationId: string, lang: Language) {
  const sdb = sourcingDb(ctx.db);
  const second = await sdb.selectFrom('quotation').selectAll().where('quotation_id', '=', secondRoundQuotationId).where('supplier_id', '=', caller.supplierId).where('round', '=', 2).executeTakeFirst();
  if (!second) throw notFound();
  const first = await sdb.selectFrom('quotation').select('quotation_id').where('source_id', '=', second.source_id).where('supplier_id', '=', caller.supplierId).where('round', '=', 1).executeTakeFirst();
  if (!first) throw notFound();
  // Files of round 2 change only while round 2 takes quotations.
  requireRoundOpen(ctx, await sourceOr404(ctx, second.source_id), 2, lang);
  const files = publicDb(ctx.db);
  const own = (businessId: string) =>
    files.selectFrom('attachment').selectAll().where('business_id', '=', businessId).where('owner_kind', '=', 'supplier').where('owner_id', '=', caller.supplierId).orderBy('upload_time').orderBy('file_id').limit(99).execute();
  const [sources, present] = await Promise.all([own(first.quotation_id), own(second.quotation_id)]);
  const copied = [];
  for (const f of sources) {
    if (!f.storage_key) continue;
    if (present.some((p) => p.file_name === f.file_name && p.file_business_type === f.file_business_type && p.sha256 === f.sha256)) continue;
    const fileId = randomUUID();
    const key = `uploads/supplier/${fileId}`;
    const { size } = await storage.put(key, await storage.get(f.storage_key));
    const now = ctx.clock.now();
    await files
      .insertInto('attachment')
      .values({
        file_id: fileId,
        business_id: second.quotation_id,
        business_type: f.business_type,
        file_name: f.file_name,
        content_type: f.content_type,
        file_size: size,
        content: null,
        upload_time: now,
        uploaded_by: caller.userName,
        storage_key: key,
        owner_kind: 'supplier',
        owner_id: caller.supplierId,
        uploader_user_id: caller.userId,
        file_business_type: f.file_business_type,
        module_code: f.module_code,
        data_type: f.data_type,
        upload_flags: JSON.stringify({ copiedFrom: f.file_id }),
        sha256: f.sha256,
      })
      .execute()
      .catch(async (err) => {
        await storage.delete(key).catch(() => undefined);
        throw err;
      });
    copied.push({ fileId, fileName: f.file_name, fileBusinessType: f.file_business_type, fileSize: size, copiedFrom: f.file_id, uploadTime: now.toISOString() });
  }
  return { businessId: second.quotation_id, copied };
}
