import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR_GATE_MESSAGES } from '@camp/shared/director-gate';
import type { PaymentAccountStatus, RegistrationStatus } from '@camp/shared/enums';
import { activities } from '../../src/db/schema/activities.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { CONFIRMATION_REQUIRED as CONFIRMATION_REQUIRED_MESSAGE } from '@camp/shared/messages';
import { call, makeUser, signIn } from '../auth/helpers.js';
import {
  DUPLICATE_URL,
  activityBody,
  activityUrl,
  createVia,
  listUrl,
  makeProgram,
  tagOptions,
  type Tags,
} from '../director-activities/helpers.js';
import { TEMPLATE_PATH, upload } from '../director-imports/helpers.js';
import { makeFamily, makeItineraryActivity } from '../factories.js';

/**
 * The status gate on the API (docs/decisions/0013): the programs,
 * activities, imports and orders endpoints are for a validated director with a ready payment
 * account only. The onboarding, profile, payment-connect and upload endpoints are not gated.
 */

const PROGRAMS = '/api/v1/camp_directors/activity_providers';
const INTERESTS = '/api/v1/camp_directors/interests';
const ORDERS = '/api/v1/camp_directors/orders';
const PROCESSED = '/api/v1/camp_directors/processed_itinerary_activities';

let t: TestApp;
let tags: Tags;
let programInterestId: number;
let directorId: number;
let token: string;
let programId: number;
let activityId: number;
let orderId: number;
let template: Buffer;

function programBody(name = 'Sunny Day Camps') {
  return {
    activity_provider: {
      name,
      email: 'info@sunnyday.example',
      website: 'sunnyday.example',
      address: '100 Main St',
      address2: '',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '(919) 555-0123',
      faq: '',
      interest_ids: [programInterestId],
      waiver_form_url: '',
      logo: '',
      description: 'Outdoor fun.',
      special_needs_array: [],
      special_needs: {},
      tax_id: '12-3456789',
      personal_growth: '',
      financial_aid_description: '',
      financial_aid_percent: '',
      financial_aid_link: '',
      cancellation_policy: 'Full refund up to 14 days before the start.',
    },
  };
}

/** A 403/401 body: `_base` inside errors and mirrored beside them (plugins/errors.ts). */
const refusal = (message: string) => ({ errors: { _base: [message] }, _base: [message] });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every gated route, with a valid body (validation runs before the guard). */
function gatedRequests(): { label: string; method: Method; url: string; body?: unknown }[] {
  return [
    { label: 'programs: list', method: 'GET', url: PROGRAMS },
    { label: 'programs: create', method: 'POST', url: PROGRAMS, body: programBody('Gated') },
    { label: 'programs: show', method: 'GET', url: `${PROGRAMS}/${programId}` },
    {
      label: 'programs: update',
      method: 'PUT',
      url: `${PROGRAMS}/${programId}`,
      body: programBody('Renamed'),
    },
    { label: 'programs: delete', method: 'DELETE', url: `${PROGRAMS}/${programId}` },
    { label: 'programs: interests', method: 'GET', url: INTERESTS },
    { label: 'activities: list', method: 'GET', url: listUrl(programId) },
    {
      label: 'activities: create',
      method: 'POST',
      url: listUrl(programId),
      body: { activity: activityBody(tags, { name: 'Gated' }) },
    },
    { label: 'activities: edit', method: 'GET', url: `${activityUrl(activityId)}/edit` },
    {
      label: 'activities: update',
      method: 'PUT',
      url: activityUrl(activityId),
      body: { activity: activityBody(tags, { name: 'Renamed' }) },
    },
    { label: 'activities: delete', method: 'DELETE', url: activityUrl(activityId) },
    {
      label: 'activities: duplicate',
      method: 'POST',
      url: DUPLICATE_URL,
      body: { activity: { ...activityBody(tags), parent_activity_id: activityId } },
    },
    { label: 'orders: list', method: 'GET', url: ORDERS },
    {
      label: 'orders: processed',
      method: 'POST',
      url: PROCESSED,
      body: { itinerary_activity_id: orderId, processed: true },
    },
  ];
}

