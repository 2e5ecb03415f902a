import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '@camp/shared/audit';
import * as auditRepo from '../../src/data/audit/repository.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import {
  PROFILE_PATH,
  PROVIDERS_PATH,
  makeAdmin,
  makeDirector,
  providerProfile,
} from '../director-onboarding/helpers.js';

const EVENTS = '/api/v1/admins/audit-events';

let t: TestApp;
let admin: { token: string; id: number };
let accepted: number;
let rejected: number;

/** A director's submitted profile, decided by the admin from `ip`. */
async function decided(decision: 'accept' | 'reject', ip: string): Promise<number> {
  const d = await makeDirector(t);
  const res = await call(t, 'POST', PROFILE_PATH, providerProfile(), { token: d.token });
  expect(res.statusCode, res.body).toBe(200);
  const body = decision === 'accept' ? { decision } : { decision, reason: 'No licence on file' };
  const decide = await call(t, 'POST', `${PROVIDERS_PATH}/${d.id}/validation`, body, {
    token: admin.token,
    ip,
  });
  expect(decide.statusCode, decide.body).toBe(200);
  return d.id;
}

const list = (query: Record<string, string> = {}, token = admin.token) =>
  call(t, 'GET', EVENTS, undefined, { token, query });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  accepted = await decided('accept', '203.0.113.7');
  rejected = await decided('reject', '2001:db8::1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/admins/audit-events', () => {
  it('lists who changed which record, from what to what, when and from which address', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuditListResponse>();
    const decisions = body.events.filter((e) => e.action === 'provider_validation');
    // Newest first: the rejection, then the acceptance (each after the director's submission,
    // made from the director's own address).
    expect(decisions.map((e) => [e.entity_id, e.to_status, e.ip])).toEqual([
      [rejected, 'rejected', '2001:db8::1'],
      [accepted, 'validated', '203.0.113.7'],
    ]);
    expect(decisions[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin', role: 'Admin' },
      from_status: 'awaiting_validation',
      created_at: expect.any(String),
    });
  });

  it('narrows by actor, action, record and days, and pages in either order', async () => {
    const all = (await list({ action: 'provider_validation' })).json<AuditListResponse>();
    const byRecord = await list({
      entity_type: 'camp_director_profiles',
      entity_id: String(accepted),
    });
    expect(byRecord.json<AuditListResponse>().events.map((e) => e.to_status)).toEqual([
      'validated',
      'awaiting_validation',
    ]);
    const byAction = await list({
      action: 'provider_validation',
      entity_id: String(accepted),
    });
    expect(byAction.json<AuditListResponse>().events.map((e) => e.to_status)).toEqual([
      'validated',
    ]);

    const byActor = (await list({ actor: 'ADA ADM' })).json<AuditListResponse>();
    expect(byActor.events.map((e) => e.to_status)).toEqual(['rejected', 'validated']);
    const nobody = (await list({ actor: 'nobody%' })).json<AuditListResponse>();
    expect(nobody).toEqual({ events: [], pagy: { count: 0, pages: 1, page: 1 } });

    // Days are whole UTC days, both ends included.
    for (const at of ['2026-03-01T23:59:59Z', '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']) {
      await auditRepo.insert(t.db, {
        actorId: null,
        entityType: 'probe',
        entityId: 1,
        action: 'probe',
        createdAt: new Date(at),
      });
    }
    const days = async (from: string, to: string) =>
      (await list({ entity_type: 'probe', from, to }))
        .json<AuditListResponse>()
        .events.map((e) => e.created_at);
    expect(await days('2026-03-02', '2026-03-02')).toEqual(['2026-03-02T00:00:00.000Z']);
    expect(await days('2026-03-01', '2026-03-02')).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-01T23:59:59.000Z',
    ]);

    const oldestFirst = (
      await list({ order: 'asc', action: 'provider_validation' })
    ).json<AuditListResponse>();
    expect(oldestFirst.events.map((e) => e.id)).toEqual([...all.events].reverse().map((e) => e.id));
    expect(all.pagy).toEqual({ count: all.events.length, pages: 1, page: 1 });
    const pageTwo = (await list({ page: '2' })).json<AuditListResponse>();
    expect(pageTwo.events).toEqual([]);
    expect(pageTwo.pagy.page).toBe(2);
  });

  it('is for admins only, checked before the query', async () => {
    const director = await makeDirector(t);
    const bad = { per_page: '7', from: 'yesterday' };
    expect((await call(t, 'GET', EVENTS, undefined, { query: bad })).statusCode).toBe(401);
    expect((await list(bad, director.token)).statusCode).toBe(403);
    const forbidden = await call(t, 'GET', `${EVENTS}/export`, undefined, {
      token: director.token,
      query: bad,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await call(t, 'GET', `${EVENTS}/facets`)).statusCode).toBe(401);
  });

  it('refuses a bad filter with each field named', async () => {
    const res = await list({ per_page: '7', from: '2026-02-30', entity_id: '0' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['entity_id', 'from', 'per_page']);
    const backwards = await list({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ errors: { to: ['must not be before the first day'] } });
  });

  it('gives the filter lists: the actions and record types present', async () => {
    const res = await call(t, 'GET', `${EVENTS}/facets`, undefined, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ actions: string[]; entity_types: string[] }>();
    expect(body.entity_types).toContain('camp_director_profiles');
    expect(body.actions).toEqual([...new Set(body.actions)].sort());
  });
});

describe('GET /api/v1/admins/audit-events/export', () => {
  it('exports what is filtered as CSV, formulas neutralised', async () => {
    // A change made outside any request (a job): no address.
    await auditRepo.insert(t.db, {
      actorId: null,
      entityType: 'orders',
      entityId: 42,
      action: '=HYPERLINK("http://x")',
      data: { note: 'by a job' },
    });
    const res = await call(t, 'GET', `${EVENTS}/export`, undefined, {
      token: admin.token,
      query: { entity_type: 'orders' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        actor_email: '',
        action: `'=HYPERLINK("http://x")`,
        entity_type: 'orders',
        entity_id: '42',
        ip: '',
        data: '{"note":"by a job"}',
      }),
    ]);
    const everything = await call(t, 'GET', `${EVENTS}/export`, undefined, { token: admin.token });
    const count = (await list()).json<AuditListResponse>().pagy.count;
    expect(parse(everything.body, { columns: true })).toHaveLength(count);
  });
});
