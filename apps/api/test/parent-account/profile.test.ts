import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn, userRow, type MadeUser } from '../auth/helpers.js';

const PROFILE = '/api/v1/parents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: '  Jamie   Fox ',
  phone_number: '(919) 555-0123',
  address: ' 12 Elm St,  Raleigh ',
  zip_code: '27603',
};

async function parentWithProfile(): Promise<{ user: MadeUser; token: string }> {
  const user = await makeUser(t, { name: 'Pat Example' });
  await t.db
    .update(users)
    .set({ phoneNumber: '+12025550199', address: '1 Old Rd', zipCode: '20001' })
    .where(eq(users.id, user.id));
  return { user, token: (await signIn(t, 'Parent', user)).token };
}

describe('PUT /api/v1/parents', () => {
  it('saves the profile, stores the phone with a plus and answers the session of the same token', async () => {
    const { user, token } = await parentWithProfile();
    const res = await call(
      t,
      'PUT',
      PROFILE,
      { parent: { ...valid, email: user.email.toUpperCase() } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({
      token,
      id: user.id,
      email: user.email,
      name: 'Jamie Fox',
      first_name: 'Jamie',
      last_name: 'Fox',
      phone_number: '+19195550123',
      address: '12 Elm St, Raleigh',
      zip_code: '27603',
    });
    expect(await userRow(t, user.id)).toMatchObject({
      name: 'Jamie Fox',
      firstName: 'Jamie',
      lastName: 'Fox',
      phoneNumber: '+19195550123',
      address: '12 Elm St, Raleigh',
      zipCode: '27603',
      tokenVersion: 0,
    });
    // The token still works: a profile edit signs no one out.
    const verify = await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token });
    expect(verify.json()).toMatchObject({ expired: false, session: { name: 'Jamie Fox' } });
  });

  it('accepts the phone in any usual US notation and stores E.164', async () => {
    const { user, token } = await parentWithProfile();
    for (const typed of ['919.555.0123', '+1 919 555 0123', '1-919-555-0123', '9195550123']) {
      const res = await call(
        t,
        'PUT',
        PROFILE,
        { parent: { ...valid, phone_number: typed } },
        { token },
      );
      expect(res.statusCode, typed).toBe(200);
      expect((await userRow(t, user.id)).phoneNumber).toBe('+19195550123');
    }
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a blank name', { name: '   ' }, { name: ['Full name is required'] }],
    ['a missing name', { name: undefined }, { name: ['Full name is required'] }],
    ['a name over 255', { name: 'a'.repeat(256) }, { name: ['Full name is too long'] }],
    ['a blank phone', { phone_number: '' }, { phone_number: ['Phone number is required'] }],
    [
      'a missing phone',
      { phone_number: undefined },
      { phone_number: ['Phone number is required'] },
    ],
    ['a short phone', { phone_number: '555-0123' }, { phone_number: ['Phone number is invalid'] }],
    [
      'a non-US number',
      { phone_number: '+44 20 7946 0958' },
      { phone_number: ['Phone number is invalid'] },
    ],
    [
      'an 911 area code',
      { phone_number: '(911) 555-0123' },
      { phone_number: ['Phone number is invalid'] },
    ],
    ['a blank address', { address: '  ' }, { address: ['Address is required'] }],
    ['a missing address', { address: undefined }, { address: ['Address is required'] }],
    ['a blank ZIP code', { zip_code: '' }, { zip_code: ['Zip Code is required'] }],
    ['a bad ZIP code', { zip_code: '2760' }, { zip_code: ['Zip Code is invalid'] }],
  ];
  it.each(refusals)('refuses %s with its message and changes nothing', async (_, over, errors) => {
    const { user, token } = await parentWithProfile();
    const before = await userRow(t, user.id);
    const res = await call(t, 'PUT', PROFILE, { parent: { ...valid, ...over } }, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('reports every bad field at once', async () => {
    const { token } = await parentWithProfile();
    const res = await call(t, 'PUT', PROFILE, { parent: {} }, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Full name is required'],
      phone_number: ['Phone number is required'],
      address: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
  });

  it('keeps the e-mail read-only: another address is refused and nothing changes', async () => {
    const { user, token } = await parentWithProfile();
    const before = await userRow(t, user.id);
    const res = await call(
      t,
      'PUT',
      PROFILE,
      { parent: { ...valid, email: 'someone.else@example.com' } },
      { token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Email cannot be changed. It is the address you sign in with.'],
    });
    expect(await userRow(t, user.id)).toEqual(before);

    const invalid = await call(
      t,
      'PUT',
      PROFILE,
      { parent: { ...valid, email: 'nope' } },
      { token },
    );
    expect(invalid.json().errors).toEqual({ email: ['Invalid email'] });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('refuses a missing body wrapper, anonymous calls, other roles and unconfirmed parents', async () => {
    const { user, token } = await parentWithProfile();
    const before = await userRow(t, user.id);

    const flat = await call(t, 'PUT', PROFILE, valid, { token });
    expect(flat.statusCode).toBe(422);

    const anonymous = await call(t, 'PUT', PROFILE, { parent: valid });
    expect(anonymous.statusCode).toBe(401);

    for (const role of ['CampDirector', 'Specialist', 'Admin'] as const) {
      const other = await makeUser(t, { role });
      const session = await signIn(t, role, other);
      const res = await call(t, 'PUT', PROFILE, { parent: valid }, { token: session.token });
      expect(res.statusCode, role).toBe(403);
      expect((await userRow(t, other.id)).phoneNumber).toBeNull();
    }

    const unconfirmed = await makeUser(t, { confirmed: false });
    const session = await signIn(t, 'Parent', unconfirmed);
    const res = await call(t, 'PUT', PROFILE, { parent: valid }, { token: session.token });
    expect(res.statusCode).toBe(403);
    expect((await userRow(t, unconfirmed.id)).phoneNumber).toBeNull();

    expect(await userRow(t, user.id)).toEqual(before);
  });
});
