import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STANDING_MESSAGES as M } from '@camp/shared/provider-standing';
import { PROVIDER_PROFILE_MESSAGES } from '@camp/shared/provider-profile';
import { activities } from '../../src/db/schema/activities.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { checkoutSessions } from '../../src/db/schema/checkout-sessions.js';
import { JOB_TASKS } from '../../src/app.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import { makeActivity, makeFamily } from '../factories.js';
import { makeProgram } from '../director-activities/helpers.js';
import { importNamed } from '../director-imports/helpers.js';
import { CHECKOUT_URL, makeApprovedItinerary, seatsOf } from '../payments/checkout/helpers.js';
import { searchPage } from '../specialist-catalog/fixture.js';

const BASE = '/api/v1/admins/providers';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;
let adminId: number;
let specialistToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t, { role: 'Admin', name: 'Ada Admin' });
  adminId = admin.id;
  adminToken = (await signIn(t, 'Admin', admin)).token;
  const specialist = await makeUser(t, { role: 'Specialist' });
  specialistToken = (await signIn(t, 'Specialist', specialist)).token;
});
afterAll(async () => {
  await t.close();
});

/** A validated director with a program and two activities, signed in. */
async function makeProvider(name = 'Pine Lake Camp') {
  const user = await makeUser(t, {
    role: 'CampDirector',
    director: 'active',
    name: 'Dee Director',
  });
  const token = (await signIn(t, 'CampDirector', user)).token;
  const program = await makeProgram(t, user.id, { name });
  const first = await makeActivity(t, program.id, { name: `${name} week 1` });
  const second = await makeActivity(t, program.id, { name: `${name} week 2` });
  return { id: user.id, email: user.email, token, program, first, second };
}

const post = (path: string, body?: unknown, token = adminToken) =>
  call(t, 'POST', path, body, { token });

/** The ids the specialist's search finds among the program's activities. */
async function searchedIds(programId: number): Promise<number[]> {
  const bounded = await searchPage(t, specialistToken, { by_activity_provider: [programId] });
  const open = await searchPage(t, specialistToken, { per_page: 100 } as never);
  const fromOpen = open.activities.filter((a) => a.activity_provider_id === programId);
  const ids = bounded.activities.map((a) => a.id).sort((x, y) => x - y);
  // Both search shapes (bounded to the program, and over everything) agree.
  expect(fromOpen.map((a) => a.id).every((id) => ids.includes(id))).toBe(true);
  return ids;
}

