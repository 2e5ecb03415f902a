import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
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
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.js';
import { requestIdMixin } from './lib/request-log.js';
import { createContext, type AppContext } from './context.js';
import {
  createMailer,
  createMailTransport,
  requeueMailTask,
  sendMailTask,
} from './modules/mail/index.js';
import { createMiaEngine, builtinAssistant, miaRoutes } from './modules/mia/index.js';
import contextPlugin from './plugins/context.js';
import requestContextPlugin from './plugins/request-context.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import bodyLimitPlugin from './plugins/body-limit.js';
import securityPlugin from './plugins/security.js';
import compressionPlugin from './plugins/compression.js';
import docsPlugin from './plugins/docs.js';
import authPlugin from './plugins/auth.js';
import webPlugin from './plugins/web.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import { realtimePlugin, realtimeRoutes } from './modules/realtime/index.js';
import metricsPlugin from './plugins/metrics.js';
import jobsPlugin from './plugins/jobs.js';
import type { JobTask } from './lib/jobs.js';
import {
  renewalsTask,
  orphanOrdersTask,
  checkoutExpiryTask,
  activityCheckoutRoutes,
  activityRefundRoutes,
  receiptRoutes,
  payoutsTask,
  paymentPlanInstalmentsTask,
  paymentPlanRoutes,
  paymentConnectRoutes,
  adminCouponRoutes,
  adminMoneyRoutes,
  packageRoutes,
  parentPaymentRoutes,
  payoutRoutes,
} from './modules/payments/index.js';
import { waitlistOfferExpiryTask, waitlistRoutes } from './modules/waitlist/index.js';
import { reminderRoutes, remindersTask } from './modules/reminders/index.js';
import { healthRoutes } from './modules/health/index.js';
import { appConfigRoutes } from './modules/app-config/index.js';
import { devMailboxRoutes } from './modules/dev-mailbox/index.js';
import { authRoutes } from './modules/auth/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { newsletterRoutes } from './modules/newsletter/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { uploadRoutes } from './modules/uploads/index.js';
import { waiverRoutes } from './modules/waivers/index.js';
import { attendanceRoutes } from './modules/attendance/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { reportRoutes } from './modules/reports/index.js';
import {
  specialistItineraryRoutes,
  parentItineraryRoutes,
  friendsItineraryRoutes,
  parentCalendarRoutes,
  specialistDashboardRoutes,
} from './modules/itineraries/index.js';
import {
  adminTaxonomyRoutes,
  directorActivityRoutes,
  directorImportRoutes,
  directorProgramRoutes,
  searchWordsTask,
  specialistCatalogRoutes,
  specialistDetailRoutes,
} from './modules/catalog/index.js';
import {
  adminProviderRoutes,
  directorOnboardingRoutes,
  directorOrderRoutes,
  directorProfileRoutes,
  providerStandingRoutes,
  providerTerminationTask,
} from './modules/providers/index.js';
import {
  adminFamilyRoutes,
  parentAccountRoutes,
  dataKeyRotationTask,
  parentChildrenRoutes,
  specialistParentRoutes,
  staffChildrenRoutes,
} from './modules/families/index.js';
import { parentQuestionnaireRoutes } from './modules/questionnaires/index.js';
import { adminStaffRoutes } from './modules/staff/index.js';

export interface BuildAppOptions {
  config: Config;
  dbHandle: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Override parts of the context (tests: clock, mail transport). */
  context?: (ctx: AppContext) => AppContext;
  /**
   * Run jobs in this process: the config's RUN_JOBS unless given (tests leave it off and call
   * the jobs' functions themselves).
   */
  runJobs?: boolean;
  /** Only these tasks' identifiers (tests that start a worker for one job). */
  jobTasks?: readonly string[];
}

/** Every job the product runs: the mail sends and the periodic tasks. */
export const JOB_TASKS: readonly JobTask[] = [
  sendMailTask,
  requeueMailTask,
  renewalsTask,
  orphanOrdersTask,
  checkoutExpiryTask,
  waitlistOfferExpiryTask,
  searchWordsTask,
  payoutsTask,
  paymentPlanInstalmentsTask,
  providerTerminationTask,
  remindersTask,
  dataKeyRotationTask,
];

/** Tokens in a query string (the websocket's GET /cable?token=) must not reach the logs. */
export const redactQueryTokens = (url: string) =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** The app's logger: request ids on every line of a request, and tokens kept out of urls. */
function withRequestIdsAndRedactedUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    mixin: requestIdMixin,
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

/**
 * Every module's routes, registered in this order (after the plugins that hook routes), which is
 * also the OpenAPI document's order.
 */
const ROUTE_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  appConfigRoutes,
  devMailboxRoutes,
  authRoutes,
  directorProfileRoutes,
  captchaRoutes,
  newsletterRoutes,
  contactRoutes,
  parentQuestionnaireRoutes,
  directorActivityRoutes,
  directorProgramRoutes,
  uploadRoutes,
  waiverRoutes,
  attendanceRoutes,
  directorOrderRoutes,
  directorOnboardingRoutes,
  adminProviderRoutes,
  providerStandingRoutes,
  auditRoutes,
  adminStaffRoutes,
  adminFamilyRoutes,
  adminTaxonomyRoutes,
  adminCouponRoutes,
  adminMoneyRoutes,
  reportRoutes,
  paymentConnectRoutes,
  packageRoutes,
  parentPaymentRoutes,
  activityCheckoutRoutes,
  paymentPlanRoutes,
  waitlistRoutes,
  activityRefundRoutes,
  receiptRoutes,
  directorImportRoutes,
  specialistCatalogRoutes,
  specialistDashboardRoutes,
  parentAccountRoutes,
  specialistItineraryRoutes,
  specialistDetailRoutes,
  friendsItineraryRoutes,
  parentCalendarRoutes,
  reminderRoutes,
  specialistParentRoutes,
  parentChildrenRoutes,
  staffChildrenRoutes,
  payoutRoutes,
  parentItineraryRoutes,
  miaRoutes,
  realtimeRoutes,
];

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRequestIdsAndRedactedUrls(opts.logger ?? { level: opts.config.LOG_LEVEL }),
    // Request ids: honour the load balancer's, otherwise make one; every log line carries it.
    genReqId: requestIdOf,
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
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const base = createContext(opts.config, opts.dbHandle, app.log, {
    mail: createMailer(createMailTransport(opts.config)),
    mia: createMiaEngine(opts.config, () => builtinAssistant),
  });
  const ctx = opts.context ? opts.context(base) : base;
  await app.register(contextPlugin, { ctx });
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyLimitPlugin);
  await app.register(securityPlugin);
  // Before any route: it hooks routes as they are added.
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  // Before any route module: it hooks routes as they are added.
  await app.register(rateLimitPlugin, {
    redisUrl: opts.config.REDIS_URL,
    nameSpace: `${opts.config.REDIS_PREFIX}rate-limit:`,
    scale: opts.config.RATE_LIMIT_SCALE,
  });
  await app.register(realtimePlugin);
  // Before any route module: it times the routes' requests.
  await app.register(metricsPlugin);
  await app.register(jobsPlugin, {
    enabled: opts.runJobs ?? opts.config.RUN_JOBS,
    tasks: opts.jobTasks
      ? JOB_TASKS.filter((task) => opts.jobTasks!.includes(task.identifier))
      : JOB_TASKS,
  });

  for (const routes of ROUTE_MODULES) await app.register(routes);

  await app.register(webPlugin);
  await app.ready();
  return app;
}
