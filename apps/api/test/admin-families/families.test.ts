import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@camp/shared/payment';
import {
  FAMILY_MESSAGES,
  type FamilyDetails,
  type FamilyExport,
  type FamilyListResponse,
} from '@camp/shared/admin-families';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { changeRequests } from '../../src/db/schema/change-requests.js';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { children } from '../../src/db/schema/children.js';
import { orders } from '../../src/db/schema/orders.js';
import { createTestApp, createTestApps, type TestApp } from '../test-app.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import { call, makeUser, signIn, userRow } from '../auth/helpers.js';
import { makeDirector, makeProgram } from '../director-activities/helpers.js';
import {
  SUBSCRIPTIONS_PATH,
  makeParent,
  ordersOf,
  packageIds,
  saveCard,
  subscriptionsOf,
} from '../payments/subscriptions/helpers.js';

const FAMILIES = '/api/v1/admins/families';

let t: TestApp;
let admin: { id: number; token: string };
let seq = 0;
/** A child's first name no other test uses, so a search finds one family. */
const uniqueName = (base: string) => `${base}${(seq += 1)}x${Date.now().toString(36)}`;

async function makeAdmin(app: TestApp) {
  const user = await makeUser(app, { role: 'Admin', name: 'Ada Admin' });
  return { id: user.id, token: (await signIn(app, 'Admin', user)).token };
}

const get = (path: string, query?: Record<string, string>, token = admin.token) =>
  call(t, 'GET', path, undefined, { token, ...(query ? { query } : {}) });

async function auditFor(id: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, id), eq(auditLog.action, action)),
    );
}

/** A family with a paid camp, a plan order, a message with MIA and a change request. */
async function richFamily(childName = uniqueName('Riley')) {
  const f = await makeFamily(t, { parentName: 'Jamie Fox', child: { firstName: childName } });
  const director = await makeDirector(t);
  const program = await makeProgram(t, director.id);
  const activity = await makeActivity(t, program.id, { name: 'Robotics Week' });
  await makeItineraryActivity(t, {
    itineraryId: f.itinerary.id,
    activityId: activity.id,
    paidBy: f.parent.id,
  });
  await t.db.insert(changeRequests).values({
    itineraryId: f.itinerary.id,
    activityId: activity.id,
    requestedById: f.parent.id,
    reason: 'Date,Price',
    moreInformation: 'Another week please',
  });
  await t.db.insert(chatMessages).values({
    itineraryId: f.itinerary.id,
    parentId: f.parent.id,
    userId: f.parent.id,
    senderRole: 'Parent',
    role: 'user',
    text: 'Is this camp good for a beginner?',
  });
  return { ...f, childName, activity };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('who may see and change families', () => {
  it('refuses anonymous callers (401) and every other role (403) before reading the request', async () => {
    const f = await makeFamily(t);
    const specialist = await makeUser(t, { role: 'Specialist' });
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const tokens = [
      (await signIn(t, 'Parent', f.parent)).token,
      (await signIn(t, 'Specialist', specialist)).token,
      (await signIn(t, 'CampDirector', director)).token,
    ];
    const requests: ['GET' | 'POST' | 'PUT', string, unknown][] = [
      ['GET', FAMILIES, undefined],
      ['GET', `${FAMILIES}/export`, undefined],
      ['GET', `${FAMILIES}/${f.parent.id}`, undefined],
      ['GET', `${FAMILIES}/${f.parent.id}/export`, undefined],
      // Invalid bodies: the refusal must come first.
      ['POST', `${FAMILIES}/${f.parent.id}/erasure`, { email: 'nope' }],
      ['PUT', `${FAMILIES}/${f.parent.id}/package`, { package: 'gold' }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, body)).statusCode, url).toBe(401);
      for (const token of tokens) {
        const res = await call(t, method, url, body, { token });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await userRow(t, f.parent.id)).deletedAt).toBeNull();
    expect(await auditFor(f.parent.id, 'family_exported')).toEqual([]);
  });
});