const auditsOf = (entityType: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe('who may act on providers', () => {
  it('answers 401 to anonymous callers and 403 to other roles, before reading the body', async () => {
    const p = await makeProvider();
    const directorToken = p.token;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', `${BASE}/${p.id}`, undefined],
      ['POST', `${BASE}/${p.id}/suspension`, { reason: 5 }],
      ['POST', `${BASE}/${p.id}/reinstatement`, undefined],
      ['POST', `${BASE}/${p.id}/termination`, undefined],
      ['DELETE', `${BASE}/${p.id}/termination`, undefined],
      ['PUT', `${BASE}/${p.id}/profile`, { organisation_name: 7 }],
      ['GET', `${BASE}/${p.id}/programs`, undefined],
      ['GET', `${BASE}/${p.id}/imports`, undefined],
      ['GET', `/api/v1/admins/programs/${p.program.id}/activities`, undefined],
      ['POST', `/api/v1/admins/programs/${p.program.id}/unpublish`, undefined],
      ['POST', `/api/v1/admins/programs/${p.program.id}/publish`, undefined],
      ['POST', `/api/v1/admins/programs/${p.program.id}/activities/unpublish`, { ids: 'x' }],
      ['POST', `/api/v1/admins/programs/${p.program.id}/activities/publish`, { ids: 'x' }],
      // The CSV exports, before their path is read.
      ['GET', `${BASE}/${p.id}/programs/export`, undefined],
      ['GET', `${BASE}/nope/programs/export`, undefined],
      ['GET', `${BASE}/${p.id}/imports/export`, undefined],
      ['GET', `${BASE}/nope/imports/export`, undefined],
      ['GET', `/api/v1/admins/programs/${p.program.id}/activities/export`, undefined],
      ['GET', '/api/v1/admins/programs/nope/activities/export', undefined],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await call(t, method, path, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      for (const token of [specialistToken, directorToken]) {
        const res = await call(t, method, path, body, { token });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('suspension and reinstatement', () => {
  it('suspends at once: out of the search, open checkouts end, the director sees why; reinstate brings it back', async () => {
    const p = await makeProvider('Cedar Camp');
    expect(await searchedIds(p.program.id)).toEqual([p.first.id, p.second.id]);
    const family = await makeApprovedItinerary(t, [p.first.id]);
    const started = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: family.itinerary.id },
      {
        token: family.token,
      },
    );
    expect(started.statusCode, started.body).toBe(201);
    expect((await seatsOf(t, p.first.id)).reserved).toBe(1);

    const res = await post(`${BASE}/${p.id}/suspension`, { reason: 'Repeated no-shows' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: p.id,
      standing: 'suspended',
      suspension_reason: 'Repeated no-shows',
      suspended_at: expect.any(String),
    });
    expect(await searchedIds(p.program.id)).toEqual([]);
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.itineraryId, family.itinerary.id));
    expect(checkout!.status).toBe('expired');
    expect((await seatsOf(t, p.first.id)).reserved).toBe(0);

    const seen = await call(t, 'GET', '/api/v1/camp_directors/standing', undefined, {
      token: p.token,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      standing: 'suspended',
      suspension_reason: 'Repeated no-shows',
    });

    const [audit] = await auditsOf('camp_director_profiles', p.id);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'provider_suspended',
      fromStatus: 'active',
      toStatus: 'suspended',
    });
    expect(audit!.data).toMatchObject({
      before: { standing: 'active', suspension_reason: null },
      after: { standing: 'suspended', suspension_reason: 'Repeated no-shows' },
      ended_checkout_ids: [checkout!.id],
    });

    // While suspended, a specialist cannot add its activities to a plan.
    const specialistUser = await makeUser(t, { role: 'Specialist' });
    const specialist = (await signIn(t, 'Specialist', specialistUser)).token;
    const plan = await makeFamily(t, {
      itinerary: { status: 'in_progress', specialistId: specialistUser.id },
    });
    const added = await call(
      t,
      'POST',
      '/api/v1/specialists/itinerary_activities',
      { itinerary_activity: { itinerary_id: plan.itinerary.id, activity_id: p.second.id } },
      { token: specialist },
    );
    expect(added.statusCode, added.body).toBe(404);

    // While suspended, a family cannot start a new checkout for its activities.
    const refused = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: family.itinerary.id },
      { token: family.token },
    );
    expect(refused.statusCode).toBe(422);

    const again = await post(`${BASE}/${p.id}/suspension`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()._base[0]).toBe(M.alreadySuspended);

    const back = await post(`${BASE}/${p.id}/reinstatement`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ standing: 'active', suspension_reason: null });
    expect(await searchedIds(p.program.id)).toEqual([p.first.id, p.second.id]);
    const addedBack = await call(
      t,
      'POST',
      '/api/v1/specialists/itinerary_activities',
      { itinerary_activity: { itinerary_id: plan.itinerary.id, activity_id: p.second.id } },
      { token: specialist },
    );
    expect(addedBack.statusCode, addedBack.body).toBeLessThan(300);
    const audits = await auditsOf('camp_director_profiles', p.id);
    expect(audits.map((a) => a.action)).toEqual(['provider_suspended', 'provider_reinstated']);
    expect(audits[1]!.data).toMatchObject({
      before: { standing: 'suspended' },
      after: { standing: 'active' },
    });

    const twice = await post(`${BASE}/${p.id}/reinstatement`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()._base[0]).toBe(M.notSuspended);
  });

  it('refuses without a reason (422), for a provider not validated (409) or unknown (404)', async () => {
    const p = await makeProvider();
    const blank = await post(`${BASE}/${p.id}/suspension`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toEqual([M.reasonRequired]);
    const waiting = await makeUser(t, { role: 'CampDirector' });
    const notValidated = await post(`${BASE}/${waiting.id}/suspension`, { reason: 'Abuse' });
    expect(notValidated.statusCode).toBe(409);
    expect(notValidated.json()._base[0]).toBe(M.notValidated);
    const noNotice = await post(`${BASE}/${waiting.id}/termination`);
    expect(noNotice.statusCode).toBe(409);
    const unknown = await post(`${BASE}/2147483647/suspension`, { reason: 'Abuse' });
    expect(unknown.statusCode).toBe(404);
    expect(await auditsOf('camp_director_profiles', p.id)).toEqual([]);
    expect(await auditsOf('camp_director_profiles', waiting.id)).toEqual([]);
  });
});

