import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutsResponseSchema } from '@camp/shared/payouts';
import { payoutLedgerEntries, payouts } from '../../../src/db/schema/payouts.js';
import {
  PAYOUT_ENTRIES_PAGE_SIZE,
  payoutCutoff,
  recordSales,
  runDuePayouts,
  type Sale,
} from '../../../src/modules/payments/payouts/service.js';
import { findEntryByItineraryActivity } from '../../../src/data/commerce/payouts.js';
import { createTestApps, type TestApp, type TestApps } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../../factories.js';

const DIRECTOR_PAYOUTS = '/api/v1/camp_directors/payouts';
const ADMIN_PAYOUTS = '/api/v1/admins/payouts';
const DAY = 86_400_000;

let apps: TestApps;
let t: TestApp;
let director: MadeUser;
let other: MadeUser;
let directorToken: string;
let otherToken: string;
let adminToken: string;
let parentToken: string;
let specialistToken: string;
let programId: number;
let otherProgramId: number;

beforeAll(async () => {
  apps = await createTestApps(2);
  t = apps.apps[0]!;
  director = await makeUser(t, { role: 'CampDirector', name: 'Chris Alston', director: 'active' });
  other = await makeUser(t, { role: 'CampDirector', name: 'Sam Other', director: 'active' });
  directorToken = (await signIn(t, 'CampDirector', director)).token;
  otherToken = (await signIn(t, 'CampDirector', other)).token;
  adminToken = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
  parentToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  specialistToken = (await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' })))
    .token;
  programId = (await makeProgram(t, director.id, { name: 'Oak Grove Camp' })).id;
  otherProgramId = (await makeProgram(t, other.id, { name: 'Elsewhere Camp' })).id;
}, 60_000);
afterAll(async () => {
  await apps.close();
});

/** A paid itinerary activity of a program, ready to be recorded as a sale. */
async function paidItineraryActivity(program = programId, name?: string) {
  const { parent, itinerary } = await makeFamily(t, { itinerary: { status: 'approved' } });
  const activity = await makeActivity(t, program, name ? { name } : {});
  return makeItineraryActivity(t, {
    itineraryId: itinerary.id,
    activityId: activity.id,
    paidBy: parent.id,
  });
}

function sale(itineraryActivityId: number, over: Partial<Sale> = {}): Sale {
  return {
    itineraryActivityId,
    providerUserId: director.id,
    grossCents: 27_500,
    paymentProviderFeeCents: 828,
    provider: 'local',
    transferId: null,
    ...over,
  };
}

async function ledger(url: string, token: string, query: Record<string, string> = {}) {
  const res = await call(t, 'GET', url, undefined, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return payoutsResponseSchema.parse(res.json());
}

describe('recordSales', () => {
  it('writes one entry per sale with the 10% split, its description, and pending for the built-in provider', async () => {
    const ia = await paidItineraryActivity(programId, 'Robotics Week');
    await t.db.transaction((tx) => recordSales(tx, [sale(ia.id, { grossCents: 19_995 })]));
    const entry = await findEntryByItineraryActivity(t.db, ia.id);
    expect(entry).toMatchObject({
      providerUserId: director.id,
      provider: 'local',
      grossCents: 19_995,
      platformFeeCents: 2_000,
      paymentProviderFeeCents: 828,
      netCents: 17_167,
      status: 'pending',
      payoutId: null,
      transferId: null,
      description: 'Robotics Week · Oak Grove Camp',
    });
  });

  it('is idempotent per itinerary activity: a replayed fulfilment changes nothing', async () => {
    const ia = await paidItineraryActivity();
    await t.db.transaction((tx) => recordSales(tx, [sale(ia.id)]));
    await t.db.transaction((tx) =>
      recordSales(tx, [sale(ia.id, { grossCents: 1, paymentProviderFeeCents: 0 })]),
    );
    const rows = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(eq(payoutLedgerEntries.itineraryActivityId, ia.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.grossCents).toBe(27_500);
  });

  it('records a Stripe sale as transferred, with its transfer', async () => {
    const ia = await paidItineraryActivity();
    await t.db.transaction((tx) =>
      recordSales(tx, [sale(ia.id, { provider: 'stripe', transferId: 'tr_123' })]),
    );
    expect(await findEntryByItineraryActivity(t.db, ia.id)).toMatchObject({
      status: 'transferred',
      transferId: 'tr_123',
      netCents: 27_500 - 2_750 - 828,
    });
  });

  it('rolls back with the fulfilment transaction that called it', async () => {
    const ia = await paidItineraryActivity();
    await expect(
      t.db.transaction(async (tx) => {
        await recordSales(tx, [sale(ia.id)]);
        throw new Error('fulfilment failed');
      }),
    ).rejects.toThrow('fulfilment failed');
    expect(await findEntryByItineraryActivity(t.db, ia.id)).toBeNull();
  });
});

describe('the daily rolling payout (built-in provider)', () => {
  it('the cutoff is the start of yesterday (UTC): a sale is paid out two days after its day', () => {
    expect(payoutCutoff(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(payoutCutoff(new Date('2026-11-25T23:59:59Z')).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });

  it('pays each provider’s due entries in one payout, through two instances at once, exactly once', async () => {
    // Start from a ledger where nothing is due.
    await runDuePayouts(t.ctx);
    const now = t.ctx.now();
    const old = new Date(payoutCutoff(now).getTime() - 60_000);
    const mine = await Promise.all([paidItineraryActivity(), paidItineraryActivity()]);
    const theirs = await paidItineraryActivity(otherProgramId);
    const fresh = await paidItineraryActivity();
    const stripe = await paidItineraryActivity();
    await t.db.transaction((tx) =>
      recordSales(tx, [
        sale(mine[0]!.id, { grossCents: 10_000, paymentProviderFeeCents: 320 }),
        sale(mine[1]!.id, { grossCents: 5_000, paymentProviderFeeCents: 175 }),
        sale(theirs.id, {
          providerUserId: other.id,
          grossCents: 7_000,
          paymentProviderFeeCents: 233,
        }),
        sale(fresh.id),
        sale(stripe.id, { provider: 'stripe', transferId: 'tr_old' }),
      ]),
    );
    const backdated = [mine[0]!.id, mine[1]!.id, theirs.id, stripe.id];
    for (const id of backdated) {
      await t.db
        .update(payoutLedgerEntries)
        .set({ createdAt: old })
        .where(eq(payoutLedgerEntries.itineraryActivityId, id));
    }

    // Every instance runs the job; passes may overlap.
    const passes = await Promise.all([0, 1, 0, 1].map((i) => runDuePayouts(apps.apps[i]!.ctx)));
    const made = passes.flat();
    expect(made.map((p) => [p.providerUserId, p.amountCents, p.entryCount]).sort()).toEqual(
      [
        [director.id, 8_680 + 4_325, 2],
        [other.id, 6_067, 1],
      ].sort(),
    );

    const entry = async (id: number) => (await findEntryByItineraryActivity(t.db, id))!;
    const mineEntry = await entry(mine[0]!.id);
    expect(mineEntry.status).toBe('paid_out');
    expect(mineEntry.payoutId).toBe(made.find((p) => p.providerUserId === director.id)!.id);
    expect((await entry(fresh.id)).status).toBe('pending');
    expect((await entry(stripe.id)).status).toBe('transferred');

    // Nothing left to pay: another pass makes no payout.
    expect(await runDuePayouts(t.ctx)).toEqual([]);
    const all = await t.db.select().from(payouts);
    expect(all).toHaveLength(2);

    // Two days later the fresh sale is due, with the director's other built-in sales of today.
    const pendingToday = (await t.db.select().from(payoutLedgerEntries)).filter(
      (r) => r.status === 'pending',
    );
    expect(pendingToday.every((r) => r.providerUserId === director.id)).toBe(true);
    apps.advance(2 * DAY);
    const later = await runDuePayouts(apps.apps[1]!.ctx);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({
      providerUserId: director.id,
      entryCount: pendingToday.length,
      amountCents: pendingToday.reduce((s, r) => s + r.netCents, 0),
    });
    expect((await entry(fresh.id)).status).toBe('paid_out');
  });
});

describe('GET /api/v1/camp_directors/payouts and /api/v1/admins/payouts', () => {
  it('a director sees only their own entries and payouts, with totals over the whole ledger', async () => {
    const body = await ledger(DIRECTOR_PAYOUTS, directorToken);
    expect(body.entries.length).toBeGreaterThan(0);
    expect(body.entries.every((e) => e.provider_user_id === director.id)).toBe(true);
    expect(body.payouts.every((p) => p.provider_user_id === director.id)).toBe(true);
    expect(body.payouts.length).toBeGreaterThan(0);
    const rows = await t.db
      .select()
      .from(payoutLedgerEntries)
      .where(eq(payoutLedgerEntries.providerUserId, director.id));
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(body.totals).toEqual({
      gross_cents: sum((r) => r.grossCents),
      platform_fee_cents: sum((r) => r.platformFeeCents),
      payment_provider_fee_cents: sum((r) => r.paymentProviderFeeCents),
      net_cents: sum((r) => r.netCents),
      pending_cents: sum((r) => (r.status === 'pending' ? r.netCents : 0)),
      transferred_cents: sum((r) => (r.status === 'transferred' ? r.netCents : 0)),
      paid_out_cents: sum((r) => (r.status === 'paid_out' ? r.netCents : 0)),
    });
    expect(body.pagy).toEqual({ count: rows.length, pages: 1, page: 1 });
    expect(body.payout_delay_days).toBe(2);

    const theirs = await ledger(DIRECTOR_PAYOUTS, otherToken);
    expect(theirs.entries.map((e) => e.provider_user_id)).toEqual([other.id]);
    expect(theirs.entries[0]).toMatchObject({
      gross_cents: 7_000,
      platform_fee_cents: 700,
      payment_provider_fee_cents: 233,
      net_cents: 6_067,
      status: 'paid_out',
      provider_name: 'Sam Other',
      kind: 'sale',
    });
  });

  it('pages the entries newest first', async () => {
    const extra = PAYOUT_ENTRIES_PAGE_SIZE;
    const ias: { id: number }[] = [];
    for (let i = 0; i < extra; i += 1) ias.push(await paidItineraryActivity(otherProgramId));
    await t.db.transaction((tx) =>
      recordSales(
        tx,
        ias.map((ia) => sale(ia.id, { providerUserId: other.id })),
      ),
    );
    const first = await ledger(DIRECTOR_PAYOUTS, otherToken);
    expect(first.pagy).toEqual({ count: extra + 1, pages: 2, page: 1 });
    expect(first.entries).toHaveLength(PAYOUT_ENTRIES_PAGE_SIZE);
    const second = await ledger(DIRECTOR_PAYOUTS, otherToken, { page: '2' });
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0]!.gross_cents).toBe(7_000);
    const past = await ledger(DIRECTOR_PAYOUTS, otherToken, { page: '9' });
    expect(past.entries).toEqual([]);
  });

  it('an admin sees every provider’s ledger, or one provider’s', async () => {
    const all = await ledger(ADMIN_PAYOUTS, adminToken, { page: '1' });
    const count = await t.db.$count(payoutLedgerEntries);
    expect(all.pagy.count).toBe(count);
    const providers = new Set(
      (await t.db.select().from(payoutLedgerEntries)).map((r) => r.providerUserId),
    );
    expect(providers).toEqual(new Set([director.id, other.id]));
    expect(new Set(all.payouts.map((p) => p.provider_user_id))).toEqual(providers);

    const one = await ledger(ADMIN_PAYOUTS, adminToken, { provider_user_id: String(director.id) });
    expect(one.entries.every((e) => e.provider_user_id === director.id)).toBe(true);
    expect(one.totals).toEqual((await ledger(DIRECTOR_PAYOUTS, directorToken)).totals);
  });

  it('an admin orders the ledger by amount or date either way, and picks the page size', async () => {
    const byGross = await ledger(ADMIN_PAYOUTS, adminToken, {
      sort: 'gross_cents',
      order: 'asc',
      per_page: '50',
    });
    const gross = byGross.entries.map((e) => e.gross_cents);
    expect(gross).toEqual([...gross].sort((a, b) => a - b));
    expect(byGross.entries).toHaveLength(Math.min(50, byGross.pagy.count));
    expect(byGross.pagy.pages).toBe(Math.max(1, Math.ceil(byGross.pagy.count / 50)));
    const byNet = await ledger(ADMIN_PAYOUTS, adminToken, { sort: 'net_cents', order: 'desc' });
    const net = byNet.entries.map((e) => e.net_cents);
    expect(net).toEqual([...net].sort((a, b) => b - a));
    const oldest = await ledger(ADMIN_PAYOUTS, adminToken, { order: 'asc' });
    const days = oldest.entries.map((e) => e.created_at);
    expect(days).toEqual([...days].sort());
    for (const [key, value] of [
      ['sort', 'provider'],
      ['order', 'up'],
      ['per_page', '7'],
    ] as const) {
      const bad = await call(t, 'GET', ADMIN_PAYOUTS, undefined, {
        token: adminToken,
        query: { [key]: value },
      });
      expect(bad.statusCode, key).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual([key]);
    }
    // Who is asking comes before the query is read.
    expect((await call(t, 'GET', `${ADMIN_PAYOUTS}?sort=provider`)).statusCode).toBe(401);
    const refused = await call(t, 'GET', `${ADMIN_PAYOUTS}?sort=provider`, undefined, {
      token: directorToken,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('an admin exports the ledger as filtered (every provider’s, or one provider’s) as CSV', async () => {
    const exported = async (query?: Record<string, string>) => {
      const res = await call(t, 'GET', `${ADMIN_PAYOUTS}/export`, undefined, {
        token: adminToken,
        ...(query && { query }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="payouts-ledger.csv"');
      return parse(res.body, { columns: true }) as Record<string, string>[];
    };
    const all = await exported();
    expect(all).toHaveLength(await t.db.$count(payoutLedgerEntries));
    const one = await exported({ provider_user_id: String(director.id) });
    const page = await ledger(ADMIN_PAYOUTS, adminToken, { provider_user_id: String(director.id) });
    expect(one.length).toBe(page.pagy.count);
    expect(one.every((r) => r.provider_user_id === String(director.id))).toBe(true);
    // Newest first, as the ledger's first page.
    expect(one.slice(0, page.entries.length).map((r) => Number(r.id))).toEqual(
      page.entries.map((e) => e.id),
    );
    expect(one[0]).toMatchObject({
      gross_cents: String(page.entries[0]!.gross_cents),
      platform_fee_cents: String(page.entries[0]!.platform_fee_cents),
    });
    const bad = await call(t, 'GET', `${ADMIN_PAYOUTS}/export`, undefined, {
      token: adminToken,
      query: { provider_user_id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    // Other roles and strangers, before the query is read.
    for (const token of [parentToken, specialistToken, directorToken]) {
      const res = await call(t, 'GET', `${ADMIN_PAYOUTS}/export?provider_user_id=x`, undefined, {
        token,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t, 'GET', `${ADMIN_PAYOUTS}/export?provider_user_id=x`)).statusCode).toBe(
      401,
    );
  });

  it('refuses other roles (403) and strangers (401)', async () => {
    for (const token of [parentToken, specialistToken, adminToken]) {
      const res = await call(t, 'GET', DIRECTOR_PAYOUTS, undefined, { token });
      expect(res.statusCode).toBe(403);
    }
    for (const token of [parentToken, specialistToken, directorToken]) {
      const res = await call(t, 'GET', ADMIN_PAYOUTS, undefined, { token });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t, 'GET', DIRECTOR_PAYOUTS)).statusCode).toBe(401);
    expect((await call(t, 'GET', ADMIN_PAYOUTS)).statusCode).toBe(401);
  });

  it('a director not yet validated is refused (403)', async () => {
    const pending = await makeUser(t, { role: 'CampDirector' });
    const token = (await signIn(t, 'CampDirector', pending)).token;
    const res = await call(t, 'GET', DIRECTOR_PAYOUTS, undefined, { token });
    expect(res.statusCode).toBe(403);
  });

  it('a bad page answers 422 in the error shape', async () => {
    const res = await call(t, 'GET', DIRECTOR_PAYOUTS, undefined, {
      token: directorToken,
      query: { page: '0' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { page: ['Page is invalid'] } });
    const admin = await call(t, 'GET', ADMIN_PAYOUTS, undefined, {
      token: adminToken,
      query: { provider_user_id: 'x' },
    });
    expect(admin.statusCode).toBe(422);
    expect(admin.json()).toEqual({ errors: { provider_user_id: ['Provider is invalid'] } });
  });
});
