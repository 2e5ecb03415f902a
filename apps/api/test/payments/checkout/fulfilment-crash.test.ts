import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { emailOutbox } from '../../../src/db/schema/email-outbox.js';
import { paymentEvents } from '../../../src/db/schema/payment-events.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { itineraryActivities } from '../../../src/db/schema/itinerary-activities.js';
import { PROVIDER_UNREACHABLE_MESSAGE } from '../../../src/modules/payments/connect/service.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import { stripeError, type FakeStripeReply, type FakeStripeRequest } from '../../fake-stripe.js';
import {
  type TestProviders,
  deliverStripeWebhook,
  stripeEvent,
  startStripeTestApp,
  stopStripeTestApp,
} from '../../stripe-test-setup.js';
import { FakeStripeCheckout } from './fake-stripe-checkout.js';
import {
  CHECKOUT_URL,
  GOOD_CARD,
  localUrl,
  makeApprovedItinerary,
  makeProviders,
} from './helpers.js';

// A crash between the payment and the fulfilment loses nothing ("replayed from the
// provider's event or the outbox)". The fulfilment (checkout complete, activities paid,
// transfers, ledger, mails) and the webhook's payment_events row commit in ONE transaction, so
// a failure anywhere in it leaves nothing half-done, the webhook answers 5xx and Stripe
// delivers the event again, which then fulfils once; Stripe's transfers made before the failure
// come back through their idempotency keys instead of being made twice.
//
// The failures come through real seams, not through edits of the code under test: Stripe's API
// refusing a transfer (the fake Stripe server), the database refusing a write half-way (a
// trigger), and the database connection dying mid-transaction (a trigger that terminates its own
// backend, as a crashed process or a lost connection would).

const WEBHOOK_SECRET = 'whsec_test_checkout_crash';

/** Stripe, whose Transfers API, while told to, refuses a checkout's second transfer. */
class FlakyTransfers extends FakeStripeCheckout {
  refuseSecondTransfer = false;
  private readonly asked = new Map<string, number>();
  protected override route(request: FakeStripeRequest): FakeStripeReply | null {
    if (request.method === 'POST' && request.path === '/v1/transfers') {
      const group = request.form.transfer_group ?? '';
      const n = (this.asked.get(group) ?? 0) + 1;
      this.asked.set(group, n);
      if (this.refuseSecondTransfer && n === 2) {
        return stripeError(400, {
          type: 'invalid_request_error',
          message: 'Simulated: the connected account cannot receive transfers right now.',
        });
      }
    }
    return super.route(request);
  }
}

/**
 * A trigger that makes the database fail the fulfilment at one of its writes: `raise` raises an
 * error; `terminate` ends the transaction's own connection (its server process), as a crash does.
 */
async function installCrashSwitch(t: TestApp) {
  await t.db.execute(
    sql.raw(`
    CREATE TABLE crash_switch (tbl text PRIMARY KEY, mode text NOT NULL);
    CREATE FUNCTION crash_now() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE m text;
    BEGIN
      SELECT mode INTO m FROM crash_switch WHERE tbl = TG_TABLE_NAME;
      IF m = 'raise' THEN RAISE EXCEPTION 'simulated failure writing %', TG_TABLE_NAME; END IF;
      IF m = 'terminate' THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER crash_ledger BEFORE INSERT ON payout_ledger_entries
      FOR EACH ROW EXECUTE FUNCTION crash_now();
    CREATE TRIGGER crash_outbox BEFORE INSERT ON email_outbox
      FOR EACH ROW EXECUTE FUNCTION crash_now();
  `),
  );
  return {
    set: (table: 'payout_ledger_entries' | 'email_outbox', mode: 'raise' | 'terminate') =>
      t.db.execute(
        sql`INSERT INTO crash_switch VALUES (${table}, ${mode}) ON CONFLICT (tbl) DO UPDATE SET mode = ${mode}`,
      ),
    clear: () => t.db.execute(sql`DELETE FROM crash_switch`),
  };
}

type Family = Awaited<ReturnType<typeof makeApprovedItinerary>>;

/** A family's checkout, and how many new-order mails its directors had before it was paid. */
interface Case {
  fam: Family;
  directors: string[];
  ordersBefore: number;
}

async function orderMailsTo(t: TestApp, directors: string[]) {
  const rows = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.toAddress, directors),
        eq(emailOutbox.template, 'director_new_order'),
      ),
    );
  return rows.length;
}

/** What a fulfilment of this family's checkout leaves behind. */
async function traces(t: TestApp, c: Case) {
  const ids = c.fam.items.map((i) => i.id);
  const [checkout] = await t.db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.itineraryId, c.fam.itinerary.id));
  const items = await t.db
    .select({ status: itineraryActivities.paymentStatus })
    .from(itineraryActivities)
    .where(inArray(itineraryActivities.id, ids));
  const ledger = await t.db
    .select({ transferId: payoutLedgerEntries.transferId })
    .from(payoutLedgerEntries)
    .where(inArray(payoutLedgerEntries.itineraryActivityId, ids));
  const receipts = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, c.fam.parent.email),
        eq(emailOutbox.template, 'activity_payment_receipt'),
      ),
    );
  return {
    checkout: checkout?.status,
    paid: items.filter((i) => i.status === 'paid').length,
    ledger: ledger.length,
    transferIds: ledger.map((l) => l.transferId).sort(),
    receipts: receipts.length,
    orderMails: (await orderMailsTo(t, c.directors)) - c.ordersBefore,
  };
}

const NOTHING = { checkout: 'open', paid: 0, ledger: 0, receipts: 0, orderMails: 0 };