describe('termination on 30 days’ notice', () => {
  it('schedules it 30 days ahead, cancellable; the scheduled task terminates it once due', async () => {
    const p = await makeProvider('Birch Camp');
    const noticed = await post(`${BASE}/${p.id}/termination`);
    expect(noticed.statusCode, noticed.body).toBe(200);
    const body = noticed.json();
    expect(body.standing).toBe('terminating');
    expect(Date.parse(body.terminates_at) - Date.parse(body.termination_notice_at)).toBe(
      30 * DAY_MS,
    );
    const seen = await call(t, 'GET', '/api/v1/camp_directors/standing', undefined, {
      token: p.token,
    });
    expect(seen.json()).toMatchObject({
      standing: 'terminating',
      terminates_at: body.terminates_at,
    });
    // Under notice, the provider is still in the catalog.
    expect(await searchedIds(p.program.id)).toEqual([p.first.id, p.second.id]);

    const twice = await post(`${BASE}/${p.id}/termination`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()._base[0]).toBe(M.alreadyTerminating);

    const cancelled = await call(t, 'DELETE', `${BASE}/${p.id}/termination`, undefined, {
      token: adminToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ standing: 'active', terminates_at: null });
    const none = await call(t, 'DELETE', `${BASE}/${p.id}/termination`, undefined, {
      token: adminToken,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()._base[0]).toBe(M.notTerminating);

    // A new notice, whose date has passed: the task terminates the provider.
    expect((await post(`${BASE}/${p.id}/termination`)).statusCode).toBe(200);
    const family = await makeApprovedItinerary(t, [p.second.id]);
    const started = await call(
      t,
      'POST',
      CHECKOUT_URL,
      { itinerary_id: family.itinerary.id },
      {
        token: family.token,
      },
    );
    expect(started.statusCode, started.body).toBe(201);
    await t.db
      .update(campDirectorProfiles)
      .set({ terminatesAt: new Date(Date.now() - 1000) })
      .where(eq(campDirectorProfiles.userId, p.id));
    const task = JOB_TASKS.find((j) => j.identifier === 'provider_termination')!;
    expect(task.schedule).toBeTruthy();
    await task.run(t.ctx, {}, undefined as never);

    const after = await call(t, 'GET', `${BASE}/${p.id}`, undefined, { token: adminToken });
    expect(after.json()).toMatchObject({
      standing: 'terminated',
      terminated_at: expect.any(String),
    });
    expect(await searchedIds(p.program.id)).toEqual([]);
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.itineraryId, family.itinerary.id));
    expect(checkout!.status).toBe('expired');
    const audits = await auditsOf('camp_director_profiles', p.id);
    expect(audits.map((a) => a.action)).toEqual([
      'provider_termination_noticed',
      'provider_termination_cancelled',
      'provider_termination_noticed',
      'provider_terminated',
    ]);
    expect(audits[3]).toMatchObject({
      actorId: null,
      fromStatus: 'terminating',
      toStatus: 'terminated',
    });
    expect(audits[3]!.data).toMatchObject({ ended_checkout_ids: [checkout!.id] });
    const terminatedMails = async () =>
      (await outboxFor(t, p.email)).filter((m) => m.template === 'provider_terminated');
    const [mail] = await terminatedMails();
    expect(mail!.subject).toBe('Your provider account is terminated');
    expect(mail!.meta.links).toContain('http://localhost:3000/camp-director');
    // A second run finds nothing due, and mails nothing.
    await task.run(t.ctx, {}, undefined as never);
    expect(await auditsOf('camp_director_profiles', p.id)).toHaveLength(4);
    expect(await terminatedMails()).toHaveLength(1);

    // Terminated is final.
    for (const [method, path] of [
      ['POST', `${BASE}/${p.id}/suspension`],
      ['POST', `${BASE}/${p.id}/reinstatement`],
      ['POST', `${BASE}/${p.id}/termination`],
      ['DELETE', `${BASE}/${p.id}/termination`],
    ] as const) {
      const res = await call(t, method, path, method === 'POST' ? { reason: 'x' } : undefined, {
        token: adminToken,
      });
      expect(res.statusCode, path).toBe(409);
      expect(res.json()._base[0]).toBe(M.terminated);
    }
  });
});

