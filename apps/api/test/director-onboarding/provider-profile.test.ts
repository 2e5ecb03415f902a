import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import {
  PROFILE_PATH,
  PROVIDERS_PATH,
  STATUS_PATH,
  auditRows,
  makeAdmin,
  makeDirector,
  profileRow,
  providerProfile,
  verifiedSession,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the registration status as the API reports it', () => {
  it('starts at needs_provider_profile / not_connected / show_form in the session and the status call', async () => {
    const d = await makeDirector(t);
    expect(d.session).toMatchObject({
      zoho_profile: 'needs_provider_profile',
      stripe_account_status: 'not_connected',
    });
    const res = await call(t, 'POST', STATUS_PATH, undefined, { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'needs_provider_profile',
      stripe_account_status: 'not_connected',
      onboarding_step: 'show_form',
      rejection_reason: null,
    });
  });

  it('reports every registration state the gate routes on', async () => {
    const cases = [
      { registrationStatus: 'awaiting_validation', onboardingStep: 'show_congratulations' },
      { registrationStatus: 'validated', onboardingStep: 'form_completed' },
      {
        registrationStatus: 'validated',
        paymentAccountStatus: 'pending',
        onboardingStep: 'waiting_for_stripe_connect_completion',
      },
      {
        registrationStatus: 'validated',
        paymentAccountStatus: 'ready',
        onboardingStep: 'connect_completed',
      },
      {
        registrationStatus: 'validated',
        paymentAccountStatus: 'failed',
        onboardingStep: 'waiting_for_details',
      },
      {
        registrationStatus: 'rejected',
        onboardingStep: 'show_congratulations',
        rejectionReason: 'No licence',
      },
    ] as const;
    for (const state of cases) {
      const d = await makeDirector(t, state);
      const payment =
        'paymentAccountStatus' in state ? state.paymentAccountStatus : 'not_connected';
      expect(d.session.zoho_profile).toBe(state.registrationStatus);
      expect(d.session.stripe_account_status).toBe(payment);
      const res = await call(t, 'POST', STATUS_PATH, undefined, { token: d.token });
      expect(res.json()).toEqual({
        status: state.registrationStatus,
        stripe_account_status: payment,
        onboarding_step: state.onboardingStep,
        rejection_reason: state.registrationStatus === 'rejected' ? 'No licence' : null,
      });
    }
  });

  it('is for confirmed camp directors only', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    const parentSession = await signIn(t, 'Parent', parent);
    for (const [method, path] of [
      ['POST', STATUS_PATH],
      ['GET', PROFILE_PATH],
      ['POST', PROFILE_PATH],
    ] as const) {
      expect((await call(t, method, path, providerProfile())).statusCode).toBe(401);
      const res = await call(t, method, path, providerProfile(), { token: parentSession.token });
      expect(res.statusCode).toBe(403);
    }
    const unconfirmed = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const s = await signIn(t, 'CampDirector', unconfirmed);
    const res = await call(t, 'POST', PROFILE_PATH, providerProfile(), { token: s.token });
    expect(res.statusCode).toBe(403);
    expect((await profileRow(t, unconfirmed.id)).registrationStatus).toBe('needs_provider_profile');
  });
});