describe('a crash in the middle of a Stripe fulfilment loses nothing and doubles nothing', () => {
  const fake = new FlakyTransfers();
  let t: TestApp;
  let p: TestProviders;
  let crash: Awaited<ReturnType<typeof installCrashSwitch>>;

  beforeAll(async () => {
    ({ t, p } = await startStripeTestApp(fake, WEBHOOK_SECRET));
    crash = await installCrashSwitch(t);
  }, 60_000);
  afterEach(async () => {
    fake.refuseSecondTransfer = false;
    await crash.clear();
  });
  afterAll(() => stopStripeTestApp(t, fake));

  const deliver = (eventId: string, object: unknown) =>
    deliverStripeWebhook(t, stripeEvent('checkout.session.completed', object, { id: eventId }), {
      secret: WEBHOOK_SECRET,
    });

  /** A family's paid checkout of Lake Week (Pine) and Hill Week (Oak): its completion event. */
  async function paidCheckout() {
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const session: Record<string, unknown> = {
      ...fake.sessions.get(id),
      payment_intent: `pi_${id}`,
      payment_status: 'paid',
      status: 'complete',
    };
    const directors = [p.pineDirector.email, p.oakDirector.email];
    return {
      fam,
      directors,
      ordersBefore: await orderMailsTo(t, directors),
      token: String(session.client_reference_id),
      event: `evt_crash_${id}`,
      session,
    };
  }

  /** Our checkout's transfers in Stripe (the fake keeps one per idempotency key). */
  const transfersOf = (c: { token: string }) =>
    [...fake.transfers.entries()]
      .filter(([key]) => key.startsWith(`camp-transfer-${c.token}-`))
      .map(([, tr]) => String(tr.id))
      .sort();

  const eventRows = (eventId: string) =>
    t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  /** Stripe's redelivery after the failure: fulfilled once, and its replay changes nothing. */
  async function redeliveredOnce(c: Awaited<ReturnType<typeof paidCheckout>>) {
    const again = await deliver(c.event, c.session);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: false });
    const after = await traces(t, c);
    expect(after).toMatchObject({
      checkout: 'complete',
      paid: 2,
      ledger: 2,
      receipts: 1,
      orderMails: 2,
    });
    expect(await eventRows(c.event)).toHaveLength(1);
    // One transfer per provider in Stripe, and the ledger names exactly those.
    expect(transfersOf(c)).toHaveLength(2);
    expect(after.transferIds).toEqual(transfersOf(c));
    const replay = await deliver(c.event, c.session);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await traces(t, c)).toEqual(after);
  }

  it('Stripe refuses the second transfer: 5xx, nothing stored; the redelivery reuses the first transfer', async () => {
    const c = await paidCheckout();
    fake.refuseSecondTransfer = true;
    const failed = await deliver(c.event, c.session);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ _base: [PROVIDER_UNREACHABLE_MESSAGE] });
    // The first provider's transfer was made in Stripe before the second was refused; nothing
    // of ours was stored.
    const made = transfersOf(c);
    expect(made).toHaveLength(1);
    expect(await traces(t, c)).toMatchObject(NOTHING);
    expect(await eventRows(c.event)).toHaveLength(0);

    fake.refuseSecondTransfer = false;
    await redeliveredOnce(c);
    // The redelivery got that first transfer back (same idempotency key), not a second one.
    expect((await traces(t, c)).transferIds).toContain(made[0]);
  });

  it('the database fails at the last write (a director’s mail): 5xx, nothing stored; the redelivery fulfils once', async () => {
    const c = await paidCheckout();
    await crash.set('email_outbox', 'raise');
    const failed = await deliver(c.event, c.session);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ _base: ['Something went wrong'] });
    expect(await traces(t, c)).toMatchObject(NOTHING);
    expect(await eventRows(c.event)).toHaveLength(0);
    await crash.clear();
    await redeliveredOnce(c);
  });

  it('the connection dies mid-fulfilment (after the activities are paid): 5xx, nothing stored; the redelivery fulfils once', async () => {
    const c = await paidCheckout();
    await crash.set('payout_ledger_entries', 'terminate');
    const failed = await deliver(c.event, c.session);
    expect(failed.statusCode).toBe(500);
    expect(await traces(t, c)).toMatchObject(NOTHING);
    expect(await eventRows(c.event)).toHaveLength(0);
    await crash.clear();
    // The instance keeps serving: the pool replaced the dead connection.
    await redeliveredOnce(c);
  });
});

describe('a crash in the built-in provider’s payment', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let crash: Awaited<ReturnType<typeof installCrashSwitch>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
    crash = await installCrashSwitch(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('a failure after the card is accepted answers 5xx with the checkout still payable; paying again pays once', async () => {
    // The built-in provider's charge, its event and the fulfilment are one transaction: a crash
    // takes the "payment" back with it, so the parent simply pays again.
    const fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    const res = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: fam.itinerary.id },
      { token: fam.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
    const directors = [p.pineDirector.email, p.oakDirector.email];
    const c: Case = { fam, directors, ordersBefore: await orderMailsTo(t, directors) };
    const events = () =>
      t.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'local'));
    const eventsBefore = (await events()).length;

    await crash.set('email_outbox', 'terminate');
    const failed = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(failed.statusCode).toBe(500);
    expect(await traces(t, c)).toMatchObject(NOTHING);
    expect(await events()).toHaveLength(eventsBefore);
    await crash.clear();

    const page = await call(t, 'GET', localUrl(id), undefined, { token: fam.token });
    expect(page.statusCode, page.body).toBe(200);
    const paid = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await traces(t, c)).toMatchObject({
      checkout: 'complete',
      paid: 2,
      ledger: 2,
      receipts: 1,
      orderMails: 2,
    });
    expect(await events()).toHaveLength(eventsBefore + 1);
  });
});
