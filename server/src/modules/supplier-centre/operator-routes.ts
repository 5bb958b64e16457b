// The buyer's side of issue 15 under /isp/operator (operator token; every other token 403 before
// the body is read, none 401): contracts from awarded sources, delivery notes and their log, frame
// agreements, notices to one or all suppliers, CA certificates, fees, settling simulator orders,
// shared documents, qualification files' validity. Every change is audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import * as contracts from '../contracts/buyer';
import type { Payer } from '../payments/service';
import { registerCertificate, revokeCertificate } from './ca';
import { shareDocument } from './documents';
import { postNotice, raiseFeeChecked, setFileValidity, settleOrderChecked } from './buyer';
import * as s from './schemas';

const operatorOf = (req: FastifyRequest): Payer => ({ kind: 'operator', id: currentUser(req).userId });

export async function supplierCentreOperatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const preValidation = app.requireOperator;
  const route = (path: string, schema: object, run: (ctx: AppContext, body: unknown, by: Payer) => Promise<unknown>) =>
    app.post<{ Body: unknown }>(path, { preValidation, schema: { body: schema } }, async (req) => ok(await run(ctx, req.body, operatorOf(req))));

  // What each may touch (issue 34). Every one is audited; none reads a quotation or its files.
  // A contract only for an awarded supplier of an awarded source (the opened total is then public).
  route('/contract/createFromAward', s.createContractBody, contracts.createContractFromAward);
  // A contract's status; answers the contract.
  route('/contract/setStatus', s.setContractStatusBody, contracts.setContractStatus);
  // Delivery notes of an existing contract, and their log.
  route('/deliveryNote/create', s.createDeliveryNoteBody, contracts.createDeliveryNote);
  route('/deliveryNote/addLog', s.deliveryLogBody, contracts.addDeliveryLog);
  // A frame agreement for an existing supplier.
  route('/frameAgreement/create', s.createFrameAgreementBody, contracts.createFrameAgreement);
  // A notice to one existing supplier or to all.
  route('/supplierNotice/post', s.postNoticeBody, postNotice);
  // CA certificates of an existing supplier.
  route('/ca/register', s.registerCaBody, registerCertificate);
  route('/ca/revoke', s.revokeCaBody, revokeCertificate);
  // Membership fees, and settling the payment simulator's orders.
  route('/fee/raise', s.raiseFeeBody, raiseFeeChecked);
  route('/pay/settle', s.settleOrderBody, settleOrderChecked);
  // A document the operator uploads itself, to one supplier, a contract's supplier or all.
  route('/document/share', s.shareDocumentBody, shareDocument);
  // Qualification files (ISP..) of approved suppliers only; any other file is 'not found', unnamed.
  route('/file/setValidity', s.fileValidityBody, setFileValidity);

  // Contracts, of one supplier or all.
  app.post<{ Body: { page?: number | string; pageSize?: number | string; supplierId?: string } }>('/contract/list', { preValidation, schema: { body: s.operatorListBody } }, async (req) => {
    const p = parsePaging(req.body?.page, req.body?.pageSize, undefined, 20);
    return ok(await contracts.operatorContracts(ctx, { supplierId: req.body?.supplierId, offset: p.offset, limit: p.size }));
  });
}
