import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_EXPORT_MAX_ROWS,
  PAYMENT_KINDS,
  payoutHoldSchema,
  paymentFilterSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentRefundResponseSchema,
  paymentRefundSchema,
  providerPayoutOrderSchema,
  providerPayoutSchema,
  providerPayoutsQuerySchema,
  providerPayoutsResponseSchema,
} from '@camp/shared/admin-payments';
import { urlIntField } from '@camp/shared/number';
import { currentUser } from '../../../plugins/auth.js';
import { exportPayments, listPayments } from './use-cases/list-payments.js';
import {
  exportProviderPayouts,
  holdPayouts,
  providerPayouts,
  releasePayouts,
} from './use-cases/provider-payouts.js';
import { refundPayment } from './use-cases/refund-payment.js';
import { sendCsv } from '../../../lib/csv.js';

const PAYMENTS = '/api/v1/admins/payments';
const PROVIDERS = '/api/v1/admins/payouts/providers';

/**
 * The back office's money (decision 0095): every payment, an admin's refund of one, the payouts
 * per provider with the platform's fee income, and holding a provider's payouts. Admins only.
 */
export async function adminMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];
  const admin = app.requireRole('Admin');

  app.get(
    PAYMENTS,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Every payment (activity checkouts and package orders), filtered and paged',
        description:
          'Filters (optional, combined): provider (local, stripe), kind (activity, package), email (part of the parent’s), status (paid, partially_refunded, refunded), from and to (days paid, UTC, both included). sort paid_at or amount_cents; order asc or desc; per_page 25, 50 or 100. Amounts in integer cents; refundable_cents is what an admin may still refund.',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema },
      },
    },
    async (request) => listPayments(app.ctx, request.query),
  );

  app.get(
    `${PAYMENTS}/export`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The filtered payments as CSV',
        description: `The same filters as the list; newest first, at most ${PAYMENT_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows; amounts in dollars.`,
        querystring: paymentFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await exportPayments(app.ctx, request.query);
      return sendCsv(reply, 'payments.csv', csv);
    },
  );

  app.post(
    `${PAYMENTS}/:kind/:id/refunds`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Refund a payment in full or in part, with a reason',
        description:
          'amount_cents at most refundable_cents (422 on amount_cents above it). Refunds of one payment run one at a time: a second at once reads what the first left. Through Stripe when configured, else the built-in provider; a refusal by the provider is 502 and changes nothing. An activity payment’s refund is spread over its places still standing (newest first); each place touched is canceled, its seat freed and the provider’s sale reversed in proportion, as an approved cancellation request. A payment plan’s deposit, or a place with an open cancellation request: 422 / 409. A package refund that leaves nothing of the family’s newest paid order ends its open subscriptions (at Stripe first) and its package at once; a partial one keeps them. Audited (payment_refunded).',
        params: z.object({ kind: z.enum(PAYMENT_KINDS), id: urlIntField() }),
        body: paymentRefundSchema,
        response: { 201: paymentRefundResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await refundPayment(
            app.ctx,
            currentUser(request),
            request.params.kind,
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    PROVIDERS,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Payouts per provider with the platform’s fee income, and their holds, paged',
        description:
          'Providers with sales or a hold. sort gross_cents (default), platform_fee_cents, net_cents, pending_cents, paid_out_cents or provider_name; order desc (default) or asc; per_page 20 (default), 50 or 100. Totals are over every provider. Amounts in integer cents.',
        querystring: providerPayoutsQuerySchema,
        response: { 200: providerPayoutsResponseSchema },
      },
    },
    async (request) => providerPayouts(app.ctx, request.query),
  );

  app.get(
    `${PROVIDERS}/export`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Payouts per provider with the platform’s fee income, and their holds, as CSV',
        description:
          'Every provider, one row each, in the order sort and order give (as the list). Amounts in integer cents.',
        querystring: providerPayoutOrderSchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'payouts-per-provider.csv',
        await exportProviderPayouts(app.ctx, request.query),
      ),
  );

  const providerParams = z.object({ id: urlIntField() });

  app.post(
    `${PROVIDERS}/:id/hold`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Hold a provider’s payouts: the daily payout skips them until released',
        description: 'Not a camp director: 404. Already held: 409. Audited (payouts_held).',
        params: providerParams,
        body: payoutHoldSchema,
        response: { 200: providerPayoutSchema },
      },
    },
    async (request) => holdPayouts(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${PROVIDERS}/:id/hold`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Release a provider’s payouts: the next payout pass pays them',
        description: 'Not a camp director: 404. Not held: 409. Audited (payouts_released).',
        params: providerParams,
        response: { 200: providerPayoutSchema },
      },
    },
    async (request) => releasePayouts(app.ctx, currentUser(request), request.params.id),
  );
}
