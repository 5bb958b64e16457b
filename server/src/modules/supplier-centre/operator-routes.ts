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

  route('/contract/createFromAward', s.createContractBody, contracts.createContractFromAward);
  route('/contract/setStatus', s.setContractStatusBody, contracts.setContractStatus);
  route('/deliveryNote/create', s.createDeliveryNoteBody, contracts.createDeliveryNote);
  route('/deliveryNote/addLog', s.deliveryLogBody, contracts.addDeliveryLog);
  route('/frameAgreement/create', s.createFrameAgreementBody, contracts.createFrameAgreement);
  route('/supplierNotice/post', s.postNoticeBody, postNotice);
  route('/ca/register', s.registerCaBody, registerCertificate);
  route('/ca/revoke', s.revokeCaBody, revokeCertificate);
  route('/fee/raise', s.raiseFeeBody, raiseFeeChecked);
  route('/pay/settle', s.settleOrderBody, settleOrderChecked);
  route('/document/share', s.shareDocumentBody, shareDocument);
  route('/file/setValidity', s.fileValidityBody, setFileValidity);

  app.post<{ Body: { page?: number | string; pageSize?: number | string; supplierId?: string } }>('/contract/list', { preValidation, schema: { body: s.operatorListBody } }, async (req) => {
    const p = parsePaging(req.body?.page, req.body?.pageSize, undefined, 20);
    return ok(await contracts.operatorContracts(ctx, { supplierId: req.body?.supplierId, offset: p.offset, limit: p.size }));
  });
}
