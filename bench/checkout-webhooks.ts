// The webhook target: "a replay of 1,000 webhook deliveries in random order with duplicates:
// every payment fulfilled exactly once". Stripe's webhooks for 300 checkouts, each of two
// activities of two providers (two directors with connected accounts), are signed with the
// webhook secret as Stripe signs them and sent in random order, 20 at a time, through the real
// HTTP endpoints of TWO API instances (each its own app and connection pool) on one database.
// Stripe's own API (sessions, the charge's fee, transfers) is the tests' fake Stripe server.
//
// The 1,000 deliveries: 270 completed checkouts × 3 copies of `checkout.session.completed`
// (Stripe retries under the same event id), 100 of them also get an
// `async_payment_succeeded` (a second event, another id, about the same payment), and 30
// checkouts are expired × 3 copies. Afterwards the database is checked: every completed checkout
// fulfilled exactly once (each itinerary activity paid once, one ledger row each, one receipt per
// parent, one new-order mail per director and checkout, one transfer per provider and checkout
// in the fake Stripe's log), the expired ones untouched. Figures go to docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDb, type DbHandle } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/users.js';
import { parentProfiles } from '../apps/api/src/db/schema/parent-profiles.js';
import { campDirectorProfiles } from '../apps/api/src/db/schema/camp-director-profiles.js';
import { activityProviders } from '../apps/api/src/db/schema/activity-providers.js';
import { activities } from '../apps/api/src/db/schema/activities.js';
import { itineraries } from '../apps/api/src/db/schema/itineraries.js';
import { itineraryActivities } from '../apps/api/src/db/schema/itinerary-activities.js';
import { checkoutSessions } from '../apps/api/src/db/schema/checkout-sessions.js';
import { payoutLedgerEntries } from '../apps/api/src/db/schema/payouts.js';
import { emailOutbox } from '../apps/api/src/db/schema/email-outbox.js';
import { paymentEvents } from '../apps/api/src/db/schema/payment-events.js';
import { findUserById } from '../apps/api/src/data/accounts/repository.js';
import { issueSession } from '../apps/api/src/modules/auth/session.js';
import { FakeStripeCheckout } from '../apps/api/test/payments/checkout/fake-stripe-checkout.js';
import { measure, percentile, type LatencyResult } from './latency.js';

const CHECKOUTS = 300;
const EXPIRED = 30;
const COPIES = 3;
/** Completed checkouts that also get a second event (async_payment_succeeded) of their own. */
const SECOND_EVENTS = 100;
const CONCURRENCY = 20;
const WEBHOOK_SECRET = 'whsec_bench_checkout_webhooks';
const signer = new Stripe('sk_test_signer');

