import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, SESSION_EXPIRED } from '@camp/shared/messages';
import {
  STAFF_MESSAGES,
  type StaffDetails,
  type StaffListResponse,
  type StaffMember,
} from '@camp/shared/staff';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeFamily } from '../factories.js';
import {
  HOUR,
  PASSWORD,
  RESET_LINK,
  call,
  makeUser,
  mailedLink,
  outboxFor,
  signIn,
  userRow,
} from '../auth/helpers.js';

const STAFF = '/api/v1/admins/staff';
const SET_PASSWORD = '/api/v1/staff/passwords';
const STAFF_LINK = /^http:\/\/localhost:3000\/staff\/set-password\/([\w-]+)$/;
const NEW_PASSWORD = 'a-new-staff-password-7';

let t: TestApp;
let admin: { id: number; email: string; password: string; token: string };

async function makeStaff(role: 'Specialist' | 'Admin', name = 'Sam Staff') {
  const user = await makeUser(t, { role, name });
  const session = await signIn(t, role, user);
  return { ...user, token: session.token };
}

const post = (path: string, body?: unknown, token = admin.token) =>
  call(t, 'POST', path, body, { token });

async function invite(email: string, role = 'Specialist', token = admin.token) {
  return post(STAFF, { name: 'Ivy Invited', email, role }, token);
}

async function auditFor(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
}

async function setPassword(token: string, password = NEW_PASSWORD) {
  return call(t, 'POST', SET_PASSWORD, { token, password, password_confirmation: password });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff('Admin', 'Ada Admin');
});
afterAll(async () => {
  await t.close();
});

describe('who may manage staff', () => {
  it('refuses every other role (403) and anonymous callers (401) before reading the request', async () => {
    const specialist = await makeStaff('Specialist');
    const parent = await makeUser(t, { role: 'Parent' });
    const parentToken = (await signIn(t, 'Parent', parent)).token;
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const directorToken = (await signIn(t, 'CampDirector', director)).token;
    const requests: ['GET' | 'POST' | 'PUT', string, unknown][] = [
      ['GET', STAFF, undefined],
      ['GET', `${STAFF}/export`, undefined],
      ['GET', `${STAFF}/${specialist.id}`, undefined],
      ['GET', `${STAFF}/${specialist.id}/itineraries/export`, undefined],
      // Invalid path: the refusal must come first.
      ['GET', `${STAFF}/nope/itineraries/export`, undefined],
      // Invalid bodies: the refusal must come first.
      ['POST', STAFF, { email: 'not-an-email' }],
      ['PUT', `${STAFF}/${specialist.id}/role`, { role: 'Nobody' }],
      ['POST', `${STAFF}/${specialist.id}/deactivation`, undefined],
      ['POST', `${STAFF}/${specialist.id}/reactivation`, undefined],
      ['POST', `${STAFF}/${specialist.id}/invitation`, undefined],
      ['POST', `${STAFF}/${specialist.id}/password-reset`, undefined],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, body)).statusCode, url).toBe(401);
      for (const token of [specialist.token, parentToken, directorToken]) {
        const res = await call(t, method, url, body, { token });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await auditFor(specialist.id)).toEqual([]);
  });
});

