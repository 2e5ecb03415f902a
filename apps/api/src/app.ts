import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { createContext, type AppContext } from './context.js';
import contextPlugin from './plugins/context.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import compressionPlugin from './plugins/compression.js';
import docsPlugin from './plugins/docs.js';
import authPlugin from './plugins/auth.js';
import webPlugin from './plugins/web.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import realtimePlugin from './modules/realtime/plugin.js';
import mailWorkerPlugin from './modules/mail/worker-plugin.js';
import renewalWorkerPlugin from './modules/parent-payments/renewal-worker.js';
import orphanOrdersWorkerPlugin from './modules/parent-payments/orphan-orders-worker.js';
import checkoutExpiryWorkerPlugin from './modules/activity-checkout/expiry-worker.js';
import { activityCheckoutRoutes } from './modules/activity-checkout/routes.js';
import waitlistOfferExpiryWorkerPlugin from './modules/waitlist/offer-expiry-worker.js';
import { waitlistRoutes } from './modules/waitlist/routes.js';
import { activityRefundRoutes } from './modules/activity-refunds/routes.js';
import payoutsWorkerPlugin from './modules/payouts/worker-plugin.js';
import paymentPlansWorkerPlugin from './modules/payment-plans/worker-plugin.js';
import { paymentPlanRoutes } from './modules/payment-plans/routes.js';
import searchWordsWorkerPlugin from './modules/specialist-catalog/search-words-worker.js';
import { healthRoutes } from './modules/health/routes.js';
import { appConfigRoutes } from './modules/app-config/routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { parentQuestionnaireRoutes } from './modules/parent-questionnaires/routes.js';
import { directorOrderRoutes } from './modules/director-orders/routes.js';
import { directorActivityRoutes } from './modules/director-activities/routes.js';
import { directorProgramRoutes } from './modules/director-programs/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { directorOnboardingRoutes } from './modules/director-onboarding/routes.js';
import { adminProviderRoutes } from './modules/admin-providers/routes.js';
import { paymentConnectRoutes } from './modules/payment-connect/routes.js';
import { packageRoutes } from './modules/packages/routes.js';
import { parentPaymentRoutes } from './modules/parent-payments/routes.js';
import { directorImportRoutes } from './modules/director-imports/routes.js';
import { specialistCatalogRoutes } from './modules/specialist-catalog/routes.js';
import { specialistDashboardRoutes } from './modules/specialist-dashboard/routes.js';
import { parentAccountRoutes } from './modules/parent-account/routes.js';
import { specialistItineraryRoutes } from './modules/specialist-itineraries/routes.js';
import { specialistDetailRoutes } from './modules/specialist-details/routes.js';
import { parentItineraryRoutes } from './modules/parent-itineraries/routes.js';
import { realtimeRoutes } from './modules/realtime/routes.js';
import { friendsItineraryRoutes } from './modules/friends-itineraries/routes.js';
import { parentCalendarRoutes } from './modules/parent-calendar/routes.js';
import { specialistParentRoutes } from './modules/specialist-parents/routes.js';
import { payoutRoutes } from './modules/payouts/routes.js';
import { miaRoutes } from './modules/mia/routes.js';

export interface BuildAppOptions {
  config: Config;
  dbHandle: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Override parts of the context (tests: clock, mail transport). */
  context?: (ctx: AppContext) => AppContext;
  /** Run the e-mail outbox worker in this process (the server does; tests call deliverPending). */
  mailWorker?: boolean;
  /** Run the local provider's subscription renewal job (the server does; tests call runRenewals). */
  renewalWorker?: boolean;
  /** Resolve orphaned draft orders at start-up and once a minute (the server does; tests call resolveOrphanOrders). */
  orphanOrdersWorker?: boolean;
  /** End the holds of expired checkouts once a minute (the server does; tests call expireDueCheckouts). */
  checkoutExpiryWorker?: boolean;
  /** End waitlist offers past their 24 hours once a minute (the server does; tests call expireDueOffers). */
  waitlistOfferWorker?: boolean;
  /** The built-in provider's daily rolling payout job (decision 0061). */
  payoutsWorker?: boolean;
  /** Charge the payment plans' due instalments (decision 0065; tests call chargeDueInstalments). */
  paymentPlansWorker?: boolean;
  /** Rebuild the catalog search's typo dictionary periodically (the server does; tests call refreshSearchWords). */
  searchWordsWorker?: boolean;
}

/** Tokens in a query string (the websocket's GET /cable?token=) must not reach the logs. */
export const redactQueryTokens = (url: string) =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: {
      // Fastify's own request serializer, with the url redacted.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactQueryTokens(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      ...logger.serializers,
    },
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedUrls(opts.logger ?? { level: opts.config.LOG_LEVEL }),
    // Request ids: honour the load balancer's, otherwise make one; every log line carries it.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors found before a route or hook runs answer in the documented shape too (0031).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const base = createContext(opts.config, opts.dbHandle, app.log);
  const ctx = opts.context ? opts.context(base) : base;
  await app.register(contextPlugin, { ctx });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before any route: it hooks routes as they are added.
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  // Before any route module: it hooks routes as they are added.
  await app.register(rateLimitPlugin, {
    redisUrl: opts.config.REDIS_URL,
    scale: opts.config.RATE_LIMIT_SCALE,
  });
  await app.register(realtimePlugin);
  await app.register(mailWorkerPlugin, { enabled: opts.mailWorker ?? false });
  await app.register(renewalWorkerPlugin, { enabled: opts.renewalWorker ?? false });
  await app.register(orphanOrdersWorkerPlugin, { enabled: opts.orphanOrdersWorker ?? false });
  await app.register(checkoutExpiryWorkerPlugin, { enabled: opts.checkoutExpiryWorker ?? false });
  await app.register(waitlistOfferExpiryWorkerPlugin, {
    enabled: opts.waitlistOfferWorker ?? false,
  });
  await app.register(searchWordsWorkerPlugin, { enabled: opts.searchWordsWorker ?? false });
  await app.register(payoutsWorkerPlugin, { enabled: opts.payoutsWorker ?? false });
  await app.register(paymentPlansWorkerPlugin, { enabled: opts.paymentPlansWorker ?? false });

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(devMailboxRoutes);
  await app.register(authRoutes);
  await app.register(captchaRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(parentQuestionnaireRoutes);

  await app.register(directorActivityRoutes);
  await app.register(directorProgramRoutes);
  await app.register(uploadRoutes);
  await app.register(directorOrderRoutes);
  await app.register(directorOnboardingRoutes);
  await app.register(adminProviderRoutes);
  await app.register(paymentConnectRoutes);
  await app.register(packageRoutes);
  await app.register(parentPaymentRoutes);
  await app.register(activityCheckoutRoutes);
  await app.register(paymentPlanRoutes);
  await app.register(waitlistRoutes);
  await app.register(activityRefundRoutes);
  await app.register(directorImportRoutes);
  await app.register(specialistCatalogRoutes);
  await app.register(specialistDashboardRoutes);
  await app.register(parentAccountRoutes);
  await app.register(specialistItineraryRoutes);
  await app.register(specialistDetailRoutes);
  await app.register(friendsItineraryRoutes);
  await app.register(parentCalendarRoutes);
  await app.register(specialistParentRoutes);
  await app.register(payoutRoutes);
  await app.register(parentItineraryRoutes);
  await app.register(miaRoutes);
  await app.register(realtimeRoutes);

  await app.register(webPlugin);
  await app.ready();
  return app;
}
