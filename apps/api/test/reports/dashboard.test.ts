import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@camp/shared/admin-dashboard';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { payoutLedgerEntries } from '../../src/db/schema/payouts.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { giveOrder, makeFamily, makeItineraryActivity } from '../factories.js';
import { makeAdmin } from '../director-onboarding/helpers.js';
import { makeProviders } from '../payments/checkout/helpers.js';

const DASHBOARD = '/api/v1/admins/dashboard';
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const last = (series: number[]) => series[series.length - 1];

describe('GET /api/v1/admins/dashboard', () => {
  it('gives the marketplace week by week, the current week last', async () => {
    const now = t.ctx.now();
    // Two families this week: one itinerary sent at once (on time), one still within the target.
    const sent = await makeFamily(t, { itinerary: { status: 'review', sentAt: now } });
    await makeFamily(t, { parentName: 'Sam Lee' });
    // A questionnaire of ten days ago whose itinerary never went out: the target was missed.
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS);
    await makeFamily(t, {
      parentName: 'Kim Ray',
      questionnaire: { submittedAt: tenDaysAgo },
    });
    // Taken up by a specialist an hour after its questionnaire (the introduction on time), and
    // never sent: the first itinerary's target missed.
    const introduced = await makeFamily(t, {
      parentName: 'Lee Park',
      questionnaire: { submittedAt: tenDaysAgo },
      itinerary: { status: 'in_progress' },
    });
    await t.db.insert(auditLog).values({
      entityType: 'itineraries',
      entityId: introduced.itinerary.id,
      action: 'assign',
      fromStatus: 'draft',
      toStatus: 'in_progress',
      createdAt: new Date(tenDaysAgo.getTime() + 3_600_000),
    });
    await giveOrder(t, sent.parent.id, 'Premium', 'paid', now);
    // A place paid and refunded this week.
    const { pineDirector, lake } = await makeProviders(t);
    const place = await makeItineraryActivity(t, {
      itineraryId: sent.itinerary.id,
      activityId: lake.id,
    });
    const split = { grossCents: 27_500, platformFeeCents: 2_750, paymentProviderFeeCents: 828 };
    const [sale] = await t.db
      .insert(payoutLedgerEntries)
      .values({
        itineraryActivityId: place.id,
        providerUserId: pineDirector.id,
        provider: 'local',
        status: 'pending',
        ...split,
        netCents: 23_922,
        reversed: true,
      })
      .returning();
    await t.db.insert(payoutLedgerEntries).values({
      itineraryActivityId: place.id,
      providerUserId: pineDirector.id,
      provider: 'local',
      status: 'pending',
      kind: 'reversal',
      reversesEntryId: sale!.id,
      grossCents: -27_500,
      platformFeeCents: -2_750,
      paymentProviderFeeCents: -828,
      netCents: -23_922,
    });

    const res = await call(t, 'GET', DASHBOARD, undefined, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminDashboard>();
    expect(body.weeks).toHaveLength(12);
    const monday = new Date(body.weeks[11]!);
    expect(monday.getUTCDay()).toBe(1);
    expect(now.getTime() - monday.getTime()).toBeLessThan(7 * DAY_MS);
    expect(now.getTime()).toBeGreaterThanOrEqual(monday.getTime());
    for (const values of Object.values(body.series)) expect(values).toHaveLength(12);

    const s = body.series;
    // Parents only (the admin and the directors are not sign-ups).
    expect(last(s.sign_ups)).toBe(4);
    expect(last(s.questionnaires)).toBe(2);
    expect(last(s.itineraries_sent)).toBe(1);
    expect(last(s.bookings)).toBe(1);
    expect(last(s.activity_revenue_cents)).toBe(27_500);
    expect(last(s.package_revenue_cents)).toBeGreaterThan(0);
    // The refund took the platform's fee back.
    expect(last(s.platform_fee_cents)).toBe(0);
    expect(last(s.refunds_cents)).toBe(27_500);
    expect(last(s.first_itinerary_hit)).toBe(1);
    const tenDaysAgoWeek = body.weeks.findLastIndex((w) => new Date(w) <= tenDaysAgo);
    expect(s.first_itinerary_missed[tenDaysAgoWeek]).toBe(2);
    expect(s.first_itinerary_missed.reduce((a, b) => a + b, 0)).toBe(2);
    expect(s.questionnaires.reduce((a, b) => a + b, 0)).toBe(4);
    // The introduction: the sent itinerary counts as introduced; Lee Park's was taken up in an
    // hour; Kim Ray's never was; Sam Lee's is still within the target.
    expect(last(s.intro_hit)).toBe(1);
    expect(last(s.intro_missed)).toBe(0);
    expect(s.intro_hit[tenDaysAgoWeek]).toBe(1);
    expect(s.intro_missed[tenDaysAgoWeek]).toBe(1);

    expect(body.itineraries_by_status).toMatchObject({
      draft: 2,
      in_progress: 1,
      review: 1,
      approved: 0,
    });
    // The itineraries started each week by their status now: this week's sent one and Sam
    // Lee's new one; ten days ago Kim Ray's (new) and Lee Park's (in progress).
    const started = body.itineraries_started_by_status;
    for (const values of Object.values(started)) expect(values).toHaveLength(12);
    expect(last(started.review)).toBe(1);
    expect(last(started.draft)).toBe(1);
    expect(started.draft[tenDaysAgoWeek]).toBe(1);
    expect(started.in_progress[tenDaysAgoWeek]).toBe(1);
    expect(
      Object.values(started).reduce((sum, values) => sum + values.reduce((a, b) => a + b, 0), 0),
    ).toBe(4);
    expect(body.first_itinerary_target_hours).toBe(16);
    expect(body.intro_target_hours).toBe(8);
    // Past a target now, longest wait first: Kim Ray's has no specialist yet, Lee Park's no
    // first version.
    expect(body.overdue.count).toBe(2);
    expect(
      body.overdue.itineraries.map((o) => [o.parent_name, o.status, o.missed, o.waiting_since]),
    ).toEqual([
      ['Kim Ray', 'draft', 'introduction', tenDaysAgo.toISOString()],
      ['Lee Park', 'in_progress', 'first_itinerary', tenDaysAgo.toISOString()],
    ]);
    expect(body.overdue.itineraries[0]!.business_hours_waited).toBeGreaterThan(16);

    // The same list as CSV, in the same order.
    const csv = await call(t, 'GET', `${DASHBOARD}/overdue/export`, undefined, {
      token: admin.token,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="overdue.csv"');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.id, r.parent_name, r.status, r.missed, r.waiting_since])).toEqual(
      body.overdue.itineraries.map((o) => [
        String(o.id),
        o.parent_name,
        o.status,
        o.missed,
        o.waiting_since,
      ]),
    );
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'child_name',
      'parent_name',
      'parent_email',
      'missed',
      'status',
      'specialist_name',
      'waiting_since',
      'business_hours_waited',
    ]);
  });

  it("gives MIA's language-model use per month and this month's heaviest families", async () => {
    const now = t.ctx.now();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const sevenMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 15));
    const ana = await makeFamily(t, { parentName: 'Ana Tokens' });
    const bo = await makeFamily(t, { parentName: 'Bo Tokens' });
    const reply = (
      family: typeof ana,
      createdAt: Date,
      promptTokens: number | null,
      completionTokens: number | null,
    ) => ({
      itineraryId: family.itinerary.id,
      parentId: family.parent.id,
      senderRole: 'assistant',
      role: 'assistant' as const,
      text: 'An answer.',
      promptTokens,
      completionTokens,
      createdAt,
    });
    await t.db.insert(chatMessages).values([
      reply(ana, thisMonth, 300, 40),
      reply(ana, thisMonth, 200, 10),
      reply(bo, thisMonth, 1_000, 90),
      reply(bo, lastMonth, 50, 5),
      // Too old for the months shown, and the built-in assistant's (no tokens): not counted.
      reply(bo, sevenMonthsAgo, 9_999, 9),
      reply(ana, thisMonth, null, null),
    ]);
    const res = await call(t, 'GET', DASHBOARD, undefined, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const usage = res.json<AdminDashboard>().mia_usage;
    expect(usage.monthly_token_cap).toBeNull();
    expect(usage.months).toHaveLength(6);
    const key = (d: Date) => d.toISOString().slice(0, 7);
    expect(usage.months[5]).toEqual({
      month: key(thisMonth),
      prompt_tokens: 1_500,
      completion_tokens: 140,
      replies: 3,
    });
    expect(usage.months[4]).toEqual({
      month: key(lastMonth),
      prompt_tokens: 50,
      completion_tokens: 5,
      replies: 1,
    });
    expect(usage.months.slice(0, 4).every((m) => m.replies === 0)).toBe(true);
    expect(
      usage.families.map((f) => [f.name, f.prompt_tokens, f.completion_tokens, f.replies]),
    ).toEqual([
      ['Bo Tokens', 1_000, 90, 1],
      ['Ana Tokens', 500, 50, 2],
    ]);
    expect(usage.families[0]!.parent_id).toBe(bo.parent.id);
  });

  it('shows 4, 12, 26 or 52 weeks, and nothing else', async () => {
    const four = await call(t, 'GET', DASHBOARD, undefined, {
      token: admin.token,
      query: { weeks: '4' },
    });
    expect(four.json<AdminDashboard>().weeks).toHaveLength(4);
    const bad = await call(t, 'GET', DASHBOARD, undefined, {
      token: admin.token,
      query: { weeks: '5' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { weeks: ['must be one of 4, 12, 26, 52'] } });
  });

  it('is for admins only, checked before the query', async () => {
    const parent = await makeUser(t);
    const { token } = await signIn(t, 'Parent', parent);
    const query = { weeks: 'many' };
    expect((await call(t, 'GET', DASHBOARD, undefined, { query })).statusCode).toBe(401);
    expect((await call(t, 'GET', DASHBOARD, undefined, { query, token })).statusCode).toBe(403);
    const exportUrl = `${DASHBOARD}/overdue/export`;
    const specialist = await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' }));
    expect((await call(t, 'GET', exportUrl)).statusCode).toBe(401);
    for (const other of [token, specialist.token]) {
      expect((await call(t, 'GET', exportUrl, undefined, { token: other })).statusCode).toBe(403);
    }
  });
});
