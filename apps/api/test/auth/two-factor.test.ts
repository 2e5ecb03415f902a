import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@camp/shared/auth';
import {
  TWO_FACTOR_MESSAGES,
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorConfirmed,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@camp/shared/two-factor';
import { auditLog } from '../../src/db/schema/audit-log.js';
import {
  adminRecoveryCodes,
  adminSecondFactors,
} from '../../src/db/schema/admin-second-factors.js';
import { RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import { DEMO_ADMIN_TOTP_SECRET, seedDemoIfEmpty } from '../../src/db/seed/demo.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  TEST_TOTP_SECRET,
  call,
  freshIp,
  makeUser,
  signIn,
  totp,
  totpCode,
  type MadeUser,
} from './helpers.js';

const SIGN_IN = '/api/v1/admins/sessions';
const SECOND_STEP = '/api/v1/admins/sessions/two-factor';
const ENROL = '/api/v1/admins/two-factor/enrolment';
const CONFIRM = '/api/v1/admins/two-factor/enrolment/confirmation';
const STATUS = '/api/v1/admins/two-factor';
const RECOVERY = '/api/v1/admins/two-factor/recovery-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function passwordStep(user: MadeUser, ip?: string) {
  const res = await call(
    t,
    'POST',
    SIGN_IN,
    { email: user.email, password: user.password },
    { ip },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TwoFactorChallenge | Session>();
}

async function challenge(user: MadeUser): Promise<string> {
  const body = await passwordStep(user);
  expect(body).toMatchObject({ two_factor_required: true });
  expect(body).not.toHaveProperty('token');
  return (body as TwoFactorChallenge).challenge_token;
}

const answer = (challengeToken: string, code: string, ip?: string) =>
  call(t, 'POST', SECOND_STEP, { challenge_token: challengeToken, code }, { ip });

/** An admin without a second factor, enrolled through the API: its secret and recovery codes. */
async function enrol(user: MadeUser) {
  const limited = await passwordStep(user);
  expect(limited).toMatchObject({ role: 'Admin', two_factor_enrolment_required: true });
  const token = (limited as Session).token;
  const started = await call(t, 'POST', ENROL, undefined, { token });
  expect(started.statusCode, started.body).toBe(200);
  const enrolment = started.json<TwoFactorEnrolment>();
  const code = await totpCode(t, enrolment.secret);
  const confirmed = await call(t, 'POST', CONFIRM, { code }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { limitedToken: token, enrolment, ...confirmed.json<TwoFactorConfirmed>() };
}

describe('forced enrolment', () => {
  it('gives an admin without a second factor a session that opens only the enrolment', async () => {
    const admin = await makeUser(t, { role: 'Admin', twoFactor: false });
    const body = (await passwordStep(admin)) as Session;
    expect(body.two_factor_enrolment_required).toBe(true);

    const staff = await call(t, 'GET', '/api/v1/admins/staff', undefined, { token: body.token });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({
      errors: { _base: [TWO_FACTOR_MESSAGES.enrolmentRequired] },
    });
    const status = await call(t, 'GET', STATUS, undefined, { token: body.token });
    expect(status.statusCode).toBe(403);

    // The start-up check says so too, so the web goes to the enrolment.
    const verify = await call(t, 'GET', '/api/v1/sessions/verify', undefined, {
      token: body.token,
    });
    expect(verify.json()).toMatchObject({
      expired: false,
      session: { two_factor_enrolment_required: true },
    });
  });

  it('enrols with a QR code and a first code, then answers 10 recovery codes and a full session', async () => {
    const admin = await makeUser(t, { role: 'Admin', twoFactor: false });
    const { limitedToken, enrolment, session, recovery_codes } = await enrol(admin);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_url).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauth_url).toContain('issuer=Camp%20Concierge');
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const c of recovery_codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(session.two_factor_enrolment_required).toBeUndefined();

    // The full session opens the back office; the limited one ended.
    const staff = await call(t, 'GET', '/api/v1/admins/staff', undefined, { token: session.token });
    expect(staff.statusCode).toBe(200);
    const old = await call(t, 'GET', STATUS, undefined, { token: limitedToken });
    expect(old.statusCode).toBe(401);
    const status = await call(t, 'GET', STATUS, undefined, { token: session.token });
    expect(status.json<TwoFactorStatus>()).toMatchObject({
      enrolled: true,
      recovery_codes_left: 10,
    });

    // Kept sealed, and only keyed hashes of the recovery codes.
    const [row] = await t.db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.userId, admin.id));
    expect(row!.secretCiphertext).not.toContain(enrolment.secret);
    expect(row!.secretCiphertext).toMatch(/^v1\./);
    const hashes = await t.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin.id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) {
      expect(h.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recovery_codes.map((c) => c.replace('-', ''))).not.toContain(h.codeHash);
    }

    // Audited, without any secret.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'two_factor_enrolled')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: 'users' });
    expect(JSON.stringify(audit[0]!.data)).not.toContain(enrolment.secret);

    // Enrolled: the next sign-in asks for the code.
    await challenge(admin);
    const again = await call(t, 'POST', ENROL, undefined, { token: session.token });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a wrong first code and keeps the enrolment open', async () => {
    const admin = await makeUser(t, { role: 'Admin', twoFactor: false });
    const { token } = (await passwordStep(admin)) as Session;
    const started = (await call(t, 'POST', ENROL, undefined, { token })).json<TwoFactorEnrolment>();
    const current = await totpCode(t, started.secret);
    const wrongCode = current === '000000' ? '111111' : '000000';
    const wrong = await call(t, 'POST', CONFIRM, { code: wrongCode }, { token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
    const letters = await call(t, 'POST', CONFIRM, { code: 'abc' }, { token });
    expect(letters.statusCode).toBe(422);
    const right = await call(
      t,
      'POST',
      CONFIRM,
      { code: await totpCode(t, started.secret) },
      { token },
    );
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('the second step of sign-in', () => {
  it('signs an enrolled admin in with the current code, once per code', async () => {
    const admin = await makeUser(t, { role: 'Admin' });
    const first = await challenge(admin);
    const code = await totpCode(t);
    const ok = await answer(first, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json<Session>();
    expect(session).toMatchObject({ role: 'Admin', email: admin.email });
    expect(session.two_factor_enrolment_required).toBeUndefined();
    const staff = await call(t, 'GET', '/api/v1/admins/staff', undefined, { token: session.token });
    expect(staff.statusCode).toBe(200);

    // The challenge worked once.
    const reused = await answer(first, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      errors: { _base: [TWO_FACTOR_MESSAGES.challengeExpired] },
    });

    // The same code with a new challenge: a replay within its window.
    const second = await challenge(admin);
    const replay = await answer(second, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.replayed] } });
    // The next step's code (the app shows it 30 s later) works.
    const next = await answer(second, await totpCode(t, TEST_TOTP_SECRET, 1));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('refuses a wrong code in the documented error shape, and an expired challenge', async () => {
    const admin = await makeUser(t, { role: 'Admin' });
    const token = await challenge(admin);
    const right = await totpCode(t);
    const wrong = right === '123456' ? '654321' : '123456';
    const res = await answer(token, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
    const empty = await answer(token, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.code).toBeDefined();

    const late = await challenge(admin);
    t.advance(5 * 60_000 + 1000);
    const expired = await answer(late, await totpCode(t));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      errors: { _base: [TWO_FACTOR_MESSAGES.challengeExpired] },
    });
    const unknown = await answer('not-a-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
  });

  it('accepts each recovery code once, and new ones replace the old', async () => {
    const admin = await makeUser(t, { role: 'Admin', twoFactor: false });
    const { recovery_codes, session } = await enrol(admin);
    const [first, second] = recovery_codes;

    // Typed in lower case and without the dash: the same code.
    const ok = await answer(await challenge(admin), first!.toLowerCase().replace('-', ''));
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await answer(await challenge(admin), first!);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.recoveryUsed] } });

    const status = await call(t, 'GET', STATUS, undefined, { token: ok.json<Session>().token });
    expect(status.json<TwoFactorStatus>().recovery_codes_left).toBe(9);

    const renewed = await call(t, 'POST', RECOVERY, undefined, { token: session.token });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<RecoveryCodes>().recovery_codes;
    expect(fresh).toHaveLength(10);
    const old = await answer(await challenge(admin), second!);
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
    const newer = await answer(await challenge(admin), fresh[0]!);
    expect(newer.statusCode, newer.body).toBe(200);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, admin.id),
          eq(auditLog.action, 'two_factor_recovery_codes_regenerated'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.data)).not.toContain(fresh[0]!);
  });

  it('voids the challenge after too many wrong codes; the password then needs the proof-of-work', async () => {
    const admin = await makeUser(t, { role: 'Admin' });
    const token = await challenge(admin); // failure 1 (counted before the password check)
    const right = await totpCode(t);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      expect((await answer(token, wrong)).statusCode).toBe(422); // failures 2–5
    }
    const last = await answer(token, wrong);
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({
      errors: { _base: [TWO_FACTOR_MESSAGES.tooManyWrongCodes] },
    });
    expect((await answer(token, right)).statusCode).toBe(401);
    const password = await call(t, 'POST', SIGN_IN, {
      email: admin.email,
      password: admin.password,
    });
    expect(password.statusCode).toBe(422);
    expect(password.json().errors.altcha).toBeDefined();
  });

  it('is rate-limited per address like sign-in', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      expect((await answer('nothing', '123456', ip)).statusCode).toBe(401);
    }
    const limited = await answer('nothing', '123456', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors._base[0]).toMatch(/Too many requests/);
    expect((await answer('nothing', '123456')).statusCode).toBe(401);
  });

  it('leaves the other roles as they were', async () => {
    for (const role of ['Parent', 'CampDirector', 'Specialist'] as const) {
      const user = await makeUser(t, { role });
      const session = await signIn(t, role, user);
      expect(session.token).toBeTruthy();
      expect(session.two_factor_enrolment_required).toBeUndefined();
    }
    const specialist = await makeUser(t, { role: 'Specialist' });
    const s = await signIn(t, 'Specialist', specialist);
    const enrol = await call(t, 'POST', ENROL, undefined, { token: s.token });
    expect(enrol.statusCode).toBe(403);
  });
});

