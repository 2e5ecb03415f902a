import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { questionnaireListSchema } from '@camp/shared/questionnaire';
import { children } from '../../src/db/schema/children.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { parentProfiles } from '../../src/db/schema/parent-profiles.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { users } from '../../src/db/schema/users.js';
import { hashToken } from '../../src/modules/auth/one-time-tokens.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, mailedLink, outboxFor, signIn } from '../auth/helpers.js';
import { FULL_FIELDS, LIST, MINIMAL_FIELDS, VISITOR, counts } from './helpers.js';

const FORM_LINK = /^http:\/\/localhost:3000\/confirmation-parent\?form_id=([\w-]+)$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const email = () => `visitor-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('POST /api/v1/questionnaires (visitor)', () => {
  it('creates the account, questionnaire, child and itinerary, and mails a sign-in link that confirms', async () => {
    const address = email();
    const res = await call(t, 'POST', VISITOR, {
      parent: { name: '  Ann   Lee ', email: address.toUpperCase() },
      fields: FULL_FIELDS,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ email: address });

    const [user] = await t.db.select().from(users).where(eq(users.email, address));
    expect(user).toMatchObject({
      role: 'Parent',
      name: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      confirmedAt: null,
      temporaryPassword: true,
      address: '1 Fayetteville St',
      zipCode: '27601',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, user!.id)),
    ).toHaveLength(1);
    const [q] = await t.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.parentId, user!.id));
    expect(q).toMatchObject({ status: 'submitted', childFirstName: 'Mia', amountMoney: 150000 });
    expect(q!.submittedAt).not.toBeNull();
    expect(q!.latitude).toBeCloseTo(35.77, 1);
    const [child] = await t.db.select().from(children).where(eq(children.parentId, user!.id));
    expect(child).toMatchObject({ id: q!.childId, firstName: 'Mia', age: 7 });
    const [itinerary] = await t.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.parentId, user!.id));
    expect(itinerary).toMatchObject({
      status: 'draft',
      questionnaireId: q!.id,
      childId: child!.id,
    });

    // One e-mail: the receipt with both targets, whose link signs in and confirms.
    const mails = await outboxFor(t, address);
    expect(mails.map((m) => m.template)).toEqual(['questionnaire_received']);
    expect(mails[0]!.text).toContain('within 8 business hours');
    expect(mails[0]!.text).toContain('within 2 business days');
    expect(mails[0]!.text).toContain('Confirm my e-mail and sign in');
    const { token } = await mailedLink(t, address, 'questionnaire_received', FORM_LINK);
    expect(q!.formId).toBe(hashToken(token));

    const signedIn = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: token,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = sessionSchema.parse(signedIn.json());
    expect(session).toMatchObject({
      id: user!.id,
      role: 'Parent',
      confirmed: true,
      has_not_completed_questionnaire: false,
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.confirmedAt).not.toBeNull();

    // Signed in, the parent sees the questionnaire.
    const list = await call(t, 'GET', LIST, undefined, { token: session.token });
    expect(list.statusCode).toBe(200);
    const body = questionnaireListSchema.parse(list.json());
    expect(body.questionnaires).toHaveLength(1);
    expect(body.questionnaires[0]).toMatchObject({
      id: q!.id,
      status: 'submitted',
      itinerary_status: 'draft',
      editable: true,
    });

    // The link works once.
    const again = await call(t, 'POST', '/api/v1/parents/passwordless_sessions', {
      form_id: token,
    });
    expect(again.statusCode).toBe(422);
  });

  it('answers a taken e-mail like a new one, saves nothing and mails the holder', async () => {
    // Decision 0031: 'has already been taken' told anyone who has an account.
    const existing = await makeUser(t, { role: 'CampDirector' });
    const before = await counts(t);
    const res = await call(t, 'POST', VISITOR, {
      parent: { name: 'Ann Lee', email: existing.email.toUpperCase() },
      fields: MINIMAL_FIELDS,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: existing.email });
    expect(await counts(t)).toEqual({ ...before, mails: before.mails + 1 });
    const [mail] = await outboxFor(t, existing.email);
    expect(mail!.template).toBe('account_exists');
    expect(mail!.meta.links).toContain('http://localhost:3000/camp-director/sign-in');
  });

  it('needs the parent and a complete questionnaire, and creates nothing otherwise', async () => {
    const before = await counts(t);
    const res = await call(t, 'POST', VISITOR, {
      parent: { name: '', email: 'not-an-email' },
      fields: { ...MINIMAL_FIELDS, child_first_name: '', age: null, address_street: ' ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Full name is required'],
      email: ['Invalid email'],
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      address_street: ['Address is required'],
    });
    expect(await counts(t)).toEqual(before);
  });

  it('is rate limited per client like sign-up', async () => {
    const ip = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call(t, 'POST', VISITOR, { parent: {}, fields: {} }, { ip })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('lets a signed-in parent use the questionnaires they made as a visitor like any other', async () => {
    const address = email();
    await call(t, 'POST', VISITOR, {
      parent: { name: 'Bo Chan', email: address },
      fields: MINIMAL_FIELDS,
    });
    const { token } = await mailedLink(t, address, 'questionnaire_received', FORM_LINK);
    const session = sessionSchema.parse(
      (await call(t, 'POST', '/api/v1/parents/passwordless_sessions', { form_id: token })).json(),
    );
    // Not paid Premium and one questionnaire already: the limit applies.
    const more = await call(t, 'POST', LIST, {}, { token: session.token });
    expect(more.statusCode).toBe(403);
    // A regular sign-in with the generated password is not possible without the link.
    const [user] = await t.db.select().from(users).where(eq(users.email, address));
    expect(user!.temporaryPassword).toBe(true);
    await expect(
      signIn(t, 'Parent', { id: user!.id, email: address, password: 'guess-1234' }),
    ).rejects.toThrow();
  });
});
