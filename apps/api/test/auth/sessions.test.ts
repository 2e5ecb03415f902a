import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { orders } from '../../src/db/schema/orders.js';
import { packages } from '../../src/db/schema/packages.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { users } from '../../src/db/schema/users.js';
import { revokedTokens } from '../../src/db/schema/revoked-tokens.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-app.js';
import { HOUR, call, makeUser, signIn } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (token: string) => call(t, 'GET', '/api/v1/sessions/verify', undefined, { token });

describe('DELETE /api/v1/sessions (sign-out)', () => {
  it('revokes only that token', async () => {
    const user = await makeUser(t);
    const phone = await signIn(t, 'Parent', user);
    const laptop = await signIn(t, 'Parent', user);
    const res = await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: phone.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await verify(phone.token)).json()).toEqual({ expired: true });
    expect((await verify(laptop.token)).json()).toMatchObject({ expired: false });
    // A revoked token no longer passes guarded routes either.
    const del = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: phone.token,
      query: { id: String(user.id) },
    });
    expect(del.statusCode).toBe(401);
    expect(del.json().errors._base).toEqual(['Session has expired. Please sign-in to account']);
  });

  it('succeeds for an already expired token and needs a token', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    expect(
      (await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: session.token })).statusCode,
    ).toBe(204);
    expect(
      (await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: session.token })).statusCode,
    ).toBe(204);
    expect((await call(t, 'DELETE', '/api/v1/sessions')).statusCode).toBe(401);
  });

  it('forgets revocations once the tokens have expired', async () => {
    const user = await makeUser(t);
    const old = await signIn(t, 'Parent', user);
    await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: old.token });
    t.advance(8 * 24 * HOUR);
    const fresh = await signIn(t, 'Parent', user);
    await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: fresh.token });
    const rows = await t.db.select().from(revokedTokens);
    expect(rows.every((r) => r.expiresAt > t.ctx.now())).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/v1/sessions/verify', () => {
  it('answers the session for a live token and expired=true after the JWT expiry', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    const res = await verify(session.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().expired).toBe(false);
    expect(sessionSchema.parse(res.json().session)).toEqual(session);

    t.advance(7 * 24 * HOUR + 1000);
    expect((await verify(session.token)).json()).toEqual({ expired: true });
    const guarded = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: session.token,
      query: { id: String(user.id) },
    });
    expect(guarded.statusCode).toBe(401);
  });

  it('answers expired=true for a forged token and 401 without one', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    const [head, payload] = session.token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    expect((await verify(forged)).json()).toEqual({ expired: true });
    expect((await verify('garbage')).json()).toEqual({ expired: true });
    expect((await call(t, 'GET', '/api/v1/sessions/verify')).statusCode).toBe(401);
  });
});

describe('session fields', () => {
  it('computes package, premium, friends, questionnaire and invited from the data', async () => {
    const user = await makeUser(t);
    let s = await signIn(t, 'Parent', user);
    expect(s).toMatchObject({
      package: null,
      package_type: null,
      order_status: null,
      premium: false,
      friends_itineraries: false,
      has_not_completed_questionnaire: true,
      invited: false,
      invited_to_itinerary: false,
    });

    const pkgs = await t.db.select().from(packages);
    const annually = pkgs.find((p) => p.name === 'annually')!;
    const oneTime = pkgs.find((p) => p.name === 'one_time')!;
    expect(annually.packageType).toBe('Premium');
    await t.db.insert(orders).values({
      userId: user.id,
      packageId: oneTime.id,
      status: 'paid',
      amountCents: oneTime.priceCents,
      createdAt: new Date(Date.now() - 60_000),
    });
    s = await signIn(t, 'Parent', user);
    expect(s).toMatchObject({
      package: 'one_time',
      package_type: 'Basic',
      order_status: 'paid',
      premium: false,
    });

    // The latest order counts: a pending Premium order is not premium yet.
    const [order] = await t.db
      .insert(orders)
      .values({ userId: user.id, packageId: annually.id, status: 'pending', amountCents: 9900 })
      .returning();
    s = await signIn(t, 'Parent', user);
    expect(s).toMatchObject({ package: 'annually', package_type: 'Premium', premium: false });
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order!.id));
    s = await signIn(t, 'Parent', user);
    expect(s).toMatchObject({ order_status: 'paid', premium: true });

    // A friend invitation and a submitted questionnaire.
    const owner = await makeUser(t);
    const [itinerary] = await t.db.insert(itineraries).values({ parentId: owner.id }).returning();
    await t.db.insert(parentsItineraries).values({
      itineraryId: itinerary!.id,
      parentId: user.id,
      friendEmail: user.email,
    });
    await t.db.insert(questionnaires).values({ parentId: user.id, status: 'submitted' });
    await t.db.update(users).set({ invitedToItinerary: true }).where(eq(users.id, user.id));
    s = await signIn(t, 'Parent', user);
    expect(s).toMatchObject({
      friends_itineraries: true,
      has_not_completed_questionnaire: false,
      invited: true,
      invited_to_itinerary: true,
    });
  });
});

describe('staff', () => {
  it('signs in specialists and admins at their own endpoints only', async () => {
    const specialist = await makeUser(t, { role: 'Specialist' });
    const admin = await makeUser(t, { role: 'Admin' });
    expect((await signIn(t, 'Specialist', specialist)).role).toBe('Specialist');
    expect((await signIn(t, 'Admin', admin)).role).toBe('Admin');
    const crossed = await call(t, 'POST', '/api/v1/specialists/sessions', {
      email: admin.email,
      password: admin.password,
    });
    expect(crossed.statusCode).toBe(401);
    const crossed2 = await call(t, 'POST', '/api/v1/admins/sessions', {
      email: specialist.email,
      password: specialist.password,
    });
    expect(crossed2.statusCode).toBe(401);
  });

  it('lets staff read a specialist, and nobody else', async () => {
    const specialist = await makeUser(t, {
      role: 'Specialist',
      name: 'Sam Planner',
      photoUrl: 'https://cdn.example/sam.jpg',
    });
    const other = await makeUser(t, { role: 'Specialist' });
    const admin = await makeUser(t, { role: 'Admin' });
    const parent = await makeUser(t);
    for (const [role, user] of [
      ['Specialist', other],
      ['Admin', admin],
    ] as const) {
      const s = await signIn(t, role, user);
      const res = await call(t, 'GET', `/api/v1/specialist/${specialist.id}`, undefined, {
        token: s.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        id: specialist.id,
        name: 'Sam Planner',
        email: specialist.email,
        photo_url: 'https://cdn.example/sam.jpg',
      });
    }
    const staff = await signIn(t, 'Admin', admin);
    const notSpecialist = await call(t, 'GET', `/api/v1/specialist/${parent.id}`, undefined, {
      token: staff.token,
    });
    expect(notSpecialist.statusCode).toBe(404);
    const bad = await call(t, 'GET', '/api/v1/specialist/abc', undefined, { token: staff.token });
    expect(bad.statusCode).toBe(422);
    const p = await signIn(t, 'Parent', parent);
    const asParent = await call(t, 'GET', `/api/v1/specialist/${specialist.id}`, undefined, {
      token: p.token,
    });
    expect(asParent.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/v1/specialist/${specialist.id}`)).statusCode).toBe(401);
  });
});