describe('an admin resets another admin’s second factor', () => {
  it('removes it, ends their sessions, is audited, and they enrol again at sign-in', async () => {
    const actor = await makeUser(t, { role: 'Admin', name: 'Ada Admin' });
    const actorToken = (await signIn(t, 'Admin', actor)).token;
    const target = await makeUser(t, { role: 'Admin', name: 'Lee Lost' });
    const targetToken = (await signIn(t, 'Admin', target)).token;

    const details = await call(t, 'GET', `/api/v1/admins/staff/${target.id}`, undefined, {
      token: actorToken,
    });
    expect(details.json()).toMatchObject({ two_factor_enrolled: true });

    const self = await call(
      t,
      'POST',
      `/api/v1/admins/staff/${actor.id}/two-factor-reset`,
      undefined,
      {
        token: actorToken,
      },
    );
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ errors: { _base: [TWO_FACTOR_MESSAGES.selfReset] } });

    const res = await call(
      t,
      'POST',
      `/api/v1/admins/staff/${target.id}/two-factor-reset`,
      undefined,
      {
        token: actorToken,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, role: 'Admin', status: 'active' });

    const ended = await call(t, 'GET', STATUS, undefined, { token: targetToken });
    expect(ended.statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'two_factor_reset')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: actor.id,
      entityType: 'users',
      data: {
        before: { two_factor: 'enrolled', role: 'Admin' },
        after: { two_factor: 'none', role: 'Admin' },
      },
    });
    const again = await call(
      t,
      'POST',
      `/api/v1/admins/staff/${target.id}/two-factor-reset`,
      undefined,
      {
        token: actorToken,
      },
    );
    expect(again.statusCode).toBe(409);

    // Forced to enrol again.
    const limited = (await passwordStep(target)) as Session;
    expect(limited.two_factor_enrolment_required).toBe(true);

    // Only admins may reset, and only before any body is read.
    const specialist = await makeUser(t, { role: 'Specialist' });
    const sToken = (await signIn(t, 'Specialist', specialist)).token;
    const refused = await call(
      t,
      'POST',
      `/api/v1/admins/staff/${actor.id}/two-factor-reset`,
      undefined,
      {
        token: sToken,
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('the demo admin', () => {
  it('is seeded with two-step sign-in set up with the key the README gives', async () => {
    const demo = await createTestApp();
    try {
      const accounts = await seedDemoIfEmpty({
        db: demo.db,
        now: () => demo.ctx.now(),
        totpKey: demo.config.TOTP_ENCRYPTION_KEY,
      });
      const admin = accounts!.find((a) => a.role === 'Admin')!;
      const first = await call(demo, 'POST', SIGN_IN, {
        email: admin.email,
        password: admin.password,
      });
      const challengeToken = first.json<TwoFactorChallenge>().challenge_token;
      expect(challengeToken).toBeTruthy();
      const res = await call(demo, 'POST', SECOND_STEP, {
        challenge_token: challengeToken,
        code: await totpCode(demo, DEMO_ADMIN_TOTP_SECRET),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Session>().email).toBe(admin.email);
    } finally {
      await demo.close();
    }
  });
});

describe('the TOTP arithmetic', () => {
  it('matches RFC 6238’s SHA-1 test vector', async () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); the
    // 6-digit code is its last six digits.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await totp.generate({ secret, epoch: 59 })).toBe('287082');
  });
});