describe('POST /api/v1/camp_directors/profile_form_fillings', () => {
  it('stores the profile, moves to awaiting validation, audits it and mails a receipt', async () => {
    const d = await makeDirector(t);
    const res = await call(
      t,
      'POST',
      PROFILE_PATH,
      { provider_profile: providerProfile() },
      {
        token: d.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'awaiting_validation',
      stripe_account_status: 'not_connected',
      onboarding_step: 'show_congratulations',
      rejection_reason: null,
    });
    const row = await profileRow(t, d.id);
    expect(row).toMatchObject({
      organisationName: 'Sunny Camps LLC',
      contactName: 'Dana Rivers',
      zipCode: '27601',
      phoneNumber: '+19195550123',
      website: 'https://sunnycamps.example.com',
      taxId: '12-3456789',
      yearsInOperation: 12,
      insuranceInfo: 'General liability, $2M',
      licensingInfo: 'NC child care licence 42',
    });
    expect(row.submittedAt).toBeInstanceOf(Date);
    // The refreshed session carries the new status (the web stores it after each change).
    expect((await verifiedSession(t, d.token)).zoho_profile).toBe('awaiting_validation');
    const mail = (await outboxFor(t, d.email)).filter(
      (m) => m.template === 'provider_profile_received',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('We received your provider profile');
    expect(mail[0]!.meta.links).toContain('http://localhost:3000/camp-director/congratulations');
    expect(await auditRows(t, d.id)).toEqual([
      expect.objectContaining({
        actorId: d.id,
        entityType: 'camp_director_profiles',
        action: 'provider_profile_submitted',
        fromStatus: 'needs_provider_profile',
        toStatus: 'awaiting_validation',
      }),
    ]);

    const got = await call(t, 'GET', PROFILE_PATH, undefined, { token: d.token });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      status: 'awaiting_validation',
      provider_profile: { organisation_name: 'Sunny Camps LLC', years_in_operation: 12 },
    });
  });

  it('accepts the fields at the top level too', async () => {
    const d = await makeDirector(t);
    const res = await call(t, 'POST', PROFILE_PATH, providerProfile(), { token: d.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a second submission and changes nothing', async () => {
    const d = await makeDirector(t, { registrationStatus: 'awaiting_validation' });
    const res = await call(t, 'POST', PROFILE_PATH, providerProfile({ city: 'Durham' }), {
      token: d.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: { _base: ['Your provider profile has already been submitted.'] },
    });
    expect((await profileRow(t, d.id)).city).toBeNull();
    const validated = await makeDirector(t, { registrationStatus: 'validated' });
    const again = await call(t, 'POST', PROFILE_PATH, providerProfile(), {
      token: validated.token,
    });
    expect(again.statusCode).toBe(409);
    expect((await profileRow(t, validated.id)).registrationStatus).toBe('validated');
    expect(await outboxFor(t, d.email)).toHaveLength(0);
  });

  it('takes a corrected profile after a rejection: back to awaiting validation, decision cleared', async () => {
    const d = await makeDirector(t);
    expect(
      (await call(t, 'POST', PROFILE_PATH, providerProfile(), { token: d.token })).statusCode,
    ).toBe(200);
    const admin = await makeAdmin(t);
    const rejected = await call(
      t,
      'POST',
      `${PROVIDERS_PATH}/${d.id}/validation`,
      { decision: 'reject', reason: 'Tax ID does not match' },
      { token: admin.token },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const res = await call(t, 'POST', PROFILE_PATH, providerProfile({ tax_id: '98-7654321' }), {
      token: d.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'awaiting_validation',
      stripe_account_status: 'not_connected',
      onboarding_step: 'show_congratulations',
      rejection_reason: null,
    });
    expect(await profileRow(t, d.id)).toMatchObject({
      registrationStatus: 'awaiting_validation',
      taxId: '98-7654321',
      rejectionReason: null,
      validatedAt: null,
      validatedById: null,
    });
    expect((await verifiedSession(t, d.token)).zoho_profile).toBe('awaiting_validation');
    expect(
      (await auditRows(t, d.id))
        .filter((a) => a.action === 'provider_profile_submitted')
        .map((a) => [a.fromStatus, a.toStatus]),
    ).toEqual([
      ['needs_provider_profile', 'awaiting_validation'],
      ['rejected', 'awaiting_validation'],
    ]);
    // Awaiting validation again: a second resubmission is refused until the admin decides.
    const twice = await call(t, 'POST', PROFILE_PATH, providerProfile(), { token: d.token });
    expect(twice.statusCode).toBe(409);
    expect((await profileRow(t, d.id)).taxId).toBe('98-7654321');
  });

  it('takes one of many concurrent resubmissions', async () => {
    const d = await makeDirector(t, { registrationStatus: 'rejected', rejectionReason: 'No' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', PROFILE_PATH, providerProfile({ city: `City ${i}` }), { token: d.token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(
      (await auditRows(t, d.id)).filter((a) => a.action === 'provider_profile_submitted'),
    ).toHaveLength(1);
    expect(
      (await outboxFor(t, d.email)).filter((m) => m.template === 'provider_profile_received'),
    ).toHaveLength(1);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['organisation_name', { organisation_name: ' ' }, 'Organization name is required'],
    ['organisation_name', { organisation_name: 'x'.repeat(256) }, 'Is too long'],
    ['contact_name', { contact_name: '' }, 'Contact name is required'],
    ['address', { address: null }, 'Address required'],
    ['city', { city: '' }, 'City required'],
    ['state', { state: '' }, 'State required'],
    ['zip_code', { zip_code: '' }, 'Zip Code required'],
    ['zip_code', { zip_code: '1234' }, 'Zip Code is invalid'],
    ['phone_number', { phone_number: '' }, 'Phone number is required'],
    ['phone_number', { phone_number: '555-0123' }, 'Phone number is invalid'],
    ['website', { website: '' }, 'Website required'],
    ['website', { website: 'not a website' }, 'Website is invalid'],
    ['description', { description: '  ' }, 'Description is required'],
    ['tax_id', { tax_id: '' }, 'TaxID is required'],
    [
      'years_in_operation',
      { years_in_operation: 1.5 },
      'Years in operation must be a whole number between 0 and 500',
    ],
    [
      'years_in_operation',
      { years_in_operation: 501 },
      'Years in operation must be a whole number between 0 and 500',
    ],
    ['insurance_info', { insurance_info: 'x'.repeat(5001) }, 'Is too long'],
  ];
  for (const [field, over, message] of badInputs) {
    it(`answers 422 '${message}' on ${field} and changes nothing`, async () => {
      const d = await makeDirector(t);
      const res = await call(t, 'POST', PROFILE_PATH, providerProfile(over), { token: d.token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { [field]: [message] } });
      const row = await profileRow(t, d.id);
      expect(row.registrationStatus).toBe('needs_provider_profile');
      expect(row.organisationName).toBeNull();
      expect(await outboxFor(t, d.email)).toHaveLength(0);
    });
  }
});
