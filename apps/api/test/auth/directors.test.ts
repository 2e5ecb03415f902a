import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  CONFIRMATION_LINK,
  HOUR,
  LOGIN_LINK,
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
    camp_director: {
      first_name: ' Dana ',
      last_name: 'Rivers',
      email: `dana.${Math.random().toString(36).slice(2, 8)}@camp.example`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...over,
    },
  };
}

async function confirmedDirector(): Promise<{ session: Session; email: string }> {
  const body = signUpBody();
  expect((await call(t, 'POST', '/api/v1/camp_directors', body)).statusCode).toBe(201);
  const { token } = await mailedLink(
    t,
    body.camp_director.email,
    'confirmation',
    CONFIRMATION_LINK,
  );
  const res = await call(t, 'POST', '/api/v1/camp_directors/confirmations', {
    confirmation_token: token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { session: res.json<Session>(), email: body.camp_director.email };
}

describe('POST /api/v1/camp_directors (sign-up)', () => {
  it('creates the director, a profile row awaiting the provider profile, and mails the link', async () => {
    const body = signUpBody();
    const res = await call(t, 'POST', '/api/v1/camp_directors', body);
    expect(res.statusCode, res.body).toBe(201);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({
      role: 'CampDirector',
      confirmed: false,
      first_name: 'Dana',
      last_name: 'Rivers',
      name: 'Dana Rivers',
      zoho_profile: 'needs_provider_profile',
      stripe_account_status: 'not_connected',
      has_not_completed_questionnaire: false,
    });
    const [profile] = await t.db
      .select()
      .from(campDirectorProfiles)
      .where(eq(campDirectorProfiles.userId, session.id));
    expect(profile).toBeDefined();
    const { url } = await mailedLink(
      t,
      body.camp_director.email,
      'confirmation',
      CONFIRMATION_LINK,
    );
    expect(url).toContain('?user_type=director');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ first_name: undefined }, 'first_name', 'First name is required'],
    [{ last_name: '   ' }, 'last_name', 'Last name is required'],
    [{ last_name: 'x'.repeat(256) }, 'last_name', 'Last name is too long'],
    [{ email: 'nope' }, 'email', 'Invalid email'],
    [
      { password: '1234567', password_confirmation: '1234567' },
      'password',
      'Password is too short!',
    ],
    [
      { password_confirmation: 'mismatch-12' },
      'password_confirmation',
      'Passwords are not the same!',
    ],
  ])('refuses %j with the spec message on %s', async (over, field, message) => {
    const before = (await t.db.select().from(users)).length;
    const res = await call(t, 'POST', '/api/v1/camp_directors', signUpBody(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('answers an e-mail taken by a parent like a new one, creates nothing and mails the parent', async () => {
    const parent = await makeUser(t);
    const before = (await t.db.select().from(users)).length;
    const res = await call(
      t,
      'POST',
      '/api/v1/camp_directors',
      signUpBody({ email: parent.email }),
    );
    expect(res.statusCode).toBe(201);
    expect(sessionSchema.parse(res.json())).toMatchObject({
      confirmed: false,
      role: 'CampDirector',
      email: parent.email,
    });
    expect((await t.db.select().from(users)).length).toBe(before);
    const mails = await outboxFor(t, parent.email);
    expect(mails.map((m) => m.template)).toEqual(['account_exists']);
    // The holder's own sign-in page: they are a parent.
    expect(mails[0]!.meta.links).toContain('http://localhost:3000/sign-in');
  });
});

describe('director sign-in and confirmation', () => {
  it('confirms, signs in, and sends the welcome mail pointing at the director area', async () => {
    const { session, email } = await confirmedDirector();
    expect(session).toMatchObject({ confirmed: true, role: 'CampDirector' });
    const welcome = (await outboxFor(t, email)).filter((m) => m.template === 'welcome');
    expect(welcome[0]!.meta.links).toContain('http://localhost:3000/camp-director');
  });

  it('accepts the camp_director wrapper on sign-in and refuses parents', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    const res = await call(t, 'POST', '/api/v1/camp_directors/sessions', {
      camp_director: { email: director.email, password: director.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const parent = await makeUser(t);
    const refused = await call(t, 'POST', '/api/v1/camp_directors/sessions', {
      email: parent.email,
      password: parent.password,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors._base).toEqual(['Invalid email or password.']);
  });

  it('resends confirmation and mails reset links for directors only', async () => {
    const director = await makeUser(t, { role: 'CampDirector', confirmed: false });
    await call(t, 'POST', '/api/v1/camp_directors/resend_confirmation', { email: director.email });
    await mailedLink(t, director.email, 'confirmation', CONFIRMATION_LINK);
    await call(t, 'POST', '/api/v1/camp_directors/passwords/emails', { email: director.email });
    const { token, url } = await mailedLink(t, director.email, 'password_reset', RESET_LINK);
    expect(url).toContain('?user_type=director');
    const parentSide = await call(t, 'POST', '/api/v1/parents/passwords', {
      token,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(parentSide.statusCode).toBe(422);
    const ok = await call(t, 'POST', '/api/v1/camp_directors/passwords', {
      token,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'CampDirector', confirmed: true });
  });
});

describe('POST /api/v1/camp_directors/login_link', () => {
  it('mails a one-time link that signs in once and confirms', async () => {
    const director = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const sent = await call(t, 'POST', '/api/v1/camp_directors/login_link', {
      email: director.email.toUpperCase(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBeTruthy();
    const { token } = await mailedLink(t, director.email, 'login_link', LOGIN_LINK);

    const res = await call(t, 'POST', '/api/v1/camp_directors/login_link', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionSchema.parse(res.json())).toMatchObject({ id: director.id, confirmed: true });

    const again = await call(t, 'POST', '/api/v1/camp_directors/login_link', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors._base).toEqual([
      'This login link has already been used, please request a new one.',
    ]);
  });

  it('expires after an hour', async () => {
    const director = await makeUser(t, { role: 'CampDirector' });
    await call(t, 'POST', '/api/v1/camp_directors/login_link', { email: director.email });
    const { token } = await mailedLink(t, director.email, 'login_link', LOGIN_LINK);
    t.advance(HOUR + 1000);
    const res = await call(t, 'POST', '/api/v1/camp_directors/login_link', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base).toEqual([
      'This login link has expired, please request a new one.',
    ]);
  });

  it('answers the same for parents and unknown e-mails without mail, and validates', async () => {
    const parent = await makeUser(t);
    const a = await call(t, 'POST', '/api/v1/camp_directors/login_link', { email: parent.email });
    const b = await call(t, 'POST', '/api/v1/camp_directors/login_link', {
      email: 'ghost@camp.example',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await outboxFor(t, parent.email)).toHaveLength(0);

    const empty = await call(t, 'POST', '/api/v1/camp_directors/login_link', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.email).toEqual(['Email is required']);
    const bad = await call(t, 'POST', '/api/v1/camp_directors/login_link', { email: 'x@' });
    expect(bad.json().errors.email).toEqual(['Invalid email']);
    const unknown = await call(t, 'POST', '/api/v1/camp_directors/login_link', { token: 'nope' });
    expect(unknown.json().errors._base).toEqual(['This login link is invalid.']);
  });
});

describe('GET/PUT /api/v1/camp_directors (profile)', () => {
  it('reads and updates names and phone; the e-mail stays', async () => {
    const { session, email } = await confirmedDirector();
    const get = await call(t, 'GET', '/api/v1/camp_directors', undefined, { token: session.token });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toEqual({
      first_name: 'Dana',
      last_name: 'Rivers',
      email,
      contact_phone: null,
    });
    const put = await call(
      t,
      'PUT',
      '/api/v1/camp_directors',
      {
        camp_director: {
          first_name: '  Dana   Lee ',
          last_name: 'Rivers-Smith',
          email: 'hijack@camp.example',
          contact_phone: '(919) 555-0123',
        },
      },
      { token: session.token },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      first_name: 'Dana Lee',
      last_name: 'Rivers-Smith',
      email,
      contact_phone: '+19195550123',
    });
    const row = await userRow(t, session.id);
    expect(row).toMatchObject({ email, name: 'Dana Lee Rivers-Smith' });
  });

  it('refuses bad values and changes nothing', async () => {
    const { session } = await confirmedDirector();
    const res = await call(
      t,
      'PUT',
      '/api/v1/camp_directors',
      { first_name: '', last_name: 'x'.repeat(256), contact_phone: '123' },
      { token: session.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is too long'],
      contact_phone: ['Phone number is invalid'],
    });
    expect((await userRow(t, session.id)).firstName).toBe('Dana');
  });

  it('is for confirmed directors only', async () => {
    const parent = await makeUser(t);
    const parentSession = await signIn(t, 'Parent', parent);
    const asParent = await call(t, 'GET', '/api/v1/camp_directors', undefined, {
      token: parentSession.token,
    });
    expect(asParent.statusCode).toBe(403);
    const unconfirmed = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const s = await signIn(t, 'CampDirector', unconfirmed);
    const put = await call(
      t,
      'PUT',
      '/api/v1/camp_directors',
      { first_name: 'A', last_name: 'B', contact_phone: '9195550123' },
      { token: s.token },
    );
    expect(put.statusCode).toBe(403);
    expect((await userRow(t, unconfirmed.id)).firstName).toBe('Pat');
    const anonymous = await call(t, 'GET', '/api/v1/camp_directors');
    expect(anonymous.statusCode).toBe(401);
  });
});
