import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import {
  PROFILE_PATH,
  PROVIDERS_PATH,
  auditRows,
  makeAdmin,
  makeDirector,
  profileRow,
  providerProfile,
  verifiedSession,
} from './helpers.js';

let t: TestApp;
let admin: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
});

/** A director who submitted the provider profile through the API. */
async function awaitingDirector(over: Record<string, unknown> = {}) {
  const d = await makeDirector(t);
  const res = await call(t, 'POST', PROFILE_PATH, providerProfile(over), { token: d.token });
  expect(res.statusCode, res.body).toBe(200);
  return d;
}

const validation = (userId: number) => `${PROVIDERS_PATH}/${userId}/validation`;

describe('GET /api/v1/admins/providers', () => {
  it('lists providers awaiting validation, oldest first, 10 a page, with every submitted field', async () => {
    const fresh = await createTestApp();
    try {
      const a = await makeAdmin(fresh);
      const ids: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const d = await makeDirector(fresh);
        const res = await call(
          fresh,
          'POST',
          PROFILE_PATH,
          providerProfile({ city: `City ${i}` }),
          {
            token: d.token,
          },
        );
        expect(res.statusCode).toBe(200);
        ids.push(d.id);
        fresh.advance(1000);
      }
      await makeDirector(fresh); // not submitted: not listed
      const page1 = await call(fresh, 'GET', PROVIDERS_PATH, undefined, { token: a.token });
      expect(page1.statusCode, page1.body).toBe(200);
      const body = page1.json<{ providers: Record<string, unknown>[]; pagy: unknown }>();
      expect(body.pagy).toEqual({ count: 11, pages: 2, page: 1 });
      expect(body.providers.map((p) => p.user_id)).toEqual(ids.slice(0, 10));
      expect(body.providers[0]).toMatchObject({
        name: 'Dana Rivers',
        status: 'awaiting_validation',
        organisation_name: 'Sunny Camps LLC',
        contact_name: 'Dana Rivers',
        address: '1 Main St',
        city: 'City 0',
        state: 'NC',
        zip_code: '27601',
        phone_number: '+19195550123',
        website: 'https://sunnycamps.example.com',
        description: 'Day camps for kids aged 5 to 12.',
        tax_id: '12-3456789',
        years_in_operation: 12,
        insurance_info: 'General liability, $2M',
        licensing_info: 'NC child care licence 42',
      });
      expect(body.providers[0]!.submitted_at).toEqual(expect.any(String));
      const page2 = await call(fresh, 'GET', PROVIDERS_PATH, undefined, {
        token: a.token,
        query: { status: 'awaiting_validation', page: '2' },
      });
      expect(
        page2.json<{ providers: { user_id: number }[] }>().providers.map((p) => p.user_id),
      ).toEqual([ids[10]]);
      const bad = await call(fresh, 'GET', PROVIDERS_PATH, undefined, {
        token: a.token,
        query: { status: 'nope' },
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await fresh.close();
    }
  });

  it('exports one status’s providers as CSV in the queue’s order, a formula-looking name kept as text', async () => {
    const fresh = await createTestApp();
    try {
      const a = await makeAdmin(fresh);
      const d = await makeDirector(fresh);
      const res = await call(
        fresh,
        'POST',
        PROFILE_PATH,
        providerProfile({ organisation_name: '=Odd Camps' }),
        {
          token: d.token,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const other = await makeDirector(fresh);
      await call(fresh, 'POST', PROFILE_PATH, providerProfile(), { token: other.token });
      fresh.advance(1000);
      await call(
        fresh,
        'POST',
        validation(other.id),
        { decision: 'reject', reason: 'No licence' },
        {
          token: a.token,
        },
      );
      const exported = async (status?: string) => {
        const r = await call(fresh, 'GET', `${PROVIDERS_PATH}/export`, undefined, {
          token: a.token,
          ...(status && { query: { status } }),
        });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(r.headers['content-disposition']).toBe('attachment; filename="providers.csv"');
        return parse(r.body, { columns: true }) as Record<string, string>[];
      };
      expect(await exported()).toEqual([
        expect.objectContaining({
          user_id: String(d.id),
          status: 'awaiting_validation',
          organisation_name: "'=Odd Camps",
          tax_id: '12-3456789',
        }),
      ]);
      expect(await exported('rejected')).toEqual([
        expect.objectContaining({ user_id: String(other.id), rejection_reason: 'No licence' }),
      ]);
      const bad = await call(fresh, 'GET', `${PROVIDERS_PATH}/export`, undefined, {
        token: a.token,
        query: { status: 'nope' },
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await fresh.close();
    }
  });

  it('is for admins only', async () => {
    const d = await makeDirector(t);
    const specialist = await makeUser(t, { role: 'Specialist' });
    const s = await signIn(t, 'Specialist', specialist);
    expect((await call(t, 'GET', PROVIDERS_PATH)).statusCode).toBe(401);
    // The export too, before its query is read.
    const exportUrl = `${PROVIDERS_PATH}/export?status=nope`;
    expect((await call(t, 'GET', exportUrl)).statusCode).toBe(401);
    expect((await call(t, 'GET', exportUrl, undefined, { token: d.token })).statusCode).toBe(403);
    expect((await call(t, 'GET', exportUrl, undefined, { token: s.token })).statusCode).toBe(403);
    expect((await call(t, 'GET', PROVIDERS_PATH, undefined, { token: d.token })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', PROVIDERS_PATH, undefined, { token: s.token })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/admins/providers/:userId/validation', () => {
  it('accepts: validated, next step the payment account, audited, mailed', async () => {
    const d = await awaitingDirector();
    const res = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'accept' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: d.id,
      status: 'validated',
      onboarding_step: 'form_completed',
      stripe_account_status: 'not_connected',
      rejection_reason: null,
    });
    const row = await profileRow(t, d.id);
    expect(row).toMatchObject({ registrationStatus: 'validated', validatedById: admin.id });
    expect(row.validatedAt).toBeInstanceOf(Date);
    const session = await verifiedSession(t, d.token);
    expect(session).toMatchObject({
      zoho_profile: 'validated',
      stripe_account_status: 'not_connected',
    });
    const mail = (await outboxFor(t, d.email)).filter((m) => m.template === 'provider_accepted');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your provider account is validated');
    expect(mail[0]!.meta.links).toContain('http://localhost:3000/camp-director/stripe');
    expect((await auditRows(t, d.id)).filter((a) => a.action === 'provider_validation')).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        fromStatus: 'awaiting_validation',
        toStatus: 'validated',
        data: { decision: 'accept' },
      }),
    ]);
  });

  it('rejects with the reason: stored, shown in the status, audited, mailed', async () => {
    const d = await awaitingDirector();
    const res = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'reject', reason: '  We could not verify your <b>licence</b>. ' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We could not verify your <b>licence</b>.',
    });
    const status = await call(t, 'POST', '/api/v1/camp_directors/registration_status', undefined, {
      token: d.token,
    });
    expect(status.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We could not verify your <b>licence</b>.',
    });
    expect((await verifiedSession(t, d.token)).zoho_profile).toBe('rejected');
    const mail = (await outboxFor(t, d.email)).filter((m) => m.template === 'provider_rejected');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your provider registration was not accepted');
    expect(mail[0]!.text).toContain('Reason: We could not verify your <b>licence</b>.');
    expect(mail[0]!.html).toContain('Reason: We could not verify your &lt;b&gt;licence&lt;/b&gt;.');
    expect(mail[0]!.meta.links).toContain('http://localhost:3000/contact-us');
    expect(
      (await auditRows(t, d.id)).find((a) => a.action === 'provider_validation'),
    ).toMatchObject({
      toStatus: 'rejected',
      data: { decision: 'reject', reason: 'We could not verify your <b>licence</b>.' },
    });
  });

  it('requires a reason to reject and changes nothing without one', async () => {
    const d = await awaitingDirector();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
      const res = await call(t, 'POST', validation(d.id), body, { token: admin.token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { reason: ['Reason is required'] } });
    }
    const bad = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'maybe' },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { decision: ['Decision is required'] } });
    expect((await profileRow(t, d.id)).registrationStatus).toBe('awaiting_validation');
    expect((await outboxFor(t, d.email)).map((m) => m.template)).toEqual([
      'provider_profile_received',
    ]);
    expect((await auditRows(t, d.id)).filter((a) => a.action === 'provider_validation')).toEqual(
      [],
    );
  });

  it('refuses to decide twice', async () => {
    const d = await awaitingDirector();
    expect(
      (await call(t, 'POST', validation(d.id), { decision: 'accept' }, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    const again = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'reject', reason: 'Changed my mind' },
      { token: admin.token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { _base: ['This provider is already validated.'] },
    });
    expect((await profileRow(t, d.id)).registrationStatus).toBe('validated');
    expect((await outboxFor(t, d.email)).filter((m) => m.template === 'provider_rejected')).toEqual(
      [],
    );
    // A provider who has not submitted the profile cannot be decided either.
    const early = await makeDirector(t);
    const res = await call(
      t,
      'POST',
      validation(early.id),
      { decision: 'accept' },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(409);
    expect((await profileRow(t, early.id)).registrationStatus).toBe('needs_provider_profile');
  });

  it('reconsiders a rejected provider: a later accept validates it, audited and mailed', async () => {
    const d = await awaitingDirector();
    const reject = { decision: 'reject', reason: 'Licence missing' };
    expect(
      (await call(t, 'POST', validation(d.id), reject, { token: admin.token })).statusCode,
    ).toBe(200);
    const res = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'accept' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'validated', rejection_reason: null });
    expect(await profileRow(t, d.id)).toMatchObject({
      registrationStatus: 'validated',
      onboardingStep: 'form_completed',
      rejectionReason: null,
      validatedById: admin.id,
    });
    expect((await verifiedSession(t, d.token)).zoho_profile).toBe('validated');
    const decisions = (await auditRows(t, d.id)).filter((a) => a.action === 'provider_validation');
    expect(decisions.map((a) => [a.fromStatus, a.toStatus, a.data])).toEqual([
      ['awaiting_validation', 'rejected', { decision: 'reject', reason: 'Licence missing' }],
      ['rejected', 'validated', { decision: 'accept', reconsidered: true }],
    ]);
    expect((await outboxFor(t, d.email)).map((m) => m.template).sort()).toEqual([
      'provider_accepted',
      'provider_profile_received',
      'provider_rejected',
    ]);
  });

  it('does not reject a rejected provider again, and keeps a validated one (409, nothing changes)', async () => {
    const rejected = await awaitingDirector();
    const reject = { decision: 'reject', reason: 'Licence missing' };
    await call(t, 'POST', validation(rejected.id), reject, { token: admin.token });
    const again = await call(
      t,
      'POST',
      validation(rejected.id),
      { ...reject, reason: 'Twice' },
      {
        token: admin.token,
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { _base: ['This provider has already been decided.'] },
    });
    expect((await profileRow(t, rejected.id)).rejectionReason).toBe('Licence missing');

    const validated = await awaitingDirector();
    await call(t, 'POST', validation(validated.id), { decision: 'accept' }, { token: admin.token });
    for (const body of [{ decision: 'accept' }, reject]) {
      const res = await call(t, 'POST', validation(validated.id), body, { token: admin.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errors: { _base: ['This provider is already validated.'] },
      });
    }
    expect((await profileRow(t, validated.id)).registrationStatus).toBe('validated');
    expect(
      (await auditRows(t, validated.id)).filter((a) => a.action === 'provider_validation'),
    ).toHaveLength(1);
  });

  // Decisions on one provider take turns (its row is locked). Each admin's decision carries the
  // status that admin saw; only the first finds it unchanged, every other one is refused (409)
  // with the status it has now, so 10 accepts and 10 rejects at once give one decision.
  it('decides exactly once among many concurrent decisions that saw the same status', async () => {
    const d = await awaitingDirector();
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? { decision: 'accept', expected_status: 'awaiting_validation' }
        : { decision: 'reject', reason: `Reason ${i}`, expected_status: 'awaiting_validation' },
    );
    const results = await Promise.all(
      bodies.map((body) => call(t, 'POST', validation(d.id), body, { token: admin.token })),
    );
    const passed = results.filter((r) => r.statusCode === 200);
    expect(passed).toHaveLength(1);
    const winner = passed[0]!.json<{ status: string }>().status;
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.json()).toMatchObject({
        errors: {
          _base: [
            `This provider's status has changed: it is now ${winner}. Review it again before deciding.`,
          ],
        },
      });
    }
    const decisions = (await auditRows(t, d.id)).filter((a) => a.action === 'provider_validation');
    expect(decisions.map((a) => `${a.fromStatus}->${a.toStatus}`)).toEqual([
      `awaiting_validation->${winner}`,
    ]);
    expect((await profileRow(t, d.id)).registrationStatus).toBe(winner);
    const mails = (await outboxFor(t, d.email)).filter(
      (m) => m.template !== 'provider_profile_received',
    );
    expect(mails.map((m) => m.template)).toEqual([
      winner === 'validated' ? 'provider_accepted' : 'provider_rejected',
    ]);
  });

  it('refuses an accept made on a status that has changed since (409 naming it, nothing changes)', async () => {
    const d = await awaitingDirector();
    const reject = {
      decision: 'reject',
      reason: 'Licence missing',
      expected_status: 'awaiting_validation',
    };
    expect(
      (await call(t, 'POST', validation(d.id), reject, { token: admin.token })).statusCode,
    ).toBe(200);
    // A second admin still looking at the queue as it was accepts.
    const stale = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'accept', expected_status: 'awaiting_validation' },
      { token: admin.token },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errors: {
        _base: [
          "This provider's status has changed: it is now rejected. Review it again before deciding.",
        ],
      },
    });
    expect(await profileRow(t, d.id)).toMatchObject({
      registrationStatus: 'rejected',
      rejectionReason: 'Licence missing',
    });
    expect((await outboxFor(t, d.email)).map((m) => m.template).sort()).toEqual([
      'provider_profile_received',
      'provider_rejected',
    ]);
    // Once the admin has seen the rejection, accepting it is a deliberate reconsideration.
    const seen = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'accept', expected_status: 'rejected' },
      { token: admin.token },
    );
    expect(seen.statusCode, seen.body).toBe(200);
    const decisions = (await auditRows(t, d.id)).filter((a) => a.action === 'provider_validation');
    expect(decisions.map((a) => [a.fromStatus, a.toStatus])).toEqual([
      ['awaiting_validation', 'rejected'],
      ['rejected', 'validated'],
    ]);
    // An unknown expected status is bad input: 422, nothing changes.
    const bad = await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'accept', expected_status: 'whatever' },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { expected_status: ['Expected status is invalid'] } });
  });

  // Callers that do not send expected_status keep the behaviour from before the field: each
  // decision applies to whatever status the one before left, so a reject can be followed by an
  // accept that reconsiders it. Every other decision is refused, and each that passed is audited
  // and mailed once.
  it('without expected_status decides once per status: an accept, or a reject then its reconsideration', async () => {
    const d = await awaitingDirector();
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? { decision: 'accept' } : { decision: 'reject', reason: `Reason ${i}` },
    );
    const results = await Promise.all(
      bodies.map((body) => call(t, 'POST', validation(d.id), body, { token: admin.token })),
    );
    const passed = results.filter((r) => r.statusCode === 200);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(20 - passed.length);
    const decisions = (await auditRows(t, d.id))
      .filter((a) => a.action === 'provider_validation')
      .sort((a, b) => a.id - b.id)
      .map((a) => `${a.fromStatus}->${a.toStatus}`);
    expect([
      ['awaiting_validation->validated'],
      ['awaiting_validation->rejected', 'rejected->validated'],
    ]).toContainEqual(decisions);
    expect(passed).toHaveLength(decisions.length);
    expect((await profileRow(t, d.id)).registrationStatus).toBe('validated');
  });

  it('reconsiders a rejected provider once, however many admins accept it at once', async () => {
    const d = await awaitingDirector();
    await call(
      t,
      'POST',
      validation(d.id),
      { decision: 'reject', reason: 'No licence' },
      {
        token: admin.token,
      },
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          t,
          'POST',
          validation(d.id),
          { decision: 'accept', expected_status: 'rejected' },
          { token: admin.token },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(
      (await auditRows(t, d.id)).filter(
        (a) => a.action === 'provider_validation' && a.toStatus === 'validated',
      ),
    ).toHaveLength(1);
    expect(
      (await outboxFor(t, d.email)).filter((m) => m.template === 'provider_accepted'),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown provider or a user who is not a director', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    for (const id of [999999, parent.id, admin.id]) {
      const res = await call(
        t,
        'POST',
        validation(id),
        { decision: 'accept' },
        { token: admin.token },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errors: { _base: ['Provider not found'] } });
    }
  });

  it('is for admins only (403 for others, nothing changes)', async () => {
    const d = await awaitingDirector();
    const specialist = await makeUser(t, { role: 'Specialist' });
    const s = await signIn(t, 'Specialist', specialist);
    for (const token of [d.token, s.token]) {
      const res = await call(t, 'POST', validation(d.id), { decision: 'accept' }, { token });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t, 'POST', validation(d.id), { decision: 'accept' })).statusCode).toBe(401);
    expect((await profileRow(t, d.id)).registrationStatus).toBe('awaiting_validation');
  });
});