describe('searching families', () => {
  it("finds a family by a child's name, the parent's name or e-mail, and pages", async () => {
    const f = await richFamily();
    const byChild = await get(FAMILIES, { q: f.childName.toLowerCase() });
    expect(byChild.statusCode, byChild.body).toBe(200);
    const list = byChild.json<FamilyListResponse>();
    expect(list.pagy).toEqual({ count: 1, pages: 1, page: 1 });
    expect(list.families[0]).toMatchObject({
      id: f.parent.id,
      name: 'Jamie Fox',
      email: f.parent.email,
      children: [f.childName],
      package: null,
    });

    const byEmail = (await get(FAMILIES, { q: f.parent.email })).json<FamilyListResponse>();
    expect(byEmail.families.map((x) => x.id)).toEqual([f.parent.id]);
    const byName = (
      await get(FAMILIES, { q: 'jamie fox', per_page: '100' })
    ).json<FamilyListResponse>();
    expect(byName.families.map((x) => x.id)).toContain(f.parent.id);

    // Staff and directors are no families; a wildcard is searched as text.
    const staff = await makeUser(t, { role: 'Specialist', name: 'Jamie Fox' });
    expect(byName.families.map((x) => x.id)).not.toContain(staff.id);
    expect((await get(FAMILIES, { q: '%' })).json<FamilyListResponse>().pagy.count).toBe(0);

    const paged = (await get(FAMILIES, { per_page: '25', page: '2' })).json<FamilyListResponse>();
    expect(paged.pagy.page).toBe(2);
  });

  it('filters by plan, and refuses a filter it does not know (422)', async () => {
    const f = await makeFamily(t, { child: { firstName: uniqueName('Plan') } });
    const plans = await packageIds(t);
    await t.db.insert(orders).values({
      userId: f.parent.id,
      packageId: plans.monthly.id,
      status: 'paid',
      amountCents: 1000,
      paidAt: t.ctx.now(),
    });
    const monthly = (
      await get(FAMILIES, { package: 'monthly', per_page: '100' })
    ).json<FamilyListResponse>();
    expect(monthly.families.find((x) => x.id === f.parent.id)?.package).toBe('monthly');
    const none = (
      await get(FAMILIES, { package: 'none', per_page: '100' })
    ).json<FamilyListResponse>();
    expect(none.families.every((x) => x.package === null)).toBe(true);

    for (const query of <Record<string, string>[]>[
      { package: 'gold' },
      { per_page: '7' },
      { page: '0' },
      { sort: 'password_hash' },
      { q: 'x'.repeat(300) },
    ]) {
      expect((await get(FAMILIES, query)).statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('exports what is filtered as CSV, with formula-like cells made text', async () => {
    const childName = uniqueName('Csv');
    const f = await makeFamily(t, {
      parentName: '=HYPERLINK("x")',
      child: { firstName: childName },
    });
    const res = await get(`${FAMILIES}/export`, { q: childName });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: String(f.parent.id),
      name: `'=HYPERLINK("x")`,
      children: childName,
      package: '',
    });
    expect((await get(`${FAMILIES}/export`, { package: 'gold' })).statusCode).toBe(422);
  });
});

describe("a family's page", () => {
  it('shows the parent, children, itineraries, plan, payments and messages, and no health answers', async () => {
    const f = await richFamily();
    const res = await get(`${FAMILIES}/${f.parent.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<FamilyDetails>();
    expect(d.parent).toMatchObject({ id: f.parent.id, email: f.parent.email, name: 'Jamie Fox' });
    expect(d.children).toEqual([
      { id: f.child!.id, first_name: f.childName, age: 9, rising_grade_level: 4 },
    ]);
    expect(d.questionnaires).toEqual([
      expect.objectContaining({ id: f.questionnaire.id, status: 'submitted' }),
    ]);
    expect(d.itineraries).toEqual([
      expect.objectContaining({ id: f.itinerary.id, status: 'draft', specialist_name: null }),
    ]);
    expect(d.payments).toEqual([
      expect.objectContaining({ activity_name: 'Robotics Week', amount_cents: 27_500 }),
    ]);
    expect(d.messages.map((m) => m.text)).toEqual(['Is this camp good for a beginner?']);
    expect(d.change_requests).toEqual([
      expect.objectContaining({ activity_name: 'Robotics Week', reason: 'Date,Price' }),
    ]);
    expect(d.plan).toEqual({
      package: null,
      package_type: null,
      order_status: null,
      subscription: null,
    });
    expect(JSON.stringify(d)).not.toMatch(/special_needs|specify_accessibility/);
  });

  it('answers 404 for an unknown id, a non-parent or an erased family, and 422 for a bad id', async () => {
    const staff = await makeUser(t, { role: 'Specialist' });
    for (const id of ['2147483647', String(staff.id), String(admin.id)]) {
      const res = await get(`${FAMILIES}/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors._base).toEqual([FAMILY_MESSAGES.notFound]);
    }
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
      expect((await get(`${FAMILIES}/${id}`)).statusCode, id).toBe(422);
    }
  });
});