let ip = 0;
/** A new client address per request: the payment rate limit is per address. */
const clientAddress = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${(ip += 1) & 255}`;

/** Two API instances configured for (the fake) Stripe, each with its own pool, on one database. */
async function startInstances(url: string, stripeBase: string) {
  const jwtSecret = randomBytes(32).toString('hex');
  const instances = [];
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'camp-bench-webhooks-'));
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JWT_SECRET: jwtSecret,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeBase,
    });
    const handle = await openDb({ databaseUrl: url, dataDir, poolSize: 10 });
    const app = await buildApp({ config, dbHandle: handle, logger: false, runJobs: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({
      app,
      base,
      async close() {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
  }
  return instances;
}

type Instance = Awaited<ReturnType<typeof startInstances>>[number];

/** Two directors with connected accounts, an activity each, and CHECKOUTS families holding both. */
async function setUp(handle: DbHandle, api: Instance) {
  const db = handle.db;
  const run = Date.now();
  const directorIds: number[] = [];
  const activityIds: number[] = [];
  for (const [n, name] of ['Pine', 'Oak'].entries()) {
    const [director] = await db
      .insert(users)
      .values({
        role: 'CampDirector',
        email: `bench-webhook-director-${run}-${n}@example.com`,
        name: `Bench ${name} Director`,
        confirmedAt: new Date(),
      })
      .returning({ id: users.id });
    await db.insert(campDirectorProfiles).values({
      userId: director!.id,
      registrationStatus: 'validated',
      paymentAccountStatus: 'ready',
      stripeAccountId: `acct_bench_${name.toLowerCase()}_${run}`,
    });
    const [program] = await db
      .insert(activityProviders)
      .values({
        directorId: director!.id,
        name: `Bench ${name} Camp`,
        email: 'camp@example.com',
        website: 'https://camp.example.com',
        address: '100 Main St',
        city: 'Raleigh',
        state: 'NC',
        zipCode: '27601',
        taxId: '12-3456789',
        cancellationPolicy: 'Full refund up to 30 days before.',
      })
      .returning({ id: activityProviders.id });
    const [activity] = await db
      .insert(activities)
      .values({
        providerId: program!.id,
        name: `${name} Week`,
        url: 'https://camp.example.com/week',
        // Lake Week of decision 0058's example: not a round amount, so the split has cents.
        priceCents: n === 0 ? 35_005 : 20_000,
        feeCents: n === 0 ? 1_000 : 0,
        startDate: '2099-06-14',
        endDate: '2099-06-18',
        startTime: '09:00',
        endTime: '15:00',
        sku: `BENCH-WH-${run}-${n}`,
        campType: 'Day',
        mediaLink: 'https://camp.example.com/week.jpg',
        location: '100 Main St, Raleigh, NC 27601',
        totalSeats: CHECKOUTS,
        // Every family's place already holds its seat (decision 0057).
        reservedSeats: CHECKOUTS,
      })
      .returning({ id: activities.id });
    directorIds.push(director!.id);
    activityIds.push(activity!.id);
  }
  const parents = await db
    .insert(users)
    .values(
      Array.from({ length: CHECKOUTS }, (_, i) => ({
        role: 'Parent' as const,
        email: `bench-webhook-parent-${run}-${i}@example.com`,
        name: `Bench Parent ${i}`,
        firstName: 'Bench',
        lastName: `Parent ${i}`,
        confirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(parentProfiles).values(parents.map((p) => ({ userId: p.id })));
  const its = await db
    .insert(itineraries)
    .values(parents.map((p) => ({ parentId: p.id, status: 'approved' as const })))
    .returning({ id: itineraries.id, parentId: itineraries.parentId });
  const items = await db
    .insert(itineraryActivities)
    .values(
      its.flatMap((it) => activityIds.map((activityId) => ({ itineraryId: it.id, activityId }))),
    )
    .returning({ id: itineraryActivities.id, itineraryId: itineraryActivities.itineraryId });

  // Each family starts its checkout through the API (Stripe's session is the fake's).
  const families: {
    parent: { id: number; email: string };
    token: string;
    itineraryId: number;
    itemIds: number[];
    sessionId: string;
  }[] = [];
  for (const [i, parent] of parents.entries()) {
    const user = await findUserById(db, parent.id);
    const { token } = await issueSession(api.app.ctx, user!);
    families.push({
      parent,
      token,
      itineraryId: its[i]!.id,
      itemIds: items.filter((x) => x.itineraryId === its[i]!.id).map((x) => x.id),
      sessionId: '',
    });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < families.length) {
        const f = families[next++]!;
        const res = await fetch(`${api.base}/api/v1/payment/checkout_sessions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${f.token}`,
            'x-forwarded-for': clientAddress(),
          },
          body: JSON.stringify({ itinerary_id: f.itineraryId }),
        });
        const body = (await res.json()) as { checkout_session_id?: string };
        if (res.status !== 201 || !body.checkout_session_id)
          throw new Error(`checkout start failed: ${res.status} ${JSON.stringify(body)}`);
        f.sessionId = body.checkout_session_id;
      }
    }),
  );
  return { directorIds, families };
}

interface Delivery {
  eventId: string;
  type: string;
  session: Record<string, unknown>;
}

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The event as Stripe posts it, with its `stripe-signature` (a fresh timestamp per send). */
function signed(d: Delivery) {
  const payload = JSON.stringify({
    id: d.eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: d.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: d.session },
  });
  return {
    payload,
    signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? -1;

export async function checkoutWebhooksBench(
  _base: string,
  handle: DbHandle,
): Promise<LatencyResult[]> {
  const fake = new FakeStripeCheckout();
  const stripeBase = await fake.start();
  const instances = await startInstances(handle.url, stripeBase);
  try {
    const t0 = performance.now();
    const { directorIds, families } = await setUp(handle, instances[0]!);
    console.log(
      `set-up: ${families.length} checkouts started through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
        `deliveries go to 2 API instances of their own (each its own app and pool of 10, fake Stripe); ` +
        `load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const transfersBefore = fake.transfers.size;
    const completed = families.slice(EXPIRED);
    const expired = families.slice(0, EXPIRED);
    const sessionOf = (id: string) => fake.sessions.get(id)!;
    const deliveries: Delivery[] = shuffle([
      ...completed.flatMap((f, n) => {
        const paid = {
          ...sessionOf(f.sessionId),
          payment_intent: `pi_bench_${f.sessionId}`,
          payment_status: 'paid',
          status: 'complete',
        };
        const copies = Array.from({ length: COPIES }, () => ({
          eventId: `evt_bench_done_${f.sessionId}`,
          type: 'checkout.session.completed',
          session: paid,
        }));
        return n < SECOND_EVENTS
          ? [
              ...copies,
              {
                eventId: `evt_bench_async_${f.sessionId}`,
                type: 'checkout.session.async_payment_succeeded',
                session: paid,
              },
            ]
          : copies;
      }),
      ...expired.flatMap((f) =>
        Array.from({ length: COPIES }, () => ({
          eventId: `evt_bench_expired_${f.sessionId}`,
          type: 'checkout.session.expired',
          session: { ...sessionOf(f.sessionId), status: 'expired', payment_status: 'unpaid' },
        })),
      ),
    ]);

    let fresh = 0;
    let duplicates = 0;
    // Per answer kind: a duplicate waits on the unique event id while the first delivery's
    // transaction (with its Stripe calls) is still open.
    const took: Record<'handled' | 'duplicate', number[]> = { handled: [], duplicate: [] };
    const failures: string[] = [];
    const result = await measure(
      `POST payment/webhooks (${deliveries.length} deliveries, ${CONCURRENCY} at once, 2 instances)`,
      { requests: deliveries.length, concurrency: CONCURRENCY, warmup: 0 },
      async (i) => {
        const { payload, signature } = signed(deliveries[i]!);
        const t1 = performance.now();
        const res = await fetch(`${instances[i % 2]!.base}/api/v1/payment/webhooks`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'x-forwarded-for': clientAddress(),
          },
          body: payload,
        });
        const body = (await res.json()) as { duplicate?: boolean };
        if (res.status !== 200) {
          failures.push(`${res.status} ${JSON.stringify(body)}`);
          return false;
        }
        took[body.duplicate ? 'duplicate' : 'handled'].push(performance.now() - t1);
        if (body.duplicate) duplicates += 1;
        else fresh += 1;
        return true;
      },
    );

    // The exactly-once check, from the database and the fake Stripe's log.
    const db = handle.db;
    const doneItems = completed.flatMap((f) => f.itemIds);
    const expiredItems = expired.flatMap((f) => f.itemIds);
    const doneSessions = completed.map((f) => f.sessionId);
    const expiredSessions = expired.map((f) => f.sessionId);
    const statuses = await db
      .select({ status: checkoutSessions.status, n: sql<number>`count(*)::int` })
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.providerSessionId, [...doneSessions, ...expiredSessions]))
      .groupBy(checkoutSessions.status);
    const paidRows = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(itineraryActivities)
        .where(
          and(
            inArray(itineraryActivities.id, doneItems),
            eq(itineraryActivities.paymentStatus, 'paid'),
          ),
        ),
    );
    const expiredPaid = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(itineraryActivities)
        .where(
          and(
            inArray(itineraryActivities.id, expiredItems),
            eq(itineraryActivities.paymentStatus, 'paid'),
          ),
        ),
    );
    const ledger = await db
      .select({
        item: payoutLedgerEntries.itineraryActivityId,
        transferId: payoutLedgerEntries.transferId,
      })
      .from(payoutLedgerEntries)
      .where(inArray(payoutLedgerEntries.itineraryActivityId, [...doneItems, ...expiredItems]));
    const mails = await db
      .select({
        to: emailOutbox.toAddress,
        template: emailOutbox.template,
        n: sql<number>`count(*)::int`,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.template, ['activity_payment_receipt', 'director_new_order']))
      .groupBy(emailOutbox.toAddress, emailOutbox.template);
    const receipts = new Map(
      mails.filter((m) => m.template === 'activity_payment_receipt').map((m) => [m.to, m.n]),
    );
    const directorEmails = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, directorIds));
    const orderMails = directorEmails.map(
      (d) => mails.find((m) => m.template === 'director_new_order' && m.to === d.email)?.n ?? 0,
    );
    const events = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentEvents)
        .where(sql`${paymentEvents.eventId} like 'evt_bench_%'`),
    );
    const transferRequests = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/transfers',
    ).length;
    const newTransfers = fake.transfers.size - transfersBefore;
    const transferIds = new Set([...fake.transfers.values()].map((t) => String(t.id)));

    const expect = {
      distinctEvents: completed.length + Math.min(SECOND_EVENTS, completed.length) + expired.length,
      paid: completed.length * 2,
    };
    const checks: [string, boolean][] = [
      ['every delivery answered 200', failures.length === 0],
      [
        `fresh events ${fresh} = distinct event ids ${expect.distinctEvents} = payment_events rows ${events}`,
        fresh === expect.distinctEvents && events === expect.distinctEvents,
      ],
      [
        `checkouts: ${statuses.map((s) => `${s.n} ${s.status}`).join(', ')}`,
        statuses.find((s) => s.status === 'complete')?.n === completed.length &&
          statuses.find((s) => s.status === 'expired')?.n === expired.length,
      ],
      [`paid itinerary activities ${paidRows} of ${expect.paid}`, paidRows === expect.paid],
      [`expired checkouts' activities paid: ${expiredPaid}`, expiredPaid === 0],
      [
        `ledger rows ${ledger.length} (one per paid activity, none for expired)`,
        ledger.length === expect.paid &&
          new Set(ledger.map((l) => l.item)).size === expect.paid &&
          ledger.every((l) => doneItems.includes(l.item!)),
      ],
      [
        `transfers: ${newTransfers} in the fake Stripe (${transferRequests} requests), ledger names ${new Set(ledger.map((l) => l.transferId)).size}`,
        newTransfers === expect.paid &&
          new Set(ledger.map((l) => l.transferId)).size === expect.paid &&
          ledger.every((l) => l.transferId !== null && transferIds.has(l.transferId)),
      ],
      [
        `receipts: ${[...receipts.values()].reduce((s, n) => s + n, 0)} for ${receipts.size} parents`,
        completed.every((f) => receipts.get(f.parent.email) === 1) &&
          expired.every((f) => !receipts.has(f.parent.email)),
      ],
      [
        `new-order mails per director: ${orderMails.join(', ')}`,
        orderMails.every((n) => n === completed.length),
      ],
    ];
    console.log(
      `deliveries: ${deliveries.length} (${fresh} handled, ${duplicates} answered duplicate); ` +
        `load average ${loadavg()[0]!.toFixed(1)}; exactly-once check:`,
    );
    for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    for (const [kind, times] of Object.entries(took)) {
      const sorted = times.sort((x, y) => x - y);
      console.log(
        `  ${kind}: ${sorted.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
      );
    }
    if (failures.length) console.log(`  first failures: ${failures.slice(0, 3).join(' | ')}`);
    if (checks.some(([, ok]) => !ok))
      throw new Error('checkout-webhooks: exactly-once check failed');
    return [result];
  } finally {
    for (const i of instances) await i.close();
    await fake.stop();
  }
}
