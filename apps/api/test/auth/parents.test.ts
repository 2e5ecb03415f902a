import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { users } from '../../src/db/schema/users.js';
import { userTokens } from '../../src/db/schema/user-tokens.js';
import { parentProfiles } from '../../src/db/schema/parent-profiles.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  CONFIRMATION_LINK,
  HOUR,
  PASSWORD,
  RESET_LINK,
  call,
  makeUser,
  mailedLink,
  outboxFor,
  signIn,
  userRow,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function signUpBody(over: Record<string, unknown> = {}) {
  return {
    parent: {
      name: '  Jane   Doe ',
      email: `Jane.${Math.random().toString(36).slice(2, 8)}@Example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...over,
    },
  };
}

describe('POST /api/v1/parents (sign-up)', () => {
  it('creates an unconfirmed parent, answers a session and mails the confirmation link', async () => {
    const body = signUpBody();
    const res = await call(t, 'POST', '/api/v1/parents', body);
    expect(res.statusCode, res.body).toBe(201);
    const session = sessionSchema.parse(res.json());
    const email = body.parent.email.toLowerCase();
    expect(session).toMatchObject({
      confirmed: false,
      role: 'Parent',
      email,
      name: 'Jane Doe',
      first_name: 'Jane',
      last_name: 'Doe',
      package: null,
      premium: false,
      invited: false,
      has_not_completed_questionnaire: true,
      zoho_profile: null,
    });
    const user = await userRow(t, session.id);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.confirmedAt).toBeNull();
    expect(
      await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, user.id)),
    ).toHaveLength(1);
    const mails = await outboxFor(t, email);
    expect(mails.map((m) => m.template)).toEqual(['confirmation']);
    const { url } = await mailedLink(t, email, 'confirmation', CONFIRMATION_LINK);
    expect(url).toContain('?user_type=parent');
  });

  it('answers a taken e-mail (any case) like a new one, creates nothing and mails the holder', async () => {
    // Decision 0031: 'has already been taken' told anyone who has an account.
    const existing = await makeUser(t, { email: 'taken@example.com', name: 'Tess Taken' });
    const fresh = await call(t, 'POST', '/api/v1/parents', signUpBody({ name: 'Ann Lee' }));
    const before = await t.db.select().from(users);
    const res = await call(
      t,
      'POST',
      '/api/v1/parents',
      signUpBody({ email: 'TAKEN@example.com', name: 'Ann Lee' }),
    );
    expect(res.statusCode, res.body).toBe(fresh.statusCode);
    const session = sessionSchema.parse(res.json());
    const freshSession = sessionSchema.parse(fresh.json());
    const { token: _t1, exp: _e1, id: id1, email: email1, ...shape } = session;
    const { token: _t2, exp: _e2, id: id2, email: email2, ...freshShape } = freshSession;
    expect(shape).toEqual(freshShape);
    expect(email1).toBe('taken@example.com');
    expect(email2).not.toBe(email1);
    // An id as a new account would get it, never anyone's: the token names nobody.
    expect(id1).toBeGreaterThan(id2);
    expect(await t.db.select().from(users)).toHaveLength(before.length);
    const check = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: session.token,
    });
    expect(check.json()).toEqual({ expired: true });
    const mails = await outboxFor(t, existing.email);
    expect(mails.map((m) => m.template)).toEqual(['account_exists']);
    expect(mails[0]!.meta.links).toContain('http://localhost:3000/sign-in');
  });

  it.each([
    [{ name: '' }, 'name', 'Full name is required'],
    [{ name: undefined }, 'name', 'Full name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ password: '', password_confirmation: '' }, 'password', 'Password is required'],
    [{ password: 'short', password_confirmation: 'short' }, 'password', 'Password is too short!'],
    [
      { password: 'x'.repeat(51), password_confirmation: 'x'.repeat(51) },
      'password',
      'Password is too long!',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Password confirmation is required!'],
    [
      { password_confirmation: 'different-9' },
      'password_confirmation',
      'Passwords are not the same!',
    ],
  ])('refuses %j with the spec message on %s', async (over, field, message) => {
    const before = (await t.db.select().from(users)).length;
    const res = await call(t, 'POST', '/api/v1/parents', signUpBody(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses a body without the parent wrapper', async () => {
    const res = await call(t, 'POST', '/api/v1/parents', signUpBody().parent);
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/v1/parents/sessions (sign-in)', () => {
  it('signs in a confirmed parent with the full session', async () => {
    const user = await makeUser(t, { email: 'signin@example.com' });
    const seconds = () => Math.floor(t.ctx.now().getTime() / 1000);
    const before = seconds();
    const res = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: ' SignIn@Example.com ',
      password: user.password,
    });
    const after = seconds();
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({ confirmed: true, id: user.id, role: 'Parent' });
    // Seven days from the second of the sign-in, which a loaded machine may place after `before`.
    expect(session.exp).toBeGreaterThanOrEqual(before + 7 * 24 * 3600);
    expect(session.exp).toBeLessThanOrEqual(after + 7 * 24 * 3600);
    const me = await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token: session.token });
    expect(me.json()).toMatchObject({ expired: false, session: { id: user.id } });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await makeUser(t);
    const wrong = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: user.email,
      password: 'wrong-password-1',
    });
    const unknown = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: 'nobody@example.com',
      password: 'wrong-password-1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: { _base: ['Invalid email or password.'] },
        _base: ['Invalid email or password.'],
      });
    }
  });

  it('gives an unconfirmed account a session with confirmed=false, refused by confirmed-only calls', async () => {
    const user = await makeUser(t, { confirmed: false });
    const session = await signIn(t, 'Parent', user);
    expect(session.confirmed).toBe(false);
    expect(session.token).toBeTruthy();
    const director = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const dSession = await signIn(t, 'CampDirector', director);
    expect(dSession.confirmed).toBe(false);
    const res = await call(t, 'GET', '/api/v1/camp_directors', undefined, {
      token: dSession.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors._base).toEqual([
      'You have to confirm your email address before continuing.',
    ]);
  });

  it('accepts only parents', async () => {
    for (const role of ['CampDirector', 'Specialist', 'Admin'] as const) {
      const user = await makeUser(t, { role });
      const res = await call(t, 'POST', '/api/v1/parents/sessions', {
        email: user.email,
        password: user.password,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors._base).toEqual(['Invalid email or password.']);
    }
  });

  it('validates the fields', async () => {
    const res = await call(t, 'POST', '/api/v1/parents/sessions', { email: 'bad', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Invalid email'],
      password: ['Password is required'],
    });
    const empty = await call(t, 'POST', '/api/v1/parents/sessions', {});
    expect(empty.json().errors).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
});

describe('POST /api/v1/parents/confirmations', () => {
  async function signUp(): Promise<{ email: string; token: string; session: Session }> {
    const body = signUpBody();
    const res = await call(t, 'POST', '/api/v1/parents', body);
    expect(res.statusCode).toBe(201);
    const email = body.parent.email.toLowerCase();
    const { token } = await mailedLink(t, email, 'confirmation', CONFIRMATION_LINK);
    return { email, token, session: res.json<Session>() };
  }

  it('confirms, signs the user in and sends the welcome mail once', async () => {
    const { email, token, session: before } = await signUp();
    const res = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({ confirmed: true, id: before.id, email });
    expect((await userRow(t, before.id)).confirmedAt).not.toBeNull();
    const welcome = (await outboxFor(t, email)).filter((m) => m.template === 'welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.meta.links).toContain('http://localhost:3000/profile');

    // The same link again: already used.
    const again = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors._base).toEqual([
      'Email was already confirmed, please try signing in.',
    ]);
    expect((await outboxFor(t, email)).filter((m) => m.template === 'welcome')).toHaveLength(1);
  });

  it('refuses an expired link and leaves the account unconfirmed', async () => {
    const { token, session } = await signUp();
    t.advance(3 * 24 * HOUR + 1000);
    const res = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base).toEqual([
      'Confirmation token has expired, please request a new one.',
    ]);
    expect((await userRow(t, session.id)).confirmedAt).toBeNull();
  });

  it('refuses unknown tokens, director tokens and a missing token', async () => {
    const unknown = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: 'no-such-token',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors._base).toEqual(['Confirmation token is invalid.']);

    const dBody = {
      camp_director: {
        first_name: 'Dee',
        last_name: 'Rector',
        email: 'dee.rector@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    };
    expect((await call(t, 'POST', '/api/v1/camp_directors', dBody)).statusCode).toBe(201);
    const { token } = await mailedLink(
      t,
      'dee.rector@example.com',
      'confirmation',
      CONFIRMATION_LINK,
    );
    const wrongSide = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(wrongSide.statusCode).toBe(422);
    expect(wrongSide.json().errors._base).toEqual(['Confirmation token is invalid.']);

    const missing = await call(t, 'POST', '/api/v1/parents/confirmations', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.confirmation_token).toEqual(['Confirmation token is required']);
  });
});

describe('POST /api/v1/parents/resend_confirmation', () => {
  it('mails a new link to an unconfirmed parent; the older link still works once', async () => {
    const user = await makeUser(t, { confirmed: false });
    const res = await call(t, 'POST', '/api/v1/parents/resend_confirmation', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    const { token } = await mailedLink(t, user.email, 'confirmation', CONFIRMATION_LINK);
    const ok = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().confirmed).toBe(true);
  });

  it('answers the same without mailing for unknown, confirmed and director accounts', async () => {
    const confirmed = await makeUser(t);
    const director = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const answers = [];
    for (const email of ['ghost@example.com', confirmed.email, director.email]) {
      const res = await call(t, 'POST', '/api/v1/parents/resend_confirmation', { email });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
      expect(await outboxFor(t, email)).toHaveLength(0);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('validates the e-mail', async () => {
    const res = await call(t, 'POST', '/api/v1/parents/resend_confirmation', { email: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Invalid email']);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string) {
    const res = await call(t, 'POST', '/api/v1/parents/passwords/emails', { email });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('mails a reset link; resetting revokes old sessions and signs in with the new password', async () => {
    const user = await makeUser(t);
    const old = await signIn(t, 'Parent', user);
    await requestReset(user.email);
    const { token, url } = await mailedLink(t, user.email, 'password_reset', RESET_LINK);
    expect(url).toContain('?user_type=parent');

    const res = await call(t, 'POST', '/api/v1/parents/passwords', {
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = sessionSchema.parse(res.json());

    // Earlier tokens stop working; the new one works.
    const oldCheck = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: old.token,
    });
    expect(oldCheck.json()).toEqual({ expired: true });
    const newCheck = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: fresh.token,
    });
    expect(newCheck.json().expired).toBe(false);

    const oldPassword = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(t, 'Parent', { ...user, password: 'brand-new-pass' });

    // Single use.
    const again = await call(t, 'POST', '/api/v1/parents/passwords', {
      token,
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors._base).toEqual([
      'Reset password token has already been used, please request a new one.',
    ]);
  });

  it('expires the link after 2 hours and voids older links when a new one is sent', async () => {
    const user = await makeUser(t);
    await requestReset(user.email);
    const first = await mailedLink(t, user.email, 'password_reset', RESET_LINK);
    await requestReset(user.email);
    const second = await mailedLink(t, user.email, 'password_reset', RESET_LINK);
    expect(second.token).not.toBe(first.token);
    const body = (token: string) => ({
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    const voided = await call(t, 'POST', '/api/v1/parents/passwords', body(first.token));
    expect(voided.statusCode).toBe(422);

    t.advance(2 * HOUR + 1000);
    const expired = await call(t, 'POST', '/api/v1/parents/passwords', body(second.token));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors._base).toEqual([
      'Reset password token has expired, please request a new one.',
    ]);
    await signIn(t, 'Parent', user);
  });

  it('answers the same for unknown e-mails and other roles, without mail', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    const a = await requestReset('ghost@example.com');
    const b = await requestReset(director.email);
    expect(a.json()).toEqual(b.json());
    expect(await outboxFor(t, 'ghost@example.com')).toHaveLength(0);
    expect(await outboxFor(t, director.email)).toHaveLength(0);
  });

  it('validates the new password with the shared messages and changes nothing', async () => {
    const user = await makeUser(t);
    await requestReset(user.email);
    const { token } = await mailedLink(t, user.email, 'password_reset', RESET_LINK);
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'short', password_confirmation: 'short' }, 'password', 'Password is too short!'],
      [
        { password: 'long-enough-1', password_confirmation: 'other-pass-2' },
        'password_confirmation',
        'Passwords are not the same!',
      ],
      [
        { password: 'long-enough-1' },
        'password_confirmation',
        'Password confirmation is required!',
      ],
      [{}, 'password', 'Password is required'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(t, 'POST', '/api/v1/parents/passwords', { token, ...over });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    // The token was not spent by the refused attempts.
    const ok = await call(t, 'POST', '/api/v1/parents/passwords', {
      token,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a bad token, and a reset without token or sign-in', async () => {
    const bad = await call(t, 'POST', '/api/v1/parents/passwords', {
      token: 'nope',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors._base).toEqual(['Reset password token is invalid.']);
    const none = await call(t, 'POST', '/api/v1/parents/passwords', {
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.token).toEqual(['Reset password token is required.']);
  });

  it('resetting by link confirms an unconfirmed account', async () => {
    const user = await makeUser(t, { confirmed: false });
    await requestReset(user.email);
    const { token } = await mailedLink(t, user.email, 'password_reset', RESET_LINK);
    const res = await call(t, 'POST', '/api/v1/parents/passwords', {
      token,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(res.json().confirmed).toBe(true);
  });
});

describe('change password while signed in', () => {
  it('changes it with the bearer token, revokes earlier tokens and returns a fresh session', async () => {
    const user = await makeUser(t);
    const a = await signIn(t, 'Parent', user);
    const b = await signIn(t, 'Parent', user);
    const res = await call(
      t,
      'POST',
      '/api/v1/parents/passwords',
      {
        current_password: user.password,
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
      { token: a.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const fresh = sessionSchema.parse(res.json());
    expect(fresh.token).not.toBe(a.token);
    for (const old of [a, b]) {
      const check = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
        token: old.token,
      });
      expect(check.json()).toEqual({ expired: true });
    }
    const again = await call(
      t,
      'POST',
      '/api/v1/parents/passwords',
      {
        current_password: 'changed-pass-1',
        password: 'changed-pass-2',
        password_confirmation: 'changed-pass-2',
      },
      { token: a.token },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().errors._base).toEqual(['Session has expired. Please sign-in to account']);
    await signIn(t, 'Parent', { ...user, password: 'changed-pass-1' });
  });

  it('refuses a director token on the parent endpoint', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    const session = await signIn(t, 'CampDirector', director);
    const res = await call(
      t,
      'POST',
      '/api/v1/parents/passwords',
      { password: 'changed-pass-1', password_confirmation: 'changed-pass-1' },
      { token: session.token },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/v1/parents/passwordless_sessions', () => {
  async function issue(userId: number) {
    const { issuePasswordlessLink } =
      await import('../../src/modules/auth/use-cases/passwordless.js');
    return t.db.transaction((tx) => issuePasswordlessLink(tx, t.ctx, userId));
  }

  it('signs in with form_id once and confirms the account', async () => {
    const user = await makeUser(t, { confirmed: false });
    const { token, url } = await issue(user.id);
    expect(url).toBe(`http://localhost:3000/confirmation-parent?form_id=${token}`);
    const stored = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(stored[0]).toMatchObject({ purpose: 'passwordless' });
    expect(stored[0]!.tokenHash).not.toBe(token);

    const res = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', { form_id: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionSchema.parse(res.json())).toMatchObject({ id: user.id, confirmed: true });

    const again = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: token,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors._base).toEqual(['This link has already been used, please sign in.']);
  });

  it('refuses expired, unknown and missing form ids, and director links', async () => {
    const user = await makeUser(t, { confirmed: false });
    const { token } = await issue(user.id);
    t.advance(7 * 24 * HOUR + 1000);
    const expired = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: token,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors._base).toEqual(['This link has expired, please sign in.']);
    expect((await userRow(t, user.id)).confirmedAt).toBeNull();

    const unknown = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: 'unknown',
    });
    expect(unknown.json().errors._base).toEqual(['This link is invalid.']);

    const director = await makeUser(t, { role: 'CampDirector' });
    const dLink = await issue(director.id);
    const wrongSide = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: dLink.token,
    });
    expect(wrongSide.statusCode).toBe(422);

    const missing = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {});
    expect(missing.json().errors.form_id).toEqual(['Form id is required']);
  });
});

