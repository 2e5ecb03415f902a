import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn, userRow } from '../auth/helpers.js';

const PASSWORDS = '/api/v1/parents/passwords';
const NEW = 'brand-new-pass-7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stillExpired = async (token: string) =>
  (await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token })).json();

describe('changing the password while signed in', () => {
  it('asks for the current password, then changes it, signs other devices out and answers a fresh session', async () => {
    const user = await makeUser(t);
    const phone = await signIn(t, 'Parent', user);
    const laptop = await signIn(t, 'Parent', user);
    expect(laptop.current_password_required).toBe(true);

    const res = await call(
      t,
      'POST',
      PASSWORDS,
      { current_password: user.password, password: NEW, password_confirmation: NEW },
      { token: laptop.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const fresh = sessionSchema.parse(res.json());
    expect(fresh).toMatchObject({ id: user.id, current_password_required: true });
    expect(await stillExpired(phone.token)).toEqual({ expired: true });
    expect(await stillExpired(laptop.token)).toEqual({ expired: true });
    expect(await stillExpired(fresh.token)).toMatchObject({ expired: false });

    const old = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, 'Parent', { ...user, password: NEW });
  });

  it('refuses a missing or wrong current password and changes nothing', async () => {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    const before = await userRow(t, user.id);

    const missing = await call(
      t,
      'POST',
      PASSWORDS,
      { password: NEW, password_confirmation: NEW },
      { token: session.token },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['Current password is required'] });

    const wrong = await call(
      t,
      'POST',
      PASSWORDS,
      { current_password: 'not-my-password', password: NEW, password_confirmation: NEW },
      { token: session.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Current password is incorrect'] });

    expect(await userRow(t, user.id)).toEqual(before);
    expect(await stillExpired(session.token)).toMatchObject({ expired: false });
  });

  const bad: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'a blank password',
      { password: '', password_confirmation: '' },
      {
        password: ['Password is required'],
        password_confirmation: ['Password confirmation is required!'],
      },
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      {
        password: ['Password is too short!'],
      },
    ],
    [
      'a long password',
      { password: 'x'.repeat(51), password_confirmation: 'x'.repeat(51) },
      {
        password: ['Password is too long!'],
      },
    ],
    [
      'a different confirmation',
      { password: NEW, password_confirmation: `${NEW}x` },
      {
        password_confirmation: ['Passwords are not the same!'],
      },
    ],
  ];
  it.each(bad)('refuses %s with the spec message and changes nothing', async (_, body, errors) => {
    const user = await makeUser(t);
    const session = await signIn(t, 'Parent', user);
    const before = await userRow(t, user.id);
    const res = await call(
      t,
      'POST',
      PASSWORDS,
      { current_password: user.password, ...body },
      { token: session.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('does not ask a parent with a temporary password for it, and clears the flag', async () => {
    const user = await makeUser(t);
    await t.db.update(users).set({ temporaryPassword: true }).where(eq(users.id, user.id));
    const session = await signIn(t, 'Parent', user);
    expect(session.current_password_required).toBe(false);

    const res = await call(
      t,
      'POST',
      PASSWORDS,
      { password: NEW, password_confirmation: NEW },
      { token: session.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().current_password_required).toBe(true);
    expect((await userRow(t, user.id)).temporaryPassword).toBe(false);
    expect(await stillExpired(session.token)).toEqual({ expired: true });
    await signIn(t, 'Parent', { ...user, password: NEW });
  });

  it('lets a Google-only parent set a first password', async () => {
    const user = await makeUser(t);
    await t.db
      .update(users)
      .set({ passwordHash: null, fromGoogle: true })
      .where(eq(users.id, user.id));
    // Google accounts sign in with Google; issue their session directly.
    const { issueSession } = await import('../../src/modules/auth/session.js');
    const session = await issueSession(t.ctx, await userRow(t, user.id));
    expect(session.current_password_required).toBe(false);

    const res = await call(
      t,
      'POST',
      PASSWORDS,
      { password: NEW, password_confirmation: NEW },
      { token: session.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    await signIn(t, 'Parent', { ...user, password: NEW });
  });

  it('refuses anonymous calls (no reset token) and other roles', async () => {
    const anonymous = await call(t, 'POST', PASSWORDS, {
      password: NEW,
      password_confirmation: NEW,
    });
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().errors).toEqual({ token: ['Reset password token is required.'] });

    const specialist = await makeUser(t, { role: 'Specialist' });
    const session = await signIn(t, 'Specialist', specialist);
    const before = await userRow(t, specialist.id);
    const res = await call(
      t,
      'POST',
      PASSWORDS,
      { current_password: specialist.password, password: NEW, password_confirmation: NEW },
      { token: session.token },
    );
    expect(res.statusCode).toBe(403);
    expect(await userRow(t, specialist.id)).toEqual(before);
  });
});