describe('mails to the director', () => {
  const STANDING_MAILS = [
    'provider_suspended',
    'provider_reinstated',
    'provider_termination_noticed',
    'provider_termination_cancelled',
  ];
  const standingMails = async (email: string) =>
    (await outboxFor(t, email))
      .filter((m) => STANDING_MAILS.includes(m.template))
      .sort((a, b) => a.id - b.id);

  it('e-mails each suspension, reinstatement, notice and withdrawal through the outbox, once', async () => {
    const p = await makeProvider('Cedar Camp');
    expect(
      (await post(`${BASE}/${p.id}/suspension`, { reason: 'Unsafe <b>lake</b>' })).statusCode,
    ).toBe(200);
    // A refused change (already suspended) mails nothing.
    expect((await post(`${BASE}/${p.id}/suspension`, { reason: 'Twice' })).statusCode).toBe(409);
    expect((await post(`${BASE}/${p.id}/reinstatement`)).statusCode).toBe(200);
    const noticed = await post(`${BASE}/${p.id}/termination`);
    expect(noticed.statusCode).toBe(200);
    expect((await post(`${BASE}/${p.id}/termination`)).statusCode).toBe(409);
    expect(
      (await call(t, 'DELETE', `${BASE}/${p.id}/termination`, undefined, { token: adminToken }))
        .statusCode,
    ).toBe(200);

    const mails = await standingMails(p.email);
    expect(mails.map((m) => m.template)).toEqual(STANDING_MAILS);
    const [suspended, reinstated, notice, withdrawn] = mails;
    expect(suspended!.subject).toBe('Your provider account is suspended');
    expect(suspended!.text).toContain('Hi Dee,');
    expect(suspended!.text).toContain('Reason: Unsafe <b>lake</b>');
    expect(suspended!.html).toContain('Reason: Unsafe &lt;b&gt;lake&lt;/b&gt;');
    expect(suspended!.meta.links).toContain('http://localhost:3000/camp-director');
    expect(reinstated!.subject).toBe('Your provider account is reinstated');
    const terminatesAt = new Date(noticed.json<{ terminates_at: string }>().terminates_at);
    const on = terminatesAt.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(notice!.subject).toBe('Notice of termination of your provider account');
    expect(notice!.text).toContain(
      `30 days’ notice: your provider account on Camp Concierge will be terminated on ${on}.`,
    );
    expect(withdrawn!.subject).toBe('The notice of termination is withdrawn');
    // Each mail is queued with its change and its audit row.
    const audits = await auditsOf('camp_director_profiles', p.id);
    expect(audits.map((a) => a.action)).toEqual([
      'provider_suspended',
      'provider_reinstated',
      'provider_termination_noticed',
      'provider_termination_cancelled',
    ]);
  });

  it('mails nothing when the change is refused or the body is bad', async () => {
    const p = await makeProvider('Aspen Camp');
    expect((await post(`${BASE}/${p.id}/reinstatement`)).statusCode).toBe(409);
    expect(
      (await call(t, 'DELETE', `${BASE}/${p.id}/termination`, undefined, { token: adminToken }))
        .statusCode,
    ).toBe(409);
    expect((await post(`${BASE}/${p.id}/suspension`, { reason: ' ' })).statusCode).toBe(422);
    expect(await standingMails(p.email)).toEqual([]);
  });
});

