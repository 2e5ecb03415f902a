import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { interests } from '../../src/db/schema/interests.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeActivity } from '../factories.js';
import { call } from '../auth/helpers.js';
import {
  activityBody,
  activityUrl,
  makeDirector,
  makeProgram,
  tagOptions,
  type Director,
  type Tags,
} from '../director-activities/helpers.js';

// A director's actions that change what families pay (an activity's price, fee and seats, a
// program's discounts), who may book (a program's waiver) or what exists (a deletion) appear in
// the audit trail, each written in the action's own transaction. Edits that change none of these
// write nothing.

const PROGRAMS = '/api/v1/camp_directors/activity_providers';

let t: TestApp;
let director: Director;
let tags: Tags;
let programInterest: number;

const trail = (entityType: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

const as = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t, method, url, body, { token: director.token });

beforeAll(async () => {
  t = await createTestApp();
  director = await makeDirector(t);
  tags = await tagOptions(t);
  const [row] = await t.db.select().from(interests).where(eq(interests.kind, 'program')).limit(1);
  programInterest = row!.id;
});
afterAll(async () => {
  await t.close();
});

describe('an activity', () => {
  it('records a change of price, fee or seats with the terms before and after; other edits record nothing', async () => {
    const program = await makeProgram(t, director.id);
    const activity = await makeActivity(t, program.id, { priceCents: 100_000, totalSeats: 10 });
    const edit = (overrides: Record<string, unknown>) =>
      as('PUT', activityUrl(activity.id), { activity: activityBody(tags, overrides) });

    const first = await edit({ price: '1,250.50', total_seats: '20' });
    expect(first.statusCode, first.body).toBe(200);
    const rows = await trail('activities', activity.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: director.id,
      action: 'activity_terms_changed',
      data: {
        before: { price_cents: 100_000, total_seats: 10 },
        after: { price_cents: 125_050, total_seats: 20 },
      },
    });
    expect(rows[0]!.ip).not.toBeNull();

    expect(
      (await edit({ price: '1,250.50', total_seats: '20', name: 'New name' })).statusCode,
    ).toBe(200);
    expect(await trail('activities', activity.id)).toHaveLength(1);
  });

  it('records its deletion with its name and program', async () => {
    const program = await makeProgram(t, director.id);
    const activity = await makeActivity(t, program.id);
    expect((await as('DELETE', activityUrl(activity.id))).statusCode).toBe(204);
    expect(await trail('activities', activity.id)).toMatchObject([
      {
        actorId: director.id,
        action: 'activity_deleted',
        data: { name: activity.name, program_id: program.id },
      },
    ]);
  });
});

describe('a program', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    activity_provider: {
      name: 'Sunny Day Camps',
      email: 'info@sunnyday.example',
      website: 'sunnyday.example',
      address: '100 Main St',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '(919) 555-0123',
      interest_ids: [programInterest],
      special_needs_array: [],
      special_needs: {},
      tax_id: '12-3456789',
      cancellation_policy: 'Full refund up to 14 days before the start.',
      ...overrides,
    },
  });

  it('records a change of its discounts with the terms before and after; other edits record nothing', async () => {
    const program = await makeProgram(t, director.id);
    const url = `${PROGRAMS}/${program.id}`;
    const res = await as('PUT', url, body({ sibling_discount_percent: '10' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await as('PUT', url, body({ sibling_discount_percent: '10', name: 'Other' }))).statusCode,
    ).toBe(200);
    expect(await trail('activity_providers', program.id)).toMatchObject([
      {
        actorId: director.id,
        action: 'program_terms_changed',
        data: {
          before: { sibling_discount_percent: null },
          after: { sibling_discount_percent: 10 },
        },
      },
    ]);
  });

  it('records each change of its waiver (a new version, required or not, removed) and its deletion', async () => {
    const program = await makeProgram(t, director.id);
    const waiver = `${PROGRAMS}/${program.id}/waiver`;
    const put = (required: boolean, text = 'I agree to the rules.') =>
      as('PUT', waiver, { waiver: { title: 'Release', body: text, required } });
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(false)).statusCode).toBe(200);
    expect((await as('DELETE', waiver)).statusCode).toBe(204);
    expect((await as('DELETE', `${PROGRAMS}/${program.id}`)).statusCode).toBe(204);
    const rows = await trail('activity_providers', program.id);
    expect(rows.map((r) => [r.action, r.fromStatus, r.toStatus])).toEqual([
      ['program_waiver_changed', 'none', 'required'],
      ['program_waiver_changed', 'required', 'optional'],
      ['program_waiver_removed', 'optional', 'none'],
      ['program_deleted', null, null],
    ]);
    expect(rows[1]!.data).toMatchObject({
      before: { version: 1, required: true },
      after: { version: 1, required: false },
    });
  });
});
