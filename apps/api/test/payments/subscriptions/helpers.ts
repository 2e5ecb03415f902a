import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Session } from '@camp/shared/auth';
import { TEST_CARDS, type PackagesResponse } from '@camp/shared/payment';
import { coupons } from '../../../src/db/schema/coupons.js';
import { couponRedemptions } from '../../../src/db/schema/coupon-redemptions.js';
import { orders } from '../../../src/db/schema/orders.js';
import { subscriptions } from '../../../src/db/schema/subscriptions.js';
import type { TestApp } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import {
  FakeStripeServer,
  stripeError,
  type FakeStripeReply,
  type FakeStripeRequest,
} from '../../fake-stripe.js';

export const PACKAGES_PATH = '/api/v1/packages';
export const COUPONS_PATH = '/api/v1/payment/coupons';
export const CARDS_PATH = '/api/v1/payment/local/payment_methods';
export const SUBSCRIPTIONS_PATH = '/api/v1/payment/subscriptions';
export const ORDERS_PATH = '/api/v1/payment/orders';
export const SUBSCRIPTION_PATH = '/api/v1/payment/subscription';

export const DAY = 24 * 3600_000;

export interface Parent extends MadeUser {
  session: Session;
  token: string;
}

/** A confirmed, signed-in parent. */
export async function makeParent(t: TestApp, name = 'Pat Parent'): Promise<Parent> {
  const user = await makeUser(t, { role: 'Parent', name });
  const session = await signIn(t, 'Parent', user);
  return { ...user, session, token: session.token };
}

/** The seeded plans by name. */
export async function packageIds(t: TestApp) {
  const res = await call(t, 'GET', PACKAGES_PATH);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<PackagesResponse>().packages;
  const byName = Object.fromEntries(list.map((p) => [p.name, p]));
  return { one_time: byName.one_time!, monthly: byName.monthly!, annually: byName.annually! };
}

/** Saves a local test card for the parent and answers its id. */
export async function saveCard(
  t: TestApp,
  parent: Parent,
  number: string = TEST_CARDS.succeeds,
): Promise<string> {
  const res = await call(
    t,
    'POST',
    CARDS_PATH,
    { number, exp_month: 12, exp_year: 2034, cvc: '123' },
    { token: parent.token },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

export async function ordersOf(t: TestApp, userId: number) {
  return t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function subscriptionsOf(t: TestApp, userId: number) {
  return t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.id));
}

export async function couponRow(t: TestApp, code: string) {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
  return row!;
}

export async function redemptionsOf(t: TestApp, userId: number) {
  return t.db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, userId));
}

/** A coupon straight in the database (codes are stored uppercased). */
export async function makeCoupon(
  t: TestApp,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
) {
  const [row] = await t.db
    .insert(coupons)
    .values({ discountType: 'percent', amount: 10, ...values })
    .returning();
  return row!;
}

// ---- a fake Stripe payments API ------------------------------------------------------------

interface FakeMethod {
  customer: string | null;
  /** Every charge on the card is refused with this decline (Stripe's test payment methods). */
  declines: boolean;
}

const cardError = (): FakeStripeReply =>
  stripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

const now = () => Math.floor(Date.now() / 1000);