describe("exporting a family's data", () => {
  it('downloads the page plus the account fields as JSON, never a secret, and audits it', async () => {
    const f = await richFamily();
    const res = await get(`${FAMILIES}/${f.parent.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="family-${f.parent.id}.json"`,
    );
    const data = res.json<FamilyExport>();
    expect(data.account).toMatchObject({ id: f.parent.id, role: 'Parent', email: f.parent.email });
    expect(data.children[0]!.first_name).toBe(f.childName);
    expect(data.payments).toHaveLength(1);
    expect(res.body).not.toMatch(/password|token|google_sub|form_id/i);

    const audit = await auditFor(f.parent.id, 'family_exported');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, data: { sections: { children: 1 } } });
    expect(JSON.stringify(audit[0]!.data)).not.toContain(f.childName);

    expect((await get(`${FAMILIES}/2147483647/export`)).statusCode).toBe(404);
  });
});

describe('erasing a family on request', () => {
  const erase = (id: number, email: string, token = admin.token, app = t) =>
    call(app, 'POST', `${FAMILIES}/${id}/erasure`, { email }, { token });

  it('refuses an e-mail that is not the parent’s (422) and changes nothing', async () => {
    const f = await richFamily();
    const res = await erase(f.parent.id, 'someone.else@example.com');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([FAMILY_MESSAGES.emailMismatch]);
    expect(
      (await call(t, 'POST', `${FAMILIES}/${f.parent.id}/erasure`, {}, { token: admin.token }))
        .statusCode,
    ).toBe(422);
    expect((await userRow(t, f.parent.id)).deletedAt).toBeNull();
    expect(await auditFor(f.parent.id, 'family_erased')).toEqual([]);
    expect((await erase(2147483647, 'x@example.com')).statusCode).toBe(404);
  });

  it("erases personal data by the parent deletion's rules, keeps accounting anonymised, and audits without it", async () => {
    const f = await richFamily();
    const plans = await packageIds(t);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: f.parent.id,
        packageId: plans.one_time.id,
        status: 'paid',
        amountCents: 2900,
        paidAt: t.ctx.now(),
      })
      .returning();
    const res = await erase(f.parent.id, f.parent.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.erased });

    expect(await userRow(t, f.parent.id)).toMatchObject({
      email: `deleted-${f.parent.id}@deleted.invalid`,
      name: 'Deleted user',
      phoneNumber: null,
      passwordHash: null,
    });
    const [child] = await t.db.select().from(children).where(eq(children.id, f.child!.id));
    expect(child!.firstName).toBe('Deleted child');
    expect(
      await t.db.select().from(chatMessages).where(eq(chatMessages.parentId, f.parent.id)),
    ).toEqual([]);
    // Accounting stays: the plan order and the paid camp.
    expect((await ordersOf(t, f.parent.id)).map((o) => o.id)).toEqual([order!.id]);

    const audit = await auditFor(f.parent.id, 'family_erased');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      fromStatus: 'active',
      toStatus: 'erased',
      data: { after: { erased: true } },
    });
    const kept = JSON.stringify(audit[0]);
    for (const personal of [f.parent.email, 'Jamie', f.childName]) {
      expect(kept).not.toContain(personal);
    }

    expect((await get(`${FAMILIES}/${f.parent.id}`)).statusCode).toBe(404);
    const listed = (await get(FAMILIES, { q: f.childName })).json<FamilyListResponse>();
    expect(listed.families).toEqual([]);
    expect((await erase(f.parent.id, f.parent.email)).statusCode).toBe(404);
  });

  it('two admins erasing at once: one erases, the other finds no family, and nothing is half done', async () => {
    const two = await createTestApps(2);
    try {
      const [a, b] = two.apps as [TestApp, TestApp];
      const adminA = await makeAdmin(a);
      const adminB = await makeAdmin(a);
      const parent = await makeParent(a, 'Race Parent');
      await a.db.insert(children).values({ parentId: parent.id, firstName: 'Racer' });
      const codes = (
        await Promise.all([
          erase(parent.id, parent.email, adminA.token, a),
          erase(parent.id, parent.email, adminB.token, b),
        ])
      )
        .map((r) => r.statusCode)
        .sort();
      expect(codes).toEqual([200, 404]);
      const rows = await a.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, parent.id), eq(auditLog.action, 'family_erased')));
      expect(rows).toHaveLength(1);
      const [kid] = await a.db.select().from(children).where(eq(children.parentId, parent.id));
      expect(kid!.firstName).toBe('Deleted child');
      expect((await userRow(a, parent.id)).deletedAt).not.toBeNull();
    } finally {
      await two.close();
    }
  });
});