describe('inviting', () => {
  it('creates the account without a password, mails a link to choose one, and audits it', async () => {
    const res = await invite('ivy.new@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json<StaffMember>();
    expect(member).toMatchObject({
      name: 'Ivy Invited',
      email: 'ivy.new@example.com',
      role: 'Specialist',
      status: 'invited',
      last_sign_in_at: null,
    });
    const row = await userRow(t, member.id);
    expect(row.passwordHash).toBeNull();
    expect(row.confirmedAt).toBeNull();

    const audit = await auditFor(member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'staff_invited',
      fromStatus: null,
      toStatus: 'invited',
      data: {
        before: null,
        after: { role: 'Specialist', status: 'invited', email: 'ivy.new@example.com' },
      },
    });

    // No password yet: signing in fails like any wrong password.
    const early = await call(t, 'POST', '/api/v1/specialists/sessions', {
      email: 'ivy.new@example.com',
      password: NEW_PASSWORD,
    });
    expect(early.statusCode).toBe(401);

    const { token } = await mailedLink(t, 'ivy.new@example.com', 'staff_invitation', STAFF_LINK);
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ role: 'Specialist' });
    const after = await userRow(t, member.id);
    expect(after.confirmedAt).not.toBeNull();
    // The link works once.
    const again = await setPassword(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors._base[0]).toMatch(/already been used/);

    const session = await signIn(t, 'Specialist', {
      id: member.id,
      email: 'ivy.new@example.com',
      password: NEW_PASSWORD,
    });
    expect(session.role).toBe('Specialist');
    const listed = await call(t, 'GET', `${STAFF}/${member.id}`, undefined, {
      token: admin.token,
    });
    expect(listed.json<StaffDetails>().status).toBe('active');
  });

  it('invites an admin, who then signs in on the admin side only', async () => {
    const res = await invite('new.admin@example.com', 'Admin');
    expect(res.statusCode, res.body).toBe(201);
    const { token } = await mailedLink(t, 'new.admin@example.com', 'staff_invitation', STAFF_LINK);
    expect((await setPassword(token)).json()).toEqual({ role: 'Admin' });
    const user = { id: 0, email: 'new.admin@example.com', password: NEW_PASSWORD };
    expect((await signIn(t, 'Admin', user)).role).toBe('Admin');
  });

  it('refuses an e-mail any account has (422 on email), and a bad request with its fields', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    const taken = await invite(parent.email.toUpperCase());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([STAFF_MESSAGES.emailTaken]);

    const bad = await post(STAFF, { name: '', email: 'nope', role: 'Parent' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'role']);
  });

  it('a parent’s reset link does not set a staff password, nor a staff link a parent’s', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    await call(t, 'POST', '/api/v1/parents/passwords/emails', { email: parent.email });
    const parentLink = await mailedLink(t, parent.email, 'password_reset', RESET_LINK);
    const res = await setPassword(parentLink.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base[0]).toMatch(/invalid/);

    await invite('cross.link@example.com');
    const staffLink = await mailedLink(t, 'cross.link@example.com', 'staff_invitation', STAFF_LINK);
    const asParent = await call(t, 'POST', '/api/v1/parents/passwords', {
      token: staffLink.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(asParent.statusCode).toBe(422);
    expect((await setPassword(staffLink.token)).statusCode).toBe(200);

    const mismatch = await call(t, 'POST', SET_PASSWORD, {
      token: 'x',
      password: NEW_PASSWORD,
      password_confirmation: 'other-password-1',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeTruthy();
  });

  it('resends the invitation: only the newest link works; refused once a password is chosen', async () => {
    const member = (await invite('resend.me@example.com')).json<StaffMember>();
    const first = await mailedLink(t, 'resend.me@example.com', 'staff_invitation', STAFF_LINK);
    const resent = await post(`${STAFF}/${member.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await mailedLink(t, 'resend.me@example.com', 'staff_invitation', STAFF_LINK);
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(first.token)).statusCode).toBe(422);
    expect((await setPassword(second.token)).statusCode).toBe(200);

    const refused = await post(`${STAFF}/${member.id}/invitation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors._base).toEqual([STAFF_MESSAGES.notInvited]);
    expect((await auditFor(member.id)).map((a) => a.action)).toEqual([
      'staff_invited',
      'staff_invitation_resent',
    ]);
  });

  it('an invitation link expires after a week', async () => {
    await invite('late.reader@example.com');
    const { token } = await mailedLink(
      t,
      'late.reader@example.com',
      'staff_invitation',
      STAFF_LINK,
    );
    t.advance(7 * 24 * HOUR + 1000);
    const res = await setPassword(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base[0]).toMatch(/expired/);
    // The admin's own session has expired too by now.
    admin.token = (await signIn(t, 'Admin', admin)).token;
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session at once, refuses sign-in with a clear message, and audits both ways', async () => {
    const specialist = await makeStaff('Specialist');
    const second = (await signIn(t, 'Specialist', specialist)).token;
    const res = await post(`${STAFF}/${specialist.id}/deactivation`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>()).toMatchObject({ status: 'deactivated' });
    const lastSignIn = (await userRow(t, specialist.id)).lastSignInAt;

    for (const token of [specialist.token, second]) {
      const verify = await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token });
      expect(verify.json()).toEqual({ expired: true });
      const guarded = await call(t, 'GET', `/api/v1/specialist/${specialist.id}`, undefined, {
        token,
      });
      expect(guarded.statusCode).toBe(401);
      expect(guarded.json().errors._base).toEqual([SESSION_EXPIRED]);
    }
    const signInAgain = await call(t, 'POST', '/api/v1/specialists/sessions', {
      email: specialist.email,
      password: PASSWORD,
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().errors._base).toEqual([ACCOUNT_DEACTIVATED]);
    // A refused sign-in is not the person's last sign-in.
    expect((await userRow(t, specialist.id)).lastSignInAt).toEqual(lastSignIn);
    // A wrong password is told nothing about the account.
    const wrong = await call(t, 'POST', '/api/v1/specialists/sessions', {
      email: specialist.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);

    const twice = await post(`${STAFF}/${specialist.id}/deactivation`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors._base).toEqual([STAFF_MESSAGES.alreadyDeactivated]);
    const reset = await post(`${STAFF}/${specialist.id}/password-reset`);
    expect(reset.statusCode).toBe(409);

    const back = await post(`${STAFF}/${specialist.id}/reactivation`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<StaffMember>().status).toBe('active');
    expect((await signIn(t, 'Specialist', specialist)).role).toBe('Specialist');
    expect((await post(`${STAFF}/${specialist.id}/reactivation`)).statusCode).toBe(409);

    const audit = await auditFor(specialist.id);
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus, a.actorId])).toEqual([
      ['staff_deactivated', 'active', 'deactivated', admin.id],
      ['staff_reactivated', 'deactivated', 'active', admin.id],
    ]);
    expect(audit[0]!.data).toEqual({
      before: { role: 'Specialist', status: 'active', email: specialist.email },
      after: { role: 'Specialist', status: 'deactivated', email: specialist.email },
    });
  });

  it('voids an open invitation link; an e-mail of a deactivated account is not invited again', async () => {
    const member = (await invite('voided@example.com')).json<StaffMember>();
    const { token } = await mailedLink(t, 'voided@example.com', 'staff_invitation', STAFF_LINK);
    expect((await post(`${STAFF}/${member.id}/deactivation`)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(422);
    const again = await invite('voided@example.com');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([STAFF_MESSAGES.emailTakenDeactivated]);
  });

  it('an admin cannot deactivate themselves nor take away their own role', async () => {
    const self = await post(`${STAFF}/${admin.id}/deactivation`);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors._base).toEqual([STAFF_MESSAGES.selfDeactivate]);
    const role = await call(
      t,
      'PUT',
      `${STAFF}/${admin.id}/role`,
      { role: 'Specialist' },
      { token: admin.token },
    );
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.role).toEqual([STAFF_MESSAGES.selfRole]);
    expect((await userRow(t, admin.id)).role).toBe('Admin');
    expect(await auditFor(admin.id)).toEqual([]);
  });

  it('only staff accounts are managed here (404 for a parent)', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    expect((await post(`${STAFF}/${parent.id}/deactivation`)).statusCode).toBe(404);
    expect((await post(`${STAFF}/999999/password-reset`)).statusCode).toBe(404);
  });
});