/** What the gated endpoints could change, for "nothing changed" checks. */
async function snapshot() {
  const programs = await t.db
    .select()
    .from(activityProviders)
    .where(eq(activityProviders.directorId, directorId))
    .orderBy(asc(activityProviders.id));
  const ids = programs.map((p) => p.id);
  const acts = await t.db
    .select()
    .from(activities)
    .where(inArray(activities.providerId, ids))
    .orderBy(asc(activities.id));
  const [order] = await t.db
    .select()
    .from(itineraryActivities)
    .where(eq(itineraryActivities.id, orderId));
  const [audit] = await t.db.select({ n: count() }).from(auditLog);
  return { programs, activities: acts, order, audit: audit!.n };
}

async function setStatus(registration: RegistrationStatus, payment: PaymentAccountStatus) {
  await t.db
    .update(campDirectorProfiles)
    .set({ registrationStatus: registration, paymentAccountStatus: payment })
    .where(eq(campDirectorProfiles.userId, directorId));
}

function importAs(bearer: string, program = programId) {
  return upload(t, program, template, { token: bearer });
}

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  programInterestId = tags.programInterest;
  const user = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorId = user.id;
  token = (await signIn(t, 'CampDirector', user)).token;
  programId = (await makeProgram(t, directorId)).id;
  activityId = (await createVia(t, { id: directorId, token }, programId, activityBody(tags))).id;

  // A paid enrollment in the director's activity: an order.
  const { parent, itinerary } = await makeFamily(t, {
    child: null,
    itinerary: { status: 'approved' },
  });
  orderId = (
    await makeItineraryActivity(t, { itineraryId: itinerary.id, activityId, paidBy: parent.id })
  ).id;

  template = (await call(t, 'GET', TEMPLATE_PATH)).rawPayload;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const NOT_ACTIVE: [string, RegistrationStatus, PaymentAccountStatus, string][] = [
  [
    'needs a provider profile',
    'needs_provider_profile',
    'not_connected',
    DIRECTOR_GATE_MESSAGES.notValidated,
  ],
  [
    'awaits validation',
    'awaiting_validation',
    'not_connected',
    DIRECTOR_GATE_MESSAGES.notValidated,
  ],
  // Not reachable through the product, but the registration status alone must decide.
  [
    'awaits validation (payment ready)',
    'awaiting_validation',
    'ready',
    DIRECTOR_GATE_MESSAGES.notValidated,
  ],
  ['was rejected', 'rejected', 'not_connected', DIRECTOR_GATE_MESSAGES.notValidated],
  ['was rejected (payment ready)', 'rejected', 'ready', DIRECTOR_GATE_MESSAGES.notValidated],
  [
    'is validated, payment account not connected',
    'validated',
    'not_connected',
    DIRECTOR_GATE_MESSAGES.paymentNotReady,
  ],
  [
    'is validated, payment account pending',
    'validated',
    'pending',
    DIRECTOR_GATE_MESSAGES.paymentNotReady,
  ],
  [
    'is validated, payment account failed',
    'validated',
    'failed',
    DIRECTOR_GATE_MESSAGES.paymentNotReady,
  ],
];

