// CA certificates of a supplier (issue 15): registered and revoked by the buyer, listed and unbound
// by the supplier. Unbinding is audited and safe to repeat; another supplier's serial is "not found".
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { boundedTotal } from '../../platform/pager';
import { checkInput } from '../source-admin/input-check';
import { centreRefusal } from './messages';
import { registerCaBody, revokeCaBody } from './schemas';
import { centreDb } from './tables';
import type { Payer } from '../payments/service';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const COLUMNS = ['ca_sn', 'supplier_id', 'holder', 'issuer', 'valid_from', 'valid_to', 'bound', 'bound_at', 'unbound_at', 'revoked_at', 'registered_at'] as const;
type CaRow = { ca_sn: string; supplier_id: string; holder: string; issuer: string; valid_from: Date | string; valid_to: Date | string; bound: boolean; bound_at: Date | string | null; unbound_at: Date | string | null; revoked_at: Date | string | null; registered_at: Date | string };

function caRecord(r: CaRow, now: Date) {
  const expired = new Date(r.valid_to).getTime() <= now.getTime();
  return {
    caSn: r.ca_sn,
    holder: r.holder,
    issuer: r.issuer,
    validFrom: iso(r.valid_from),
    validTo: iso(r.valid_to),
    bound: r.bound,
    /** 'bound' | 'unbound' | 'revoked' | 'expired' (revoked and expired win over the binding). */
    state: r.revoked_at ? 'revoked' : expired ? 'expired' : r.bound ? 'bound' : 'unbound',
    boundAt: iso(r.bound_at),
    unboundAt: iso(r.unbound_at),
    revokedAt: iso(r.revoked_at),
  };
}

export async function listCertificates(ctx: AppContext, supplierId: string, paging: Paging) {
  const base = centreDb(ctx.db).selectFrom('supplier_ca').where('supplier_id', '=', supplierId);
  const [rows, counted] = await Promise.all([
    base.select(COLUMNS).orderBy('bound', 'desc').orderBy('valid_to', 'desc').orderBy('ca_sn', 'asc').offset(paging.offset).limit(paging.size).execute(),
    boundedTotal(ctx.db, base),
  ]);
  const now = ctx.clock.now();
  return { records: rows.map((r) => caRecord(r as CaRow, now)), ...counted };
}

/** Unbinds one of the supplier's certificates; an unbound one stays as it is (no second audit entry). */
export async function unbindCertificate(ctx: AppContext, supplierId: string, caSn: string, by: Payer) {
  return ctx.db.transaction().execute(async (trx) => {
    const cdb = centreDb(trx);
    const row = await cdb.selectFrom('supplier_ca').select(COLUMNS).where('ca_sn', '=', caSn).where('supplier_id', '=', supplierId).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const now = ctx.clock.now();
    if (!row.bound) return { ...caRecord(row as CaRow, now), changed: false };
    await cdb.updateTable('supplier_ca').set({ bound: false, unbound_at: now, unbound_by: `${by.kind}:${by.id}` }).where('ca_sn', '=', caSn).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'ca.unbind', target: `ca:${caSn}`, detail: { supplierId } });
    return { ...caRecord({ ...(row as CaRow), bound: false, unbound_at: now }, now), changed: true };
  });
}

export async function registerCertificate(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ supplierId: string; caSn: string; holder: string; issuer: string; validFrom: string; validTo: string; bound?: boolean }>(registerCaBody, raw);
  const from = new Date(input.validFrom);
  const to = new Date(input.validTo);
  if (from.getTime() > to.getTime()) throw centreRefusal(400, 'datesOutOfOrder');
  const cdb = centreDb(ctx.db);
  if (!(await cdb.selectFrom('supplier').select('supplier_id').where('supplier_id', '=', input.supplierId).executeTakeFirst())) throw centreRefusal(400, 'unknownSupplier', { supplierId: input.supplierId });
  const now = ctx.clock.now();
  const bound = input.bound ?? true;
  return ctx.db.transaction().execute(async (trx) => {
    const made = await centreDb(trx)
      .insertInto('supplier_ca')
      .values({ ca_sn: input.caSn, supplier_id: input.supplierId, holder: input.holder.trim(), issuer: input.issuer.trim(), valid_from: from, valid_to: to, bound, bound_at: bound ? now : null, registered_by: `${by.kind}:${by.id}`, registered_at: now })
      .onConflict((oc) => oc.column('ca_sn').doNothing())
      .returning('ca_sn')
      .executeTakeFirst();
    if (!made) throw centreRefusal(409, 'caSnTaken', { caSn: input.caSn });
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'ca.register', target: `ca:${input.caSn}`, detail: { supplierId: input.supplierId, holder: input.holder, issuer: input.issuer } });
    const row = await centreDb(trx).selectFrom('supplier_ca').select(COLUMNS).where('ca_sn', '=', input.caSn).executeTakeFirstOrThrow();
    return { supplierId: input.supplierId, ...caRecord(row as CaRow, now) };
  });
}

/** Revokes a certificate (it is unbound with it); revoking again changes nothing. */
export async function revokeCertificate(ctx: AppContext, raw: unknown, by: Payer) {
  const { caSn } = checkInput<{ caSn: string }>(revokeCaBody, raw);
  return ctx.db.transaction().execute(async (trx) => {
    const cdb = centreDb(trx);
    const row = await cdb.selectFrom('supplier_ca').select(COLUMNS).where('ca_sn', '=', caSn).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const now = ctx.clock.now();
    if (row.revoked_at) return { supplierId: row.supplier_id, ...caRecord(row as CaRow, now), changed: false };
    await cdb.updateTable('supplier_ca').set({ revoked_at: now, bound: false, unbound_at: row.bound ? now : row.unbound_at, unbound_by: row.bound ? `${by.kind}:${by.id}` : undefined }).where('ca_sn', '=', caSn).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'ca.revoke', target: `ca:${caSn}`, detail: { supplierId: row.supplier_id } });
    return { supplierId: row.supplier_id, ...caRecord({ ...(row as CaRow), revoked_at: now, bound: false }, now), changed: true };
  });
}
