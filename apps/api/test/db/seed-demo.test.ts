import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, countDistinct, eq, max, min, sql } from 'drizzle-orm';
import { CAMP_TYPES } from '@camp/shared/enums';
import type { DbHandle } from '../../src/db/client.js';
import { seedDemoIfEmpty, type DemoAccount } from '../../src/db/seed/demo.js';
import { users } from '../../src/db/schema/users.js';
import { activities } from '../../src/db/schema/activities.js';
import { activityImports } from '../../src/db/schema/activity-imports.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { verifyPassword } from '../../src/lib/password.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { children } from '../../src/db/schema/children.js';
import { DEMO_ORDER_COUNT } from '../../src/db/seed/demo-orders.js';
import { listOrders } from '../../src/modules/providers/orders/service.js';
import { directorLedger } from '../../src/modules/payments/payouts/service.js';
import { listItineraries } from '../../src/modules/itineraries/queue/service.js';
import { DEMO_PARENT_PLAN, DEMO_QUEUE } from '../../src/db/seed/demo-itineraries.js';
import { getProgram } from '../../src/modules/catalog/programs/service.js';
import { activityProviderInterests } from '../../src/db/schema/activity-provider-interests.js';
import { interests } from '../../src/db/schema/interests.js';
import { programFieldsSchema, programSchema } from '@camp/shared/program';
import { PROGRAM_INTERESTS } from '@camp/shared/enums';
import type { AppContext } from '../../src/context.js';
import { openTestDb } from '../test-app.js';
import { parentIsPaidPremium } from '../../src/modules/auth/session.js';
import { listCoupons } from '../../src/modules/payments/coupons/use-cases/list-coupons.js';
import { auditLog } from '../../src/db/schema/audit-log.js';

