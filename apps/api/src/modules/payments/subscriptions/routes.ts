import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, recordId } from '../../../lib/record-id.js';
import { couponCheckSchema } from '@camp/shared/coupon';
import {
  couponCheckResponseSchema,
  currentSubscriptionResponseSchema,
  localCardSchema,
  parentOrderResponseSchema,
  parentOrdersResponseSchema,
  paymentMethodSchema,
  subscriptionRequestSchema,
  subscriptionResponseSchema,
} from '@camp/shared/payment';
import { currentToken, currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import { ORDER_NOT_FOUND } from './refusals.js';
import { checkCoupon } from './use-cases/check-coupon.js';
import { createLocalPaymentMethod } from './use-cases/create-local-payment-method.js';
import { currentSubscription } from './use-cases/current-subscription.js';
import { getOrder, listOrders } from './use-cases/parent-orders.js';
import { subscribe } from './use-cases/subscribe.js';

/** Parent packages: coupon check, local cards, subscribing, and the parent's orders. */
export async function parentPaymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');
  const confirmedParent = app.requireConfirmed('Parent');

  app.post(
    '/api/v1/payment/coupons',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Check a coupon code against a price (and optionally a plan)',
        description:
          '`plan` (a package name) is optional; without it a plan-limited code is checked against the plans sold at `price`. Every refusal is 422 with COUPON_INVALID on `promocode` and `_base`. `discount_amount` is the face value (percent, or dollars for fixed); `recalculated_price` the first charge in dollars.',
        body: couponCheckSchema,
        response: { 200: couponCheckResponseSchema },
      },
    },
    async (request) => checkCoupon(app.ctx, currentUser(request).id, request.body),
  );

  app.post(
    '/api/v1/payment/local/payment_methods',
    {
      preHandler: confirmedParent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Built-in provider: save a card, answer its opaque id',
        description:
          'Only without Stripe keys (404 otherwise). Checked as Stripe’s card element does; a problem is 422 under number, exp_month, exp_year or cvc. Only brand and last four digits are kept. Stripe’s test numbers: 4242… pays, …0002 declined, …9995 insufficient funds, …0069 expired, …0341 accepted but renewals declined.',
        body: localCardSchema,
        response: { 201: paymentMethodSchema },
      },
    },
    async (request, reply) => {
      const method = await createLocalPaymentMethod(app.ctx, currentUser(request).id, request.body);
      return reply.status(201).send(method);
    },
  );

  app.post(
    '/api/v1/payment/subscriptions',
    {
      preHandler: confirmedParent,
      config: { rateLimit: RATE_LIMITS.payment },
      schema: {
        tags: ['payments'],
        summary: 'Buy a package: one charge (one_time) or a renewing subscription',
        description:
          'Answers the order, the subscription (null for one_time) and the updated session. A refused card is 402 with `_base` "Payment failed. <reason>" and leaves a payment_failed order; another parent’s or an unknown payment method is 404; a paid Premium parent, the one-time package bought already, or a payment already running is 409 (one payment per parent at a time; each attempt has its own idempotency key); an unusable promocode, or one whose uses are all taken or held by running payments, is 422; 502 when the provider cannot be reached.',
        body: subscriptionRequestSchema,
        response: { 201: subscriptionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribe(
        app.ctx,
        currentUser(request),
        currentToken(request),
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/v1/payment/orders',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'The parent’s package orders, newest first',
        response: { 200: parentOrdersResponseSchema },
      },
    },
    async (request) => listOrders(app.ctx, currentUser(request).id),
  );

  app.get(
    '/api/v1/payment/orders/:id',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'One of the parent’s package orders (another parent’s answers 404)',
        params: idParams,
        response: { 200: parentOrderResponseSchema },
      },
    },
    async (request) =>
      getOrder(app.ctx, currentUser(request).id, recordId(request.params.id, ORDER_NOT_FOUND)),
  );

  app.get(
    '/api/v1/payment/subscription',
    {
      preHandler: parent,
      schema: {
        tags: ['payments'],
        summary: 'The parent’s newest subscription (renewal state), or null',
        response: { 200: currentSubscriptionResponseSchema },
      },
    },
    async (request) => currentSubscription(app.ctx, currentUser(request).id),
  );
}
