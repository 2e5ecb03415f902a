import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { paymentEvents } from '../../src/db/schema/payment-events.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  STRIPE_WEBHOOK_URL,
  deliverStripeWebhook,
  stripeEvent,
  stripeTestEnv,
} from '../stripe-test-setup.js';
import { call } from '../auth/helpers.js';
import {
  DASHBOARD_PATH,
  FakeStripe,
  LINKS_PATH,
  LOCAL_PATH,
  STATUS_PATH,
  auditRows,
  makeAdmin,
  makeDirector,
  profileRow,
  verifiedSession,
} from './helpers.js';

const VALIDATED = { registrationStatus: 'validated', onboardingStep: 'form_completed' } as const;

describe('local mode (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('points the account link at the built-in simulator page', async () => {
    const d = await makeDirector(t, VALIDATED);
    const res = await call(t, 'POST', LINKS_PATH, undefined, { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: 'http://localhost:3000/camp-director/local-onboarding' });
    const row = await profileRow(t, d.id);
    expect(row).toMatchObject({ stripeAccountId: null, onboardingStep: 'waiting_for_details' });
  });

  it('completes, awaits or fails the setup, and the session follows', async () => {
    const expected = {
      complete: ['ready', 'connect_completed'],
      pending: ['pending', 'waiting_for_stripe_connect_completion'],
      fail: ['failed', 'waiting_for_details'],
    } as const;
    for (const [outcome, [status, step]] of Object.entries(expected)) {
      const d = await makeDirector(t, VALIDATED);
      const res = await call(t, 'POST', LOCAL_PATH, { outcome }, { token: d.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'validated',
        stripe_account_status: status,
        onboarding_step: step,
        rejection_reason: null,
      });
      expect((await verifiedSession(t, d.token)).stripe_account_status).toBe(status);
      expect((await auditRows(t, d.id)).map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([
        ['payment_account_status', 'not_connected', status],
      ]);
    }
  });

  it('lets a failed or pending setup be tried again, but not a ready one', async () => {
    const d = await makeDirector(t, { ...VALIDATED, paymentAccountStatus: 'failed' });
    expect((await call(t, 'POST', LINKS_PATH, undefined, { token: d.token })).statusCode).toBe(200);
    expect(
      (await call(t, 'POST', LOCAL_PATH, { outcome: 'complete' }, { token: d.token })).statusCode,
    ).toBe(200);
    for (const path of [LINKS_PATH, LOCAL_PATH]) {
      const res = await call(t, 'POST', path, { outcome: 'fail' }, { token: d.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errors: { _base: ['Your payment account is already set up.'] },
      });
    }
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('ready');
  });

  it('refuses directors who are not validated, and changes nothing', async () => {
    for (const registrationStatus of [
      'needs_provider_profile',
      'awaiting_validation',
      'rejected',
    ] as const) {
      const d = await makeDirector(t, { registrationStatus });
      for (const path of [LINKS_PATH, LOCAL_PATH]) {
        const res = await call(t, 'POST', path, { outcome: 'complete' }, { token: d.token });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          errors: {
            _base: ['Your provider profile has to be validated before you can set up payments.'],
          },
        });
      }
      expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('not_connected');
    }
  });

  it('opens a ready account on the simulator’s account page; not before it is ready', async () => {
    const ready = await makeDirector(t, { ...VALIDATED, paymentAccountStatus: 'ready' });
    const res = await call(t, 'POST', DASHBOARD_PATH, undefined, { token: ready.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: 'http://localhost:3000/camp-director/local-account' });
    for (const paymentAccountStatus of ['not_connected', 'pending', 'failed'] as const) {
      const d = await makeDirector(t, { ...VALIDATED, paymentAccountStatus });
      const refused = await call(t, 'POST', DASHBOARD_PATH, undefined, { token: d.token });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errors: { _base: ['Your payment account is not set up yet.'] },
      });
    }
    const unvalidated = await makeDirector(t, { registrationStatus: 'awaiting_validation' });
    const refused = await call(t, 'POST', DASHBOARD_PATH, undefined, { token: unvalidated.token });
    expect(refused.statusCode).toBe(409);
    const admin = await makeAdmin(t);
    expect(
      (await call(t, 'POST', DASHBOARD_PATH, undefined, { token: admin.token })).statusCode,
    ).toBe(403);
    expect((await call(t, 'POST', DASHBOARD_PATH)).statusCode).toBe(401);
  });

  it('rejects a bad outcome with 422', async () => {
    const d = await makeDirector(t, VALIDATED);
    const res = await call(t, 'POST', LOCAL_PATH, { outcome: 'hack' }, { token: d.token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { outcome: ['Outcome is invalid'] } });
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('not_connected');
  });

  it('has no webhook without Stripe (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe mode (against a fake Stripe API)', () => {
  const fake = new FakeStripe();
  const WEBHOOK_SECRET = 'whsec_test_secret_for_camp';
  let t: TestApp;
  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp(stripeTestEnv(base, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const webhook = (event: unknown, opts: { secret?: string; signature?: string | null } = {}) =>
    deliverStripeWebhook(t, event, {
      secret: opts.secret ?? WEBHOOK_SECRET,
      signature: opts.signature,
    });

  // The Connect suite's events keep the API version they were written with.
  const accountUpdated = (id: string, account: Record<string, unknown>) =>
    stripeEvent('account.updated', account, { id, apiVersion: '2025-01-27.acacia' });

  /** A validated director who has created a Stripe account through our API. */
  async function connectedDirector() {
    const d = await makeDirector(t, VALIDATED);
    const res = await call(t, 'POST', LINKS_PATH, undefined, { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
    const accountId = (await profileRow(t, d.id)).stripeAccountId!;
    return { ...d, accountId };
  }

  it('creates the Express account once, stores it, and answers Stripe’s onboarding link', async () => {
    fake.requests.length = 0;
    const d = await makeDirector(t, { ...VALIDATED, organisationName: 'Sunny Camps LLC' });
    const res = await call(t, 'POST', LINKS_PATH, undefined, { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
    const row = await profileRow(t, d.id);
    expect(row.stripeAccountId).toMatch(/^acct_fake\d+$/);
    expect(row.onboardingStep).toBe('waiting_for_details');
    expect(res.json<{ url: string }>().url).toMatch(
      new RegExp(`^https://connect\\.stripe\\.com/setup/e/${row.stripeAccountId}/`),
    );
    const [create, link] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(create!.headers.authorization).toBe('Bearer sk_test_camp');
    expect(create!.headers['idempotency-key']).toBe(`camp-connect-account-${d.id}`);
    expect(create!.form).toMatchObject({
      type: 'express',
      email: d.email,
      'business_profile[name]': 'Sunny Camps LLC',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[user_id]': String(d.id),
    });
    expect(link).toMatchObject({
      method: 'POST',
      path: '/v1/account_links',
      form: {
        account: row.stripeAccountId,
        type: 'account_onboarding',
        refresh_url: 'http://localhost:3000/camp-director/stripe',
        return_url: 'http://localhost:3000/camp-director/check-status',
      },
    });

    // A second link reuses the account.
    fake.requests.length = 0;
    expect((await call(t, 'POST', LINKS_PATH, undefined, { token: d.token })).statusCode).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/account_links']);
    expect((await profileRow(t, d.id)).stripeAccountId).toBe(row.stripeAccountId);
  });

  it('opens a ready account’s Stripe Express dashboard through a login link', async () => {
    const d = await connectedDirector();
    // Not ready yet: the onboarding link is the way, not the dashboard.
    expect((await call(t, 'POST', DASHBOARD_PATH, undefined, { token: d.token })).statusCode).toBe(
      409,
    );
    await t.db
      .update(campDirectorProfiles)
      .set({ paymentAccountStatus: 'ready' })
      .where(eq(campDirectorProfiles.userId, d.id));
    fake.requests.length = 0;
    const res = await call(t, 'POST', DASHBOARD_PATH, undefined, { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      url: `https://connect.stripe.com/express/${d.accountId}/fakeLogin`,
    });
    expect(fake.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', `/v1/accounts/${d.accountId}/login_links`],
    ]);
    // The account link still refuses a ready account, as specified.
    const link = await call(t, 'POST', LINKS_PATH, undefined, { token: d.token });
    expect(link.statusCode).toBe(409);
  });

  it('answers 502 when Stripe fails, and stores nothing', async () => {
    const d = await makeDirector(t, VALIDATED);
    fake.failNext = true;
    const res = await call(t, 'POST', LINKS_PATH, undefined, { token: d.token });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      errors: { _base: ['We could not reach Stripe. Please try again in a moment.'] },
    });
    expect(await profileRow(t, d.id)).toMatchObject({
      stripeAccountId: null,
      onboardingStep: 'form_completed',
    });
  });

  it('refuses the local simulator (404)', async () => {
    const d = await makeDirector(t, VALIDATED);
    const res = await call(t, 'POST', LOCAL_PATH, { outcome: 'complete' }, { token: d.token });
    expect(res.statusCode).toBe(404);
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('not_connected');
  });

  it('the status refresh asks Stripe for the account (check-status after onboarding)', async () => {
    const d = await connectedDirector();
    const state = fake.accounts.get(d.accountId)!;
    Object.assign(state, {
      details_submitted: true,
      disabled_reason: 'requirements.pending_verification',
    });
    let res = await call(t, 'POST', STATUS_PATH, undefined, { token: d.token });
    expect(res.json()).toMatchObject({
      stripe_account_status: 'pending',
      onboarding_step: 'waiting_for_stripe_connect_completion',
    });
    Object.assign(state, { charges_enabled: true, payouts_enabled: true, disabled_reason: null });
    res = await call(t, 'POST', STATUS_PATH, undefined, { token: d.token });
    expect(res.json()).toMatchObject({
      stripe_account_status: 'ready',
      onboarding_step: 'connect_completed',
    });
    expect((await verifiedSession(t, d.token)).stripe_account_status).toBe('ready');
  });

  it('account.updated with a valid signature sets the status; a replay is handled once', async () => {
    const d = await connectedDirector();
    const ready = fake.account(d.accountId, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      disabled_reason: null,
    });
    const event = accountUpdated(`evt_ready_${d.id}`, ready);
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await profileRow(t, d.id)).toMatchObject({
      paymentAccountStatus: 'ready',
      onboardingStep: 'connect_completed',
    });
    expect((await verifiedSession(t, d.token)).stripe_account_status).toBe('ready');

    // Someone moves the status on; replaying the old event must not touch it again.
    const failed = accountUpdated(
      `evt_failed_${d.id}`,
      fake.account(d.accountId, { details_submitted: true, disabled_reason: 'rejected.other' }),
    );
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('failed');
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('failed');
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_ready_${d.id}`));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'stripe', type: 'account.updated' });
    expect(
      (await auditRows(t, d.id))
        .filter((a) => a.action === 'payment_account_status')
        .map((a) => [a.fromStatus, a.toStatus, a.actorId]),
    ).toEqual([
      ['not_connected', 'ready', null],
      ['ready', 'failed', null],
    ]);
  });

  it('maps Stripe’s account states: details pending → pending, not submitted → not_connected', async () => {
    const d = await connectedDirector();
    await webhook(
      accountUpdated(
        `evt_pending_${d.id}`,
        fake.account(d.accountId, {
          details_submitted: true,
          disabled_reason: 'requirements.pending_verification',
        }),
      ),
    );
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('pending');
    await webhook(accountUpdated(`evt_back_${d.id}`, fake.account(d.accountId)));
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('not_connected');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const d = await connectedDirector();
    const event = accountUpdated(
      `evt_forged_${d.id}`,
      fake.account(d.accountId, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
      }),
    );
    for (const res of [
      await webhook(event, { secret: 'whsec_wrong' }),
      await webhook(event, { signature: 't=1,v1=deadbeef' }),
      await webhook(event, { signature: null }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { _base: ['Invalid Stripe signature'] } });
    }
    expect((await profileRow(t, d.id)).paymentAccountStatus).toBe('not_connected');
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_forged_${d.id}`));
    expect(events).toEqual([]);
  });

  it('acknowledges events it does not handle and unknown accounts', async () => {
    const res = await webhook({
      ...accountUpdated('evt_other', {}),
      type: 'payout.paid',
      data: { object: { id: 'po_1' } },
    });
    expect(res.statusCode).toBe(200);
    const unknown = await webhook(
      accountUpdated('evt_unknown_acct', {
        id: 'acct_nobody',
        charges_enabled: true,
        payouts_enabled: true,
      }),
    );
    expect(unknown.statusCode).toBe(200);
  });
});