describe('editing the provider profile', () => {
  const profile = {
    organisation_name: 'Maple Camps LLC',
    contact_name: 'Mae Maple',
    address: '1 Oak St',
    city: 'Durham',
    state: 'NC',
    zip_code: '27701',
    phone_number: '(919) 555-0100',
    website: 'https://maple.example.com',
    description: 'Outdoor camps',
    tax_id: '12-3456789',
    years_in_operation: 12,
  };

  it('stores the fields with the director form’s rules and audits what changed', async () => {
    const p = await makeProvider();
    const res = await call(
      t,
      'PUT',
      `${BASE}/${p.id}/profile`,
      { provider_profile: profile },
      {
        token: adminToken,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      organisation_name: 'Maple Camps LLC',
      years_in_operation: 12,
      status: 'validated',
    });
    const [audit] = await auditsOf('camp_director_profiles', p.id);
    expect(audit).toMatchObject({ action: 'provider_profile_edited', actorId: adminId });
    expect(audit!.data).toMatchObject({
      before: { organisationName: null },
      after: { organisationName: 'Maple Camps LLC' },
    });
  });

  it('answers 422 by field, changing nothing', async () => {
    const p = await makeProvider();
    const res = await call(
      t,
      'PUT',
      `${BASE}/${p.id}/profile`,
      { ...profile, organisation_name: '', website: 'nope' },
      { token: adminToken },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.organisation_name).toEqual([
      PROVIDER_PROFILE_MESSAGES.organisationRequired,
    ]);
    expect(res.json().errors.website).toEqual([PROVIDER_PROFILE_MESSAGES.websiteInvalid]);
    expect(await auditsOf('camp_director_profiles', p.id)).toEqual([]);
  });
});

