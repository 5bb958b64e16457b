// What a contract, a delivery note and a frame agreement look like on the wire: every field of
// spec 02 §3's Contract and Delivery note. Money and quantities are strings (exact decimals; the
// client formats them, VND with 0 decimals); times ISO 8601 UTC.
const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());
const dec = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));

type Row = Record<string, any>;

export function contractRecord(r: Row) {
  return {
    contractId: r.contract_id,
    contractNum: r.contract_num,
    contractName: r.contract_name,
    status: r.status,
    contractType: r.contract_type ?? null,
    supplierId: r.supplier_id,
    partyAName: r.party_a_name,
    partyAContact: r.party_a_contact ?? null,
    partyAPhone: r.party_a_phone ?? null,
    partyBName: r.party_b_name,
    partyBContact: r.party_b_contact ?? null,
    partyBPhone: r.party_b_phone ?? null,
    signedAmount: dec(r.signed_amount),
    totalAmount: dec(r.total_amount ?? r.signed_amount),
    currency: r.currency,
    signDate: iso(r.sign_date),
    predictedArrival: iso(r.predicted_arrival),
    storageDate: iso(r.storage_date),
    receivedQuantity: dec(r.received_quantity),
    arrivalAddress: r.arrival_address ?? null,
    invoiceAddress: r.invoice_address ?? null,
    sourceId: r.source_id ?? null,
    sourceNum: r.source_num ?? null,
    sourceTitle: r.source_title ?? null,
    frameAgreementId: r.frame_agreement_id ?? null,
    remark: r.remark ?? null,
    createdAt: iso(r.created_at),
    ...(r.note_count !== undefined ? { deliveryNoteCount: Number(r.note_count) } : {}),
  };
}

export function deliveryNoteRecord(r: Row) {
  return {
    noteId: r.note_id,
    noteCode: r.note_code,
    title: r.title,
    contractId: r.contract_id,
    contractNum: r.contract_num ?? null,
    contractName: r.contract_name ?? null,
    orderNum: r.order_num,
    paperDocNum: r.paper_doc_num,
    shipTime: iso(r.ship_time),
    confirmTime: iso(r.confirm_time),
    acceptanceStatus: r.acceptance_status,
    shipToAddress: r.ship_to_address,
    courierNum: r.courier_num,
    operator: r.operator,
    shippedQuantity: dec(r.shipped_quantity),
    currentQuantity: dec(r.current_quantity),
    createdAt: iso(r.created_at),
  };
}

export const logRecord = (r: Row) => ({ id: r.id, at: iso(r.at), operator: r.operator, action: r.action, remark: r.remark });

export function frameAgreementRecord(r: Row) {
  return {
    agreementId: r.agreement_id,
    agreementNum: r.agreement_num,
    title: r.title,
    supplierId: r.supplier_id,
    partyAName: r.party_a_name,
    partyBName: r.supplier_name ?? null,
    status: r.status,
    currency: r.currency,
    totalAmount: dec(r.total_amount),
    signDate: iso(r.sign_date),
    validFrom: iso(r.valid_from),
    validTo: iso(r.valid_to),
    remark: r.remark,
    createdAt: iso(r.created_at),
    ...(r.line_count !== undefined ? { lineCount: Number(r.line_count) } : {}),
  };
}

export const frameLineRecord = (r: Row) => ({
  lineNo: r.line_no,
  itemCode: r.item_code,
  description: r.description,
  specification: r.specification,
  unit: r.unit,
  unitPrice: dec(r.unit_price),
  taxRate: dec(r.tax_rate),
  quantity: dec(r.quantity),
});