/** One month later in Unix seconds (what the fake's periods use). */
export const monthLater = (from: number) => {
  const d = new Date(from * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

/**
 * Answers the documented shapes of Stripe's customers, payment methods (retrieve, attach),
 * prices, coupons, subscriptions (create, retrieve, update, cancel) and payment intents, for
 * Stripe's test payment methods: pm_card_visa pays, pm_card_chargeDeclined and
 * pm_card_chargeCustomerFail (4000 0000 0000 0341: attaches, every charge fails) are declined
 * when charged.
 */
export class FakeStripePayments extends FakeStripeServer {
  readonly methods = new Map<string, FakeMethod>([
    ['pm_card_visa', { customer: null, declines: false }],
    ['pm_card_mastercard', { customer: null, declines: false }],
    ['pm_card_chargeDeclined', { customer: null, declines: true }],
    ['pm_card_chargeCustomerFail', { customer: null, declines: true }],
  ]);
  readonly coupons = new Set<string>();
  /** PaymentIntents made, for search by metadata (as Stripe's search API finds them). */
  readonly intents: Record<string, unknown>[] = [];
  private seq = 0;

  /** A fresh PaymentMethod as Stripe Elements would create it for a card (Stripe ids: pm_…). */
  newMethod(declines = false): string {
    const id = this.next(declines ? 'pm_declined' : 'pm_card');
    this.methods.set(id, { customer: null, declines });
    return id;
  }

  private next(prefix: string) {
    this.seq += 1;
    return `${prefix}_fake${this.seq}`;
  }

  paymentMethod(id: string) {
    const m = this.methods.get(id)!;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US' },
      customer: m.customer,
      billing_details: { address: null, email: null, name: null, phone: null },
      created: now(),
      livemode: false,
      metadata: {},
    };
  }

  /** Stripe's subscription object (API 2026: periods live on the items). */
  subscription(
    id: string,
    over: { customer: string; price: string; status: string; start: number; end: number } & {
      trial_end?: number | null;
      latest_invoice?: string;
      metadata?: Record<string, string>;
      cancel_at_period_end?: boolean;
      canceled_at?: number | null;
    },
  ) {
    return {
      id,
      object: 'subscription',
      customer: over.customer,
      status: over.status,
      cancel_at_period_end: over.cancel_at_period_end ?? false,
      canceled_at: over.canceled_at ?? null,
      trial_end: over.trial_end ?? null,
      latest_invoice: over.latest_invoice ?? null,
      metadata: over.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            current_period_start: over.start,
            current_period_end: over.end,
            price: { id: over.price, object: 'price', currency: 'usd' },
            quantity: 1,
          },
        ],
        has_more: false,
      },
      livemode: false,
      created: over.start,
    };
  }

  /** Records a PaymentIntent (made by a request, or by a test as if one had been). */
  intent<T extends Record<string, unknown>>(body: T): T {
    this.intents.push(body);
    return body;
  }

  protected route({ method, path, form, query }: FakeStripeRequest): FakeStripeReply | null {
    if (method === 'POST' && path === '/v1/customers') {
      return {
        status: 200,
        body: {
          id: this.next('cus'),
          object: 'customer',
          email: form.email ?? null,
          name: form.name ?? null,
          metadata: { user_id: form['metadata[user_id]'] },
          livemode: false,
        },
      };
    }
    const pm = /^\/v1\/payment_methods\/(\w+)(\/attach)?$/.exec(path);
    if (pm) {
      const id = pm[1]!;
      const m = this.methods.get(id);
      if (!m) {
        return stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${id}'`,
          param: 'payment_method',
        });
      }
      if (method === 'POST' && pm[2]) {
        if (m.customer && m.customer !== form.customer) {
          return stripeError(400, {
            type: 'invalid_request_error',
            message: 'The payment method you provided has already been attached to a customer.',
          });
        }
        m.customer = form.customer ?? null;
      }
      return { status: 200, body: this.paymentMethod(id) };
    }
    if (method === 'POST' && path === '/v1/prices') {
      return {
        status: 200,
        body: {
          id: this.next('price'),
          object: 'price',
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          recurring: { interval: form['recurring[interval]'], interval_count: 1 },
          product: this.next('prod'),
          active: true,
        },
      };
    }
    if (method === 'POST' && path === '/v1/coupons') {
      if (this.coupons.has(form.id!)) {
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: 'Coupon already exists.',
        });
      }
      this.coupons.add(form.id!);
      return {
        status: 200,
        body: {
          id: form.id,
          object: 'coupon',
          duration: form.duration,
          percent_off: form.percent_off ? Number(form.percent_off) : null,
          amount_off: form.amount_off ? Number(form.amount_off) : null,
        },
      };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const trialEnd = form.trial_end ? Number(form.trial_end) : null;
      const m = this.methods.get(form.default_payment_method!);
      if (!trialEnd && m?.declines) return cardError();
      const start = now();
      return {
        status: 200,
        body: this.subscription(this.next('sub'), {
          customer: form.customer!,
          price: form['items[0][price]']!,
          status: trialEnd ? 'trialing' : 'active',
          start,
          end: trialEnd ?? monthLater(start),
          trial_end: trialEnd,
          latest_invoice: this.next('in'),
          metadata: { order_id: form['metadata[order_id]']!, user_id: form['metadata[user_id]']! },
        }),
      };
    }
    const del = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    // Retrieve (on the plan it was created with) and update (items[0][price] replaces the plan).
    if ((method === 'GET' || method === 'POST') && del) {
      const start = now();
      return {
        status: 200,
        body: this.subscription(del[1]!, {
          customer: 'cus_unknown',
          price: form['items[0][price]'] ?? 'price_unknown',
          status: 'active',
          start,
          end: monthLater(start),
        }),
      };
    }
    if (method === 'DELETE' && del) {
      const start = now();
      return {
        status: 200,
        body: this.subscription(del[1]!, {
          customer: 'cus_unknown',
          price: 'price_unknown',
          status: 'canceled',
          start,
          end: monthLater(start),
          canceled_at: start,
        }),
      };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query the API sends: metadata['key']:'value'.
      const q = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query.query ?? '');
      const data = q
        ? this.intents.filter(
            (i) => (i.metadata as Record<string, string> | undefined)?.[q[1]!] === q[2],
          )
        : [];
      return {
        status: 200,
        body: { object: 'search_result', url: path, has_more: false, next_page: null, data },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const m = this.methods.get(form.payment_method!);
      if (m?.declines) return cardError();
      return {
        status: 200,
        body: this.intent({
          id: this.next('pi'),
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          customer: form.customer,
          payment_method: form.payment_method,
          status: 'succeeded',
          metadata: {
            order_id: form['metadata[order_id]'],
            user_id: form['metadata[user_id]'],
            idempotency_key: form['metadata[idempotency_key]'],
          },
          last_payment_error: null,
          livemode: false,
        }),
      };
    }
    return null;
  }
}