describe('programs and activities', () => {
  it('lists the programs and their activities; unpublishes and publishes selected ones, audited', async () => {
    const p = await makeProvider('Aspen Camp');
    const programs = await call(t, 'GET', `${BASE}/${p.id}/programs`, undefined, {
      token: adminToken,
    });
    expect(programs.statusCode, programs.body).toBe(200);
    expect(programs.json().programs).toEqual([
      {
        id: p.program.id,
        name: 'Aspen Camp',
        city: 'Raleigh',
        activity_count: 2,
        unpublished_count: 0,
        unpublished_at: null,
      },
    ]);
    const page = await call(
      t,
      'GET',
      `/api/v1/admins/programs/${p.program.id}/activities`,
      undefined,
      {
        token: adminToken,
      },
    );
    expect(page.json().pagy).toEqual({ count: 2, pages: 1, page: 1 });

    const res = await post(`/api/v1/admins/programs/${p.program.id}/activities/unpublish`, {
      ids: [p.first.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1 });
    expect(await searchedIds(p.program.id)).toEqual([p.second.id]);
    const [audit] = await auditsOf('activity_providers', p.program.id);
    expect(audit).toMatchObject({
      action: 'activities_unpublished',
      fromStatus: 'published',
      toStatus: 'unpublished',
      data: { activity_ids: [p.first.id], names: ['Aspen Camp week 1'] },
    });

    // An id of another program: 422, nothing changes.
    const other = await makeProvider();
    const outside = await post(`/api/v1/admins/programs/${p.program.id}/activities/unpublish`, {
      ids: [p.second.id, other.first.id],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.ids).toEqual([M.notInProgram]);
    expect(await searchedIds(p.program.id)).toEqual([p.second.id]);

    const program = await post(`/api/v1/admins/programs/${p.program.id}/unpublish`);
    expect(program.statusCode, program.body).toBe(200);
    expect(program.json()).toMatchObject({
      unpublished_at: expect.any(String),
      unpublished_count: 1,
    });
    expect(await searchedIds(p.program.id)).toEqual([]);
    expect((await post(`/api/v1/admins/programs/${p.program.id}/publish`)).statusCode).toBe(200);
    expect(
      (
        await post(`/api/v1/admins/programs/${p.program.id}/activities/publish`, {
          ids: [p.first.id],
        })
      ).json(),
    ).toEqual({ changed: 1 });
    expect(await searchedIds(p.program.id)).toEqual([p.first.id, p.second.id]);
    const actions = (await auditsOf('activity_providers', p.program.id)).map((a) => a.action);
    expect(actions).toEqual([
      'activities_unpublished',
      'program_unpublished',
      'program_published',
      'activities_published',
    ]);
    const missing = await post('/api/v1/admins/programs/2147483647/unpublish');
    expect(missing.statusCode).toBe(404);
  });

  it('lets the director unpublish and publish selected activities of their own program only', async () => {
    const p = await makeProvider('Willow Camp');
    const path = `/api/v1/camp_directors/activity_providers/${p.program.id}/activities`;
    const res = await call(
      t,
      'POST',
      `${path}/bulk_unpublish`,
      { ids: [p.first.id, p.second.id] },
      {
        token: p.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    expect(await searchedIds(p.program.id)).toEqual([]);
    const listed = await call(t, 'GET', path, undefined, { token: p.token });
    expect(
      listed.json().activities.every((a: { unpublished_at: string | null }) => a.unpublished_at),
    ).toBe(true);
    const [audit] = await auditsOf('activity_providers', p.program.id);
    expect(audit).toMatchObject({ actorId: p.id, action: 'activities_unpublished' });

    const other = await makeProvider();
    const foreign = await call(
      t,
      'POST',
      `${path}/bulk_unpublish`,
      { ids: [p.first.id] },
      {
        token: other.token,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const outside = await call(
      t,
      'POST',
      `${path}/bulk_publish`,
      { ids: [other.first.id] },
      {
        token: p.token,
      },
    );
    expect(outside.statusCode).toBe(422);
    const empty = await call(t, 'POST', `${path}/bulk_publish`, { ids: [] }, { token: p.token });
    expect(empty.statusCode).toBe(422);
    const back = await call(
      t,
      'POST',
      `${path}/bulk_publish`,
      { ids: [p.first.id] },
      {
        token: p.token,
      },
    );
    expect(back.json()).toEqual({ changed: 1 });
    expect(await searchedIds(p.program.id)).toEqual([p.first.id]);
    const rows = await t.db
      .select()
      .from(activities)
      .where(eq(activities.providerId, p.program.id));
    expect(rows.filter((r) => r.unpublishedAt).map((r) => r.id)).toEqual([p.second.id]);
  });

  it('lists the provider’s imports for the admin’s undo', async () => {
    const p = await makeProvider();
    const importId = await importNamed(t, p.program.id, p.token, ['Rowing']);
    const res = await call(t, 'GET', `${BASE}/${p.id}/imports`, undefined, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imports).toEqual([
      {
        id: importId,
        program_id: p.program.id,
        program_name: p.program.name,
        activity_count: 1,
        created_at: expect.any(String),
        undone_at: null,
      },
    ]);
    const unknown = await call(t, 'GET', `${BASE}/2147483647/imports`, undefined, {
      token: adminToken,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('exports the programs, a program’s activities and the imports as CSV, formulas kept as text', async () => {
    const p = await makeProvider('=Formula Camp');
    const importId = await importNamed(t, p.program.id, p.token, ['Rowing']);
    await post(`/api/v1/admins/programs/${p.program.id}/activities/unpublish`, {
      ids: [p.second.id],
    });
    const exported = async (path: string, filename: string) => {
      const r = await call(t, 'GET', path, undefined, { token: adminToken });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      return parse(r.body, { columns: true }) as Record<string, string>[];
    };
    expect(await exported(`${BASE}/${p.id}/programs/export`, 'programs.csv')).toEqual([
      {
        id: String(p.program.id),
        name: "'=Formula Camp",
        city: 'Raleigh',
        activity_count: '3',
        unpublished_count: '1',
        unpublished_at: '',
      },
    ]);
    const activityRows = await exported(
      `/api/v1/admins/programs/${p.program.id}/activities/export`,
      'activities.csv',
    );
    expect(activityRows.map((r) => [r.id, r.name, r.unpublished_at !== ''])).toEqual(
      expect.arrayContaining([
        [String(p.first.id), "'=Formula Camp week 1", false],
        [String(p.second.id), "'=Formula Camp week 2", true],
      ]),
    );
    expect(activityRows).toHaveLength(3);
    expect(Object.keys(activityRows[0] ?? {})).toEqual([
      'id',
      'name',
      'sku',
      'start_date',
      'end_date',
      'unpublished_at',
    ]);
    expect(await exported(`${BASE}/${p.id}/imports/export`, 'imports.csv')).toEqual([
      {
        id: String(importId),
        program_id: String(p.program.id),
        program_name: "'=Formula Camp",
        activity_count: '1',
        created_at: expect.any(String),
        undone_at: '',
      },
    ]);
    for (const path of [
      `${BASE}/2147483647/programs/export`,
      `${BASE}/2147483647/imports/export`,
      '/api/v1/admins/programs/2147483647/activities/export',
    ]) {
      const missing = await call(t, 'GET', path, undefined, { token: adminToken });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
    }
  });
});