describe("changing or ending a family's plan (built-in payments)", () => {
  const change = (id: number, body: unknown, token = admin.token) =>
    call(t, 'PUT', `${FAMILIES}/${id}/package`, body, { token });

  async function monthlySubscriber() {
    const parent = await makeParent(t);
    const plans = await packageIds(t);
    const card = await saveCard(t, parent, TEST_CARDS.succeeds);
    const res = await call(
      t,
      'POST',
      SUBSCRIPTIONS_PATH,
      { package_id: plans.monthly.id, payment_method_id: card, promocode: null },
      { token: parent.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { parent, plans };
  }

  it('moves a monthly subscription to the annual plan at its price, and audits it', async () => {
    const { parent, plans } = await monthlySubscriber();
    const res = await change(parent.id, { package: 'annually' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<FamilyDetails>();
    expect(d.plan).toMatchObject({
      package: 'annually',
      package_type: 'Premium',
      order_status: 'paid',
      subscription: {
        package: 'annually',
        status: 'active',
        price_cents: plans.annually.price_cents,
      },
    });
    const [sub] = await subscriptionsOf(t, parent.id);
    expect(sub).toMatchObject({ packageId: plans.annually.id, status: 'active' });
    expect((await ordersOf(t, parent.id))[0]).toMatchObject({ amountCents: 0, status: 'paid' });

    const audit = await auditFor(parent.id, 'family_package_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      fromStatus: 'monthly',
      toStatus: 'annually',
    });

    const same = await change(parent.id, { package: 'annually' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors._base).toEqual([FAMILY_MESSAGES.samePackage]);
  });

  it('ends the plan (downgrade to free): no renewals, no package in the session, audited', async () => {
    const { parent } = await monthlySubscriber();
    const res = await change(parent.id, { package: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FamilyDetails>().plan).toMatchObject({
      package: null,
      subscription: { status: 'canceled' },
    });
    const session = await signIn(t, 'Parent', parent);
    expect(session).toMatchObject({ package: null, premium: false });
    expect(await auditFor(parent.id, 'family_package_ended')).toEqual([
      expect.objectContaining({ fromStatus: 'monthly', toStatus: 'none' }),
    ]);
    // The parent may buy again.
    expect((await change(parent.id, { package: 'none' })).statusCode).toBe(409);
    expect((await change(parent.id, { package: 'one_time' })).statusCode).toBe(200);
    expect((await signIn(t, 'Parent', parent)).package).toBe('one_time');
  });

  it('refuses an unknown plan (422), an unknown family (404) and a non-parent (404)', async () => {
    const f = await makeFamily(t);
    for (const body of [{ package: 'gold' }, {}, { package: null }]) {
      expect((await change(f.parent.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await change(2147483647, { package: 'monthly' })).statusCode).toBe(404);
    expect((await change(admin.id, { package: 'monthly' })).statusCode).toBe(404);
    expect(await auditFor(f.parent.id, 'family_package_changed')).toEqual([]);
  });
});