describe('the camp-director status gate on the API', () => {
  it.each(NOT_ACTIVE)(
    'refuses a director who %s on every programs, activities, imports and orders endpoint',
    async (_label, registration, payment, message) => {
      await setStatus(registration, payment);
      const before = await snapshot();
      for (const r of gatedRequests()) {
        const res = await call(t, r.method, r.url, r.body, { token });
        expect(res.statusCode, `${r.label}: ${res.body}`).toBe(403);
        expect(res.json(), r.label).toEqual(refusal(message));
      }
      const imported = await importAs(token);
      expect(imported.statusCode, imported.body).toBe(403);
      expect(imported.json()).toEqual(refusal(message));
      expect(await snapshot()).toEqual(before);
    },
  );

  it('lets a validated director with a ready payment account through', async () => {
    await setStatus('validated', 'ready');
    const as = { token };
    const created = await call(t, 'POST', PROGRAMS, programBody('Active Camp'), as);
    expect(created.statusCode, created.body).toBe(201);
    const list = await call(t, 'GET', PROGRAMS, undefined, as);
    expect(list.statusCode).toBe(200);
    expect((await call(t, 'GET', INTERESTS, undefined, as)).statusCode).toBe(200);

    const activity = await call(
      t,
      'POST',
      listUrl(programId),
      {
        activity: activityBody(tags, { name: 'Active Rangers' }),
      },
      as,
    );
    expect(activity.statusCode, activity.body).toBe(201);

    const imported = await importAs(token);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ success: true, count: 1, import_id: expect.any(Number) });

    const orders = await call(t, 'GET', ORDERS, undefined, as);
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([orderId]);
    const processed = await call(
      t,
      'POST',
      PROCESSED,
      { itinerary_activity_id: orderId, processed: true },
      as,
    );
    expect(processed.statusCode, processed.body).toBe(200);

    const after = await snapshot();
    expect(after.programs.map((p) => p.name)).toEqual(['Forest Explorers', 'Active Camp']);
    expect(after.activities.map((a) => a.name)).toEqual([
      'Junior Rangers',
      'Active Rangers',
      'Junior Soccer Day Camp',
    ]);
    expect(after.order!.processed).toBe(true);
  });

  it('counts a director without a profile row as not validated', async () => {
    const user = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const session = await signIn(t, 'CampDirector', user);
    await t.db.delete(campDirectorProfiles).where(eq(campDirectorProfiles.userId, user.id));
    const res = await call(t, 'GET', PROGRAMS, undefined, { token: session.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(DIRECTOR_GATE_MESSAGES.notValidated));
  });

  it('asks an unconfirmed director to confirm the e-mail first', async () => {
    const user = await makeUser(t, { role: 'CampDirector', director: 'active', confirmed: false });
    const session = await signIn(t, 'CampDirector', user);
    const before = await t.db.select({ n: count() }).from(activityProviders);
    const res = await call(t, 'POST', PROGRAMS, programBody('Unconfirmed'), {
      token: session.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(CONFIRMATION_REQUIRED_MESSAGE));
    expect(await t.db.select({ n: count() }).from(activityProviders)).toEqual(before);
  });

  it('refuses other roles (403) and requests without a token (401), changing nothing', async () => {
    await setStatus('validated', 'ready');
    const before = await snapshot();
    const parent = await makeUser(t, { role: 'Parent' });
    const parentToken = (await signIn(t, 'Parent', parent)).token;
    for (const r of gatedRequests()) {
      const asParent = await call(t, r.method, r.url, r.body, { token: parentToken });
      expect(asParent.statusCode, `${r.label}: ${asParent.body}`).toBe(403);
      expect(asParent.json(), r.label).toEqual(refusal('You are not allowed to do this.'));
      const anonymous = await call(t, r.method, r.url, r.body);
      expect(anonymous.statusCode, `${r.label}: ${anonymous.body}`).toBe(401);
    }
    expect((await importAs(parentToken)).statusCode).toBe(403);
    expect((await upload(t, programId, template)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the onboarding, profile and template endpoints open to a new director', async () => {
    // Uploads are not gated either: apps/api/test/uploads has a new director upload a file.
    const user = await makeUser(t, { role: 'CampDirector' });
    const session = await signIn(t, 'CampDirector', user);
    const as = { token: session.token };
    const paths: [Method, string][] = [
      ['GET', '/api/v1/camp_directors'],
      ['GET', '/api/v1/camp_directors/profile_form_fillings'],
      ['POST', '/api/v1/camp_directors/registration_status'],
    ];
    for (const [method, url] of paths) {
      const res = await call(t, method, url, undefined, as);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect((await call(t, 'GET', TEMPLATE_PATH)).statusCode).toBe(200);
  });
});