describe('roles and password resets', () => {
  it('changes a specialist into an admin: sessions end, the audit keeps both roles', async () => {
    const specialist = await makeStaff('Specialist');
    const res = await call(
      t,
      'PUT',
      `${STAFF}/${specialist.id}/role`,
      { role: 'Admin' },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>().role).toBe('Admin');
    const verify = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: specialist.token,
    });
    expect(verify.json()).toEqual({ expired: true });
    expect((await signIn(t, 'Admin', specialist)).role).toBe('Admin');
    const [audit] = await auditFor(specialist.id);
    expect(audit).toMatchObject({
      action: 'staff_role_changed',
      data: { before: { role: 'Specialist' }, after: { role: 'Admin' } },
    });
    const same = await call(
      t,
      'PUT',
      `${STAFF}/${specialist.id}/role`,
      { role: 'Admin' },
      { token: admin.token },
    );
    expect(same.statusCode).toBe(409);
  });

  it('mails an active person a reset link that sets a new password; refused for an invitee', async () => {
    const specialist = await makeStaff('Specialist');
    const res = await post(`${STAFF}/${specialist.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    const { token } = await mailedLink(t, specialist.email, 'password_reset', STAFF_LINK);
    expect((await setPassword(token, 'reset-by-admin-99')).statusCode).toBe(200);
    // The old password and the sessions it opened are done.
    const old = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: specialist.token,
    });
    expect(old.json()).toEqual({ expired: true });
    expect(
      (await signIn(t, 'Specialist', { ...specialist, password: 'reset-by-admin-99' })).role,
    ).toBe('Specialist');
    expect((await auditFor(specialist.id)).map((a) => a.action)).toEqual([
      'staff_password_reset_sent',
    ]);

    const invitee = (await invite('no.reset.yet@example.com')).json<StaffMember>();
    const refused = await post(`${STAFF}/${invitee.id}/password-reset`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors._base).toEqual([STAFF_MESSAGES.invitedNoReset]);
    expect(await outboxFor(t, 'no.reset.yet@example.com')).toHaveLength(1);
  });
});

describe('listing, details and export', () => {
  it('filters by name or e-mail, role and status, pages and sorts; never lists parents', async () => {
    const specialist = await makeStaff('Specialist', 'Zelda Listed');
    await post(`${STAFF}/${specialist.id}/deactivation`);
    const list = async (query: Record<string, string>) => {
      const res = await call(t, 'GET', STAFF, undefined, { token: admin.token, query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StaffListResponse>();
    };
    const zelda = await list({ q: 'zelda LIST' });
    expect(zelda.staff.map((s) => [s.name, s.status])).toEqual([['Zelda Listed', 'deactivated']]);
    expect((await list({ q: 'zelda', status: 'active' })).staff).toEqual([]);
    expect((await list({ q: 'zelda', role: 'Admin' })).staff).toEqual([]);

    const invited = await list({ status: 'invited' });
    expect(invited.staff.length).toBeGreaterThan(0);
    expect(invited.staff.every((s) => s.status === 'invited')).toBe(true);
    const everyone = await list({ per_page: '100' });
    expect(everyone.staff.every((s) => s.role === 'Specialist' || s.role === 'Admin')).toBe(true);
    expect(everyone.pagy.count).toBe(everyone.staff.length);

    const byEmailDesc = await list({ sort: 'email', order: 'desc', per_page: '25' });
    const emails = byEmailDesc.staff.map((s) => s.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const pageTwo = await list({ page: '2', per_page: '25' });
    expect(pageTwo.pagy.page).toBe(2);

    const badFilter = await call(t, 'GET', STAFF, undefined, {
      token: admin.token,
      query: { status: 'gone' },
    });
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors.status).toBeTruthy();
  });

  it('shows a specialist’s itineraries counted by status', async () => {
    const specialist = await makeStaff('Specialist', 'Wendy Workload');
    await makeFamily(t, { itinerary: { specialistId: specialist.id, status: 'in_progress' } });
    await makeFamily(t, { itinerary: { specialistId: specialist.id, status: 'in_progress' } });
    await makeFamily(t, { itinerary: { specialistId: specialist.id, status: 'review' } });
    const res = await call(t, 'GET', `${STAFF}/${specialist.id}`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffDetails>().workload).toEqual({
      draft: 0,
      in_progress: 2,
      review: 1,
      alternate_request: 0,
      accepted: 0,
      approved: 0,
      canceled: 0,
    });
  });

  it('exports what is filtered as CSV, a formula-looking name kept as text', async () => {
    const odd = await makeStaff('Specialist', '=Cmd Exported');
    const res = await call(t, 'GET', `${STAFF}/export`, undefined, {
      token: admin.token,
      query: { q: 'Cmd Exported' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        id: String(odd.id),
        name: "'=Cmd Exported",
        email: odd.email,
        role: 'Specialist',
        status: 'active',
      }),
    ]);
  });

  it('exports a specialist’s open itineraries as CSV, overdue first; a header only for an admin', async () => {
    const specialist = await makeStaff('Specialist', 'Otto Open');
    const family = await makeFamily(t, {
      parentName: '=Held Parent',
      itinerary: { specialistId: specialist.id, status: 'review' },
    });
    await makeFamily(t, { itinerary: { specialistId: specialist.id, status: 'approved' } });
    const exported = async (id: number) => {
      const r = await call(t, 'GET', `${STAFF}/${id}/itineraries/export`, undefined, {
        token: admin.token,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toBe('attachment; filename="itineraries.csv"');
      return r.body;
    };
    const rows = parse(await exported(specialist.id), { columns: true }) as Record<
      string,
      string
    >[];
    const details = (
      await call(t, 'GET', `${STAFF}/${specialist.id}`, undefined, { token: admin.token })
    ).json<StaffDetails>();
    expect(rows.map((r) => Number(r.id))).toEqual(details.open_itineraries.map((i) => i.id));
    expect(rows).toEqual([
      {
        id: String(family.itinerary.id),
        status: 'review',
        child_name: expect.any(String),
        parent_name: "'=Held Parent",
        waiting_since: expect.stringMatching(/^\d{4}-/),
        overdue: 'false',
      },
    ]);
    expect((await exported(admin.id)).trim()).toBe(
      'id,status,child_name,parent_name,waiting_since,overdue',
    );
    const missing = await call(t, 'GET', `${STAFF}/2147483647/itineraries/export`, undefined, {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});
