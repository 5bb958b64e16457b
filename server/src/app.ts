// Builds the Fastify instance from plugins. No business logic lives here: only wiring, the reply
// envelope for errors and the request-level rules every route shares.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { SERVER_TIME_HEADER } from '@portal/shared/core';
import { endConnectionsOnClose } from './platform/graceful-close';
import type { AppContext } from './platform/context';
import { AppError, invalid } from './platform/errors';
import { serverMessage } from './platform/messages';
import { describeDbError, isDataException, isDatabaseUnavailable } from './db/unavailable';
import { requestLanguage } from './platform/language';
import { fail } from './platform/envelope';
import { genReqId, loggerOptions } from './platform/logger';
import { mergeQueryIntoBody } from './platform/params';
import { guardInput } from './platform/input-guard';
import { recordRoutes } from './platform/route-table';
import { securityHeaders } from './platform/security-headers';
import { validationRefusal } from './platform/validation';
import { staticRoutes } from './platform/static';
import { routeGroup } from './platform/route-group';
import { authGuard } from './modules/session/guard';
import { loginRoutes } from './modules/login/routes';
import { accountRecoveryRoutes } from './modules/account-recovery/routes';
import { registrationRoutes } from './modules/registration/routes';
import { qrRoutes } from './modules/login/qr-routes';
import { healthRoutes } from './modules/health/routes';
import { noticeRoutes } from './modules/notices/routes';
import { sourcingRoutes } from './modules/sourcing/routes';
import { quotationRoutes } from './modules/quotation/routes';
import { quotationExcelRoutes } from './modules/quotation-excel/routes';
import { supplierNoticeRoutes } from './modules/supplier-notices/routes';
import { contractRoutes } from './modules/contracts/routes';
import { fileRoutes } from './modules/files/routes';
import { linkRoutes } from './modules/links/routes';
import { puzzleRoutes } from './modules/puzzle/routes';
import { searchRoutes } from './modules/search/routes';
import { sessionRoutes } from './modules/session/routes';
import { OPERATOR_PREFIX, approvalRoutes } from './modules/approvals/routes';
import { supplierChangeRoutes } from './modules/supplier-changes/routes';
import { codeRoutes } from './modules/codes/routes';
import { supplierRegistrationRoutes } from './modules/supplier-registration/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { sourceAdminRoutes } from './modules/source-admin/routes';
import { questionRoutes } from './modules/questions/routes';
import { supplierCentreRoutes } from './modules/supplier-centre/routes';
import { supplierCentreOperatorRoutes } from './modules/supplier-centre/operator-routes';
import { lazyValidatorFactory } from './platform/lazy-validators';
import { installMetrics } from './platform/metrics';
import { releaseHealthOperatorRoutes, releaseHealthRoutes } from './modules/release-health/routes';
import { openApi } from './platform/openapi';

/** How Ajv reads every route's schemas (also what fuzz.api.test.ts compiles them with). */
export const AJV_OPTIONS = { customOptions: { coerceTypes: 'array' as const, removeAdditional: false, allErrors: false, allowUnionTypes: true } };

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel),
    genReqId,
    requestIdHeader: false,
    disableRequestLogging: false,
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } },
    bodyLimit: 1024 * 1024,
    // Behind a TLS-terminating proxy: the client's address (rate limits) and protocol (HSTS).
    trustProxy: ctx.config.trustProxyHops > 0 ? ctx.config.trustProxyHops : false,
  });

  endConnectionsOnClose(app);
  // First, so that every route below is recorded and gets bounded schemas.
  recordRoutes(app, () => app.requireUser);
  // Before the routes: its hooks time every request by route pattern (platform/metrics.ts).
  await installMetrics(app, ctx);
  await securityHeaders(app, { devRemotes: ctx.config.devRemotes });
  // Before the routes: @fastify/swagger collects them as they are registered (platform/openapi.ts).
  await openApi(app);
  await app.register(formbody);
  // The client sends most POST data as query parameters, sometimes with a JSON content type and an
  // empty body; Fastify's default parser refuses that. Treat an empty JSON body as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalid('invalidJson'), undefined);
    }
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // The pages judge deadlines by the server's clock (which a demo or test may have moved).
    reply.header(SERVER_TIME_HEADER, String(ctx.clock.now().getTime()));
  });
  app.addHook('preValidation', mergeQueryIntoBody);
  app.addHook('preValidation', guardInput);

  // Every refusal is worded in the request's language (content-lang; zh-CN when absent).
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const lang = requestLanguage(req.headers);
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'service failure');
      return reply.code(err.status).send(fail(err.messageIn(lang)));
    }
    if (err.validation) return reply.code(400).send(fail(validationRefusal(err.validation, err.validationContext).messageIn(lang)));
    if (isDatabaseUnavailable(err)) {
      req.log.warn(`database unavailable: ${describeDbError(err)}`);
      return reply.code(503).header('Retry-After', '5').send(fail(serverMessage('serviceUnavailable', lang)));
    }
    // The database refusing a value (out of range, not a date, bad text) means the input was bad
    // and a schema let it through: a 400, logged so the schema can be tightened.
    if (isDataException(err)) {
      req.log.warn({ err }, 'database refused an input value');
      return reply.code(400).send(fail(serverMessage('paramInvalid', lang, { field: 'request' })));
    }
    // Fastify's own client errors (wrong content type, body too large) carry a 4xx.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(fail(err.statusCode === 429 ? serverMessage('tooFrequent', lang) : serverMessage('requestRefused', lang, { status: err.statusCode })));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail(serverMessage('unknown', lang)));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
  });

  authGuard(app, ctx);
  await app.register(routeGroup(healthRoutes, ctx));
  await app.register(routeGroup(loginRoutes, ctx));
  await app.register(routeGroup(accountRecoveryRoutes, ctx));
  await app.register(routeGroup(registrationRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(qrRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(noticeRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(sourcingRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(quotationRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(quotationExcelRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(supplierNoticeRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(contractRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(fileRoutes, ctx));
  await app.register(routeGroup(linkRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(puzzleRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(searchRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(supplierRegistrationRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(catalogueRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(supplierChangeRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(codeRoutes, ctx), { prefix: '/isp/portal' });
  await app.register(routeGroup(approvalRoutes, ctx), { prefix: OPERATOR_PREFIX });
  await app.register(routeGroup(sourceAdminRoutes, ctx), { prefix: OPERATOR_PREFIX });
  // Questions, clarifications and objections: the supplier's (/isp/portal) and the buyer's (/isp/operator) calls.
  await app.register(routeGroup(questionRoutes, ctx));
  // Supplier centre (to-do, CA, fees and payment, documents; issue 15): the supplier's calls and the buyer's.
  await app.register(routeGroup(supplierCentreRoutes, ctx));
  await app.register(routeGroup(supplierCentreOperatorRoutes, ctx), { prefix: OPERATOR_PREFIX });
  await app.register(routeGroup(releaseHealthRoutes, ctx));
  await app.register(routeGroup(releaseHealthOperatorRoutes, ctx), { prefix: OPERATOR_PREFIX });
  await app.register(routeGroup(sessionRoutes, ctx));
  await app.register(routeGroup(staticRoutes, ctx));
  return app;
}