describe('DELETE /api/v1/parents?id=', () => {
  it('anonymises the own account and revokes its tokens; the e-mail can sign up again', async () => {
    const user = await makeUser(t, { email: 'leaving@example.com' });
    const session = await signIn(t, 'Parent', user);
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: session.token,
      query: { id: String(user.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account was successfully deleted!' });

    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      name: 'Deleted user',
      passwordHash: null,
      phoneNumber: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(row.tokenVersion).toBe(1);
    const check = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: session.token,
    });
    expect(check.json()).toEqual({ expired: true });
    const signInAgain = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: user.email,
      password: user.password,
    });
    expect(signInAgain.statusCode).toBe(401);
    const again = await call(t, 'POST', '/api/v1/parents', signUpBody({ email: user.email }));
    expect(again.statusCode).toBe(201);
    // A new account: the deleted one's address is free again (not answered as taken).
    const renewed = await userRow(t, sessionSchema.parse(again.json()).id);
    expect(renewed.email).toBe(user.email);
    expect(renewed.deletedAt).toBeNull();
  });

  it("refuses another parent's id, a missing id and anonymous calls", async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const session = await signIn(t, 'Parent', me);
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: session.token,
      query: { id: String(other.id) },
    });
    expect(res.statusCode).toBe(403);
    expect((await userRow(t, other.id)).deletedAt).toBeNull();

    const missing = await call(t, 'DELETE', '/api/v1/parents', undefined, { token: session.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.id).toEqual(['Id is required']);

    const anonymous = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      query: { id: String(me.id) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await userRow(t, me.id)).deletedAt).toBeNull();
  });

  it('refuses a director token', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    const session = await signIn(t, 'CampDirector', director);
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: session.token,
      query: { id: String(director.id) },
    });
    expect(res.statusCode).toBe(403);
  });
});
