import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Session } from '@camp/shared/auth';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import type { TestApp } from '../test-app.js';
import { FakeStripeServer, type FakeStripeReply, type FakeStripeRequest } from '../fake-stripe.js';
import { call, makeUser, signIn, type MadeUser } from '../auth/helpers.js';

export const PROFILE_PATH = '/api/v1/camp_directors/profile_form_fillings';
export const STATUS_PATH = '/api/v1/camp_directors/registration_status';
export const LINKS_PATH = '/api/v1/payment/connect/account_links';
export const LOCAL_PATH = '/api/v1/payment/connect/local_onboarding';
export const DASHBOARD_PATH = '/api/v1/payment/connect/dashboard_links';
export const PROVIDERS_PATH = '/api/v1/admins/providers';

export function providerProfile(over: Record<string, unknown> = {}) {
  return {
    organisation_name: 'Sunny  Camps LLC',
    contact_name: 'Dana Rivers',
    address: '1 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip_code: '27601',
    phone_number: '(919) 555-0123',
    website: 'sunnycamps.example.com',
    description: 'Day camps for kids aged 5 to 12.',
    tax_id: '12-3456789',
    years_in_operation: 12,
    insurance_info: 'General liability, $2M',
    licensing_info: 'NC child care licence 42',
    ...over,
  };
}

export interface Director extends MadeUser {
  session: Session;
  token: string;
}

/** A confirmed, signed-in director, optionally moved straight to a registration state. */
export async function makeDirector(
  t: TestApp,
  state: Partial<typeof campDirectorProfiles.$inferInsert> = {},
): Promise<Director> {
  const user = await makeUser(t, { role: 'CampDirector', name: 'Dana Rivers' });
  if (Object.keys(state).length > 0) {
    await t.db
      .update(campDirectorProfiles)
      .set(state)
      .where(eq(campDirectorProfiles.userId, user.id));
  }
  const session = await signIn(t, 'CampDirector', user);
  return { ...user, session, token: session.token };
}

export async function makeAdmin(t: TestApp): Promise<{ token: string; id: number }> {
  const user = await makeUser(t, { role: 'Admin', name: 'Ada Admin' });
  const session = await signIn(t, 'Admin', user);
  return { token: session.token, id: user.id };
}

export async function profileRow(t: TestApp, userId: number) {
  const [row] = await t.db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.userId, userId));
  return row!;
}

export async function auditRows(t: TestApp, userId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
}

/** The session the API hands out now (what the web stores after a refresh). */
export async function verifiedSession(t: TestApp, token: string): Promise<Session> {
  const res = await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ expired: boolean; session: Session }>();
  expect(body.expired).toBe(false);
  return body.session;
}

// ---- a fake Stripe API -------------------------------------------------------------------

export type { FakeStripeRequest } from '../fake-stripe.js';

export interface FakeAccountState {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  disabled_reason: string | null;
}

/**
 * Answers the documented shapes of POST /v1/accounts, POST /v1/account_links,
 * POST /v1/accounts/:id/login_links and GET /v1/accounts/:id, and records every request, so the tests see what our client sent.
 */
export class FakeStripe extends FakeStripeServer {
  readonly accounts = new Map<string, FakeAccountState & { email: string }>();
  private seq = 0;

  protected route({ method, path, form }: FakeStripeRequest): FakeStripeReply | null {
    if (method === 'POST' && path === '/v1/accounts') {
      this.seq += 1;
      const id = `acct_fake${this.seq}`;
      this.accounts.set(id, {
        email: form.email ?? '',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        disabled_reason: 'requirements.past_due',
      });
      return { status: 200, body: this.account(id) };
    }
    const one = /^\/v1\/accounts\/([\w]+)$/.exec(path);
    if (method === 'GET' && one && this.accounts.has(one[1]!)) {
      return { status: 200, body: this.account(one[1]!) };
    }
    const login = /^\/v1\/accounts\/([\w]+)\/login_links$/.exec(path);
    if (method === 'POST' && login && this.accounts.has(login[1]!)) {
      return {
        status: 200,
        body: {
          object: 'login_link',
          created: Math.floor(Date.now() / 1000),
          url: `https://connect.stripe.com/express/${login[1]}/fakeLogin`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const created = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        body: {
          object: 'account_link',
          created,
          expires_at: created + 300,
          url: `https://connect.stripe.com/setup/e/${form.account}/fake${created}`,
        },
      };
    }
    return null;
  }

  /** Stripe's account object (the fields our code and a real client read). */
  account(id: string, over: Partial<FakeAccountState> = {}) {
    const state = { ...this.accounts.get(id)!, ...over };
    return {
      id,
      object: 'account',
      type: 'express',
      email: state.email,
      country: 'US',
      default_currency: 'usd',
      business_type: 'company',
      charges_enabled: state.charges_enabled,
      payouts_enabled: state.payouts_enabled,
      details_submitted: state.details_submitted,
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      requirements: {
        currently_due: state.details_submitted ? [] : ['business_profile.mcc', 'external_account'],
        eventually_due: [],
        past_due: [],
        pending_verification: [],
        disabled_reason: state.disabled_reason,
        current_deadline: null,
        errors: [],
      },
      metadata: {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
  }
}