describe('seedDemoIfEmpty', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let accounts: DemoAccount[] | null;
  const now = new Date();
  beforeAll(async () => {
    ({ handle, drop } = await openTestDb());
    accounts = await seedDemoIfEmpty({ db: handle.db, now: () => now });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('creates one confirmed account per role whose printed password works', async () => {
    expect(accounts?.map((a) => a.role).sort()).toEqual([
      'Admin',
      'CampDirector',
      'CampDirector',
      'Parent',
      'Specialist',
    ]);
    for (const a of accounts ?? []) {
      expect(a.email).toMatch(/@demo\.campconcierge\.test$/);
      const [u] = await handle.db.select().from(users).where(eq(users.email, a.email));
      expect(u?.role).toBe(a.role);
      expect(u?.confirmedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(u?.passwordHash ?? null, a.password)).toBe(true);
    }
  });

  it('has one invited specialist who has not chosen a password (the staff list shows it)', async () => {
    const invited = await handle.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'Specialist' AND ${users.passwordHash} IS NULL`);
    expect(invited.map((u) => [u.name, u.deactivatedAt])).toEqual([['Riley Chen', null]]);
  });

  it('gives the demo parent a paid Premium package and a child whose plan is being built', async () => {
    const parent = accounts?.find((a) => a.role === 'Parent');
    const [u] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, parent?.email ?? ''));
    expect(await parentIsPaidPremium(handle.db, u!.id)).toBe(true);
    const plans = await handle.db
      .select({ child: children.firstName, status: itineraries.status })
      .from(itineraries)
      .innerJoin(children, eq(children.id, itineraries.childId))
      .where(eq(itineraries.parentId, u!.id));
    expect(plans).toEqual([{ child: DEMO_PARENT_PLAN.child, status: DEMO_PARENT_PLAN.status }]);
  });

  it('makes two validated directors with ready payment accounts: the first owns all programs but the last', async () => {
    const directors = accounts?.filter((a) => a.role === 'CampDirector') ?? [];
    expect(directors.map((d) => d.email)).toEqual([
      'director@demo.campconcierge.test',
      'director2@demo.campconcierge.test',
    ]);
    const rows = [];
    for (const director of directors) {
      const [row] = await handle.db
        .select({
          id: users.id,
          registrationStatus: campDirectorProfiles.registrationStatus,
          paymentAccountStatus: campDirectorProfiles.paymentAccountStatus,
        })
        .from(users)
        .innerJoin(campDirectorProfiles, eq(campDirectorProfiles.userId, users.id))
        .where(eq(users.email, director.email));
      expect(row).toMatchObject({ registrationStatus: 'validated', paymentAccountStatus: 'ready' });
      rows.push(row!);
    }
    const owners = await handle.db
      .select({ directorId: activityProviders.directorId, n: count() })
      .from(activityProviders)
      .groupBy(activityProviders.directorId)
      .orderBy(activityProviders.directorId);
    expect(owners).toEqual([
      { directorId: rows[0]!.id, n: 12 },
      { directorId: rows[1]!.id, n: 1 },
    ]);
  });

  it('has one director awaiting validation (the providers queue shows it), its submission audited', async () => {
    const rows = await handle.db
      .select({ id: campDirectorProfiles.userId, org: campDirectorProfiles.organisationName })
      .from(campDirectorProfiles)
      .where(eq(campDirectorProfiles.registrationStatus, 'awaiting_validation'));
    expect(rows).toEqual([{ id: expect.any(Number), org: 'Oak Ridge Outdoor School' }]);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, rows[0]!.id));
    expect(audit).toMatchObject({
      actorId: rows[0]!.id,
      action: 'provider_profile_submitted',
      toStatus: 'awaiting_validation',
    });
  });

  it("records the first program's last three activities as one bulk import of the first director", async () => {
    const [demoImport, ...others] = await handle.db.select().from(activityImports);
    expect(others).toEqual([]);
    expect(demoImport).toMatchObject({ activityCount: 3, undoneAt: null });
    const [first] = await handle.db
      .select({ id: activityProviders.id, directorId: activityProviders.directorId })
      .from(activityProviders)
      .orderBy(activityProviders.id)
      .limit(1);
    expect(demoImport!.providerId).toBe(first!.id);
    expect(demoImport!.userId).toBe(first!.directorId);
    const imported = await handle.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.importId, demoImport!.id));
    expect(imported).toHaveLength(3);
  });

  it('builds a catalog of at least 13 providers and 300 activities with a full spread', async () => {
    const [providers] = await handle.db.select({ n: count() }).from(activityProviders);
    expect(providers?.n).toBeGreaterThanOrEqual(13);
    const [stats] = await handle.db
      .select({
        n: count(),
        providers: countDistinct(activities.providerId),
        minAge: min(activities.ageMin),
        maxAge: max(activities.ageMax),
        minGrade: min(activities.gradeLevelStart),
        maxGrade: max(activities.gradeLevelEnd),
        minPrice: min(activities.priceCents),
        maxPrice: max(activities.priceCents),
        firstStart: min(activities.startDate),
        noCoords: sql<number>`count(*) FILTER (WHERE ${activities.latitude} IS NULL)::int`,
      })
      .from(activities);
    expect(stats?.n).toBeGreaterThanOrEqual(300);
    expect(stats?.providers).toBe(providers?.n);
    expect(stats).toMatchObject({ minAge: 4, maxAge: 18, minGrade: -1, maxGrade: 12, noCoords: 0 });
    expect(stats?.maxPrice ?? 0).toBeGreaterThan(10 * (stats?.minPrice ?? 0));
    expect(stats?.firstStart && stats.firstStart > now.toISOString().slice(0, 10)).toBe(true);

    const types = await handle.db
      .selectDistinct({ campType: activities.campType })
      .from(activities);
    expect(types.map((t) => t.campType).sort()).toEqual([...CAMP_TYPES].sort());

    const [interestSpread] = await handle.db
      .select({ n: countDistinct(activityInterests.interestId) })
      .from(activityInterests);
    expect(interestSpread?.n).toBe(8);
    const [skillSpread] = await handle.db
      .select({ n: countDistinct(activitySkillDevelopments.skillDevelopmentId) })
      .from(activitySkillDevelopments);
    expect(skillSpread?.n).toBeGreaterThanOrEqual(40);
  });

  it('gives every program values the program form accepts as they are', async () => {
    const rows = await handle.db
      .select({ id: activityProviders.id, directorId: activityProviders.directorId })
      .from(activityProviders);
    expect(rows.length).toBe(13);
    const ctx = { db: handle.db } as AppContext;
    for (const row of rows) {
      // What GET /api/v1/camp_directors/activity_providers/:id answers, and the form loads.
      const program = await getProgram(
        ctx,
        { id: row.directorId } as Parameters<typeof getProgram>[1],
        row.id,
      );
      const parsed = programSchema.safeParse(program);
      expect(parsed.error?.issues ?? [], program.name).toEqual([]);
      // Saving it unchanged would store the same values (nothing to normalise).
      const formFields = Object.entries(program).filter(([k]) => k in programFieldsSchema.shape);
      expect(formFields.length).toBe(Object.keys(programFieldsSchema.shape).length);
      expect(parsed.data).toEqual(Object.fromEntries(formFields));
      expect(program.faq).toBe(`${program.website}/faq`);
      expect(program.interests.length).toBeGreaterThan(0);
      for (const i of program.interests) expect(PROGRAM_INTERESTS).toContain(i.name);
    }
  });

  it('links programs to program-kind interests only', async () => {
    const kinds = await handle.db
      .selectDistinct({ kind: interests.kind })
      .from(activityProviderInterests)
      .innerJoin(interests, eq(interests.id, activityProviderInterests.interestId));
    expect(kinds).toEqual([{ kind: 'program' }]);
  });

  it('places activities around Raleigh (within 60 km of 27601)', async () => {
    const [far] = await handle.db
      .select({ n: count() })
      .from(activities)
      .where(
        sql`earth_distance(ll_to_earth(35.7796, -78.6382), ll_to_earth(${activities.latitude}, ${activities.longitude})) > 60000`,
      );
    expect(far?.n).toBe(0);
  });

  it('gives the director paid orders from demo families, some already processed', async () => {
    const director = accounts?.find((a) => a.role === 'CampDirector');
    const [dir] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, director?.email ?? ''));
    const rows = await handle.db
      .select({
        id: itineraryActivities.id,
        processed: itineraryActivities.processed,
        paidAt: itineraryActivities.paidAt,
        amountCents: itineraryActivities.amountCents,
        providerId: activities.providerId,
        ownerId: activityProviders.directorId,
        itineraryStatus: itineraries.status,
        childName: children.firstName,
        questionnaireStatus: questionnaires.status,
      })
      .from(itineraryActivities)
      .innerJoin(activities, eq(activities.id, itineraryActivities.activityId))
      .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
      .innerJoin(itineraries, eq(itineraries.id, itineraryActivities.itineraryId))
      .innerJoin(children, eq(children.id, itineraries.childId))
      .innerJoin(questionnaires, eq(questionnaires.id, itineraries.questionnaireId))
      .where(eq(itineraryActivities.paymentStatus, 'paid'));
    expect(rows.length).toBe(DEMO_ORDER_COUNT);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.ownerId).toBe(dir?.id);
      expect(r.itineraryStatus).toBe('approved');
      expect(r.questionnaireStatus).toBe('submitted');
      expect(r.childName).toBeTruthy();
      expect(r.paidAt).toBeInstanceOf(Date);
      expect(r.amountCents).toBeGreaterThan(0);
    }
    const processed = rows.filter((r) => r.processed).length;
    expect(processed).toBeGreaterThan(0);
    expect(processed).toBeLessThan(rows.length);
    expect(new Set(rows.map((r) => r.providerId)).size).toBeGreaterThanOrEqual(2);

    // What the Orders page shows: every field filled except one family's blank contact data.
    const ctx = { db: handle.db } as AppContext;
    const page = await listOrders(ctx, { id: dir!.id } as Parameters<typeof listOrders>[1], 1);
    expect(page.pagy).toEqual({
      count: DEMO_ORDER_COUNT,
      pages: Math.ceil(DEMO_ORDER_COUNT / 10),
      page: 1,
    });
    const paidAt = page.orders.map((o) => o.paid_at ?? '');
    expect(paidAt).toEqual([...paidAt].sort().reverse());
    for (const o of page.orders) {
      expect(o.parent_name && o.parent_email && o.child_name && o.activity.sku).toBeTruthy();
    }
    expect(page.orders.filter((o) => o.parent_phone_number === null).length).toBe(1);
  });

  it('gives the director a payouts ledger: one entry per paid order, older days paid out', async () => {
    const director = accounts?.find((a) => a.role === 'CampDirector');
    const [dir] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, director?.email ?? ''));
    const ctx = { db: handle.db } as AppContext;
    const ledger = await directorLedger(
      ctx,
      { id: dir!.id } as Parameters<typeof directorLedger>[1],
      1,
    );
    expect(ledger.pagy.count).toBe(DEMO_ORDER_COUNT);
    expect(ledger.entries.every((e) => e.description.includes(' · '))).toBe(true);
    expect(ledger.totals.paid_out_cents).toBeGreaterThan(0);
    expect(ledger.totals.pending_cents).toBeGreaterThan(0);
    expect(ledger.totals.paid_out_cents + ledger.totals.pending_cents).toBe(
      ledger.totals.net_cents,
    );
    expect(ledger.payouts.reduce((s, p) => s + p.amount_cents, 0)).toBe(
      ledger.totals.paid_out_cents,
    );
  });

  it('fills every tab of the specialist dashboard: paid and unpaid new ones, some overdue', async () => {
    const ctx = { db: handle.db, now: () => now } as AppContext;
    const fresh = await listItineraries(ctx, { by_status: 'draft', sort: 'newest' });
    const statuses = fresh.pagy.vars.statuses;
    for (const s of ['draft', 'in_progress', 'review', 'alternate_request', 'accepted'] as const) {
      expect(statuses[s]).toBe(
        [...DEMO_QUEUE, DEMO_PARENT_PLAN].filter((f) => f.status === s).length,
      );
    }
    // The demo orders' families are approved, plus the queue's canceled one.
    expect(statuses.canceled).toBe(1);
    expect(fresh.itineraries.some((i) => i.assignable)).toBe(true);
    expect(fresh.itineraries.some((i) => !i.paid)).toBe(true);
    const sorted = await listItineraries(ctx, { by_status: 'draft', sort: 'overdue' });
    expect(sorted.itineraries[0]!.service.overdue).toBe(true);
    const taken = await listItineraries(ctx, { by_status: 'in_progress', sort: 'overdue' });
    expect(taken.itineraries[0]!.service.first_itinerary_overdue).toBe(true);
    expect(taken.itineraries[0]!.specialist?.email).toBe(
      accounts?.find((a) => a.role === 'Specialist')?.email,
    );
  });

  it('gives the back office coupons in each status beside MYTRIAL, with their audit records', async () => {
    const ctx = { db: handle.db, now: () => now } as unknown as AppContext;
    const list = await listCoupons(ctx, {
      page: 1,
      per_page: 25,
      sort: 'code',
      order: 'asc',
    });
    const demo = list.coupons.filter((c) => c.code !== 'MYTRIAL');
    expect(demo.map((c) => [c.code, c.status])).toEqual([
      ['BASIC5', 'active'],
      ['SPRING20', 'deactivated'],
      ['WELCOME10', 'active'],
    ]);
    const audit = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'coupons'));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'coupon_created',
      'coupon_created',
      'coupon_created',
      'coupon_deactivated',
    ]);
  });

  it('does nothing on a database that has users', async () => {
    const [before] = await handle.db.select({ n: count() }).from(activities);
    expect(await seedDemoIfEmpty({ db: handle.db })).toBeNull();
    const [after] = await handle.db.select({ n: count() }).from(activities);
    expect(after?.n).toBe(before?.n);
  });
});
