import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TAXONOMY_MESSAGES, type AdminInterest } from '@camp/shared/taxonomy';
import { activityProviderInterests } from '../../src/db/schema/activity-provider-interests.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeDirector, programForm, type Director } from '../director-activities/helpers.js';

// A retired interest is never newly attached: an admin retiring it while directors' edits attach
// it, through two API instances on one database. An edit that read the interest as offered holds
// it until it commits, so the retirement lands after every attachment made from that reading.

const INTERESTS = '/api/v1/admins/interests';
const PROGRAMS = '/api/v1/camp_directors/activity_providers';

const programBody = (interestIds: number[]) => ({ activity_provider: programForm(interestIds) });

describe('retiring an interest while directors attach it', () => {
  let two: TestApps;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let director: Director;
  let seq = 0;

  beforeAll(async () => {
    two = await createTestApps(2);
    [a, b] = two.apps as [TestApp, TestApp];
    admin = (await signIn(b, 'Admin', await makeUser(b, { role: 'Admin' }))).token;
    director = await makeDirector(a);
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const addInterest = async () => {
    const name = `Leadership ${++seq}-${Date.now()}`;
    const res = await call(b, 'POST', INTERESTS, { name, kind: 'program' }, { token: admin });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminInterest>().id;
  };
  const retire = (interestId: number) =>
    call(b, 'POST', `${INTERESTS}/${interestId}/retirement`, undefined, { token: admin });
  const saveProgram = (t: TestApp, programId: number | null, interestIds: number[]) =>
    programId === null
      ? call(t, 'POST', PROGRAMS, programBody(interestIds), { token: director.token })
      : call(t, 'PUT', `${PROGRAMS}/${programId}`, programBody(interestIds), {
          token: director.token,
        });
  const newProgram = async (interestIds: number[]) => {
    const res = await saveProgram(a, null, interestIds);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ activity_provider: { id: number } }>().activity_provider.id;
  };
  const attached = async (programId: number, interestId: number) =>
    (
      await a.db
        .select()
        .from(activityProviderInterests)
        .where(
          and(
            eq(activityProviderInterests.activityProviderId, programId),
            eq(activityProviderInterests.interestId, interestId),
          ),
        )
    ).length === 1;
  /** How many of this database's backends wait on a lock now. */
  const lockWaiters = async () => {
    const result = (await a.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const untilLockWaiters = (n: number) =>
    vi.waitFor(
      async () => {
        expect(await lockWaiters()).toBeGreaterThanOrEqual(n);
      },
      { timeout: 60_000, interval: 20 },
    );

  it('waits for an edit that read it as offered, which keeps its attachment', async () => {
    const kept = await addInterest();
    const target = await addInterest();
    const programId = await newProgram([kept]);

    // Hold the program's attachments so the edit stops after it has read the interests.
    let retirement: Awaited<ReturnType<typeof retire>> | undefined;
    const { editing } = await a.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM activity_provider_interests WHERE activity_provider_id = ${programId} FOR UPDATE`,
      );
      const editing = saveProgram(a, programId, [kept, target]);
      await untilLockWaiters(1);
      const retiring = retire(target).then((res) => (retirement = res));
      // The retirement must queue behind the edit, not finish while the edit is under way.
      const first = await Promise.race([
        retiring.then(() => 'retired'),
        untilLockWaiters(2).then(() => 'waiting'),
      ]);
      expect(first).toBe('waiting');
      expect(retirement).toBeUndefined();
      // Wrapped: the edit answers only once this transaction has let go of the rows.
      return { editing };
    });
    const edit = await editing;
    expect(edit.statusCode, edit.body).toBe(200);
    await vi.waitFor(() => expect(retirement?.statusCode).toBe(200), { timeout: 60_000 });
    expect(await attached(programId, target)).toBe(true);

    // Once retired, choosing it anew is refused; the program that has it keeps it when saved.
    const other = await newProgram([kept]);
    const refused = await saveProgram(b, other, [kept, target]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: unknown }>().errors).toEqual({
      interest_ids: [TAXONOMY_MESSAGES.interestRetired],
    });
    expect((await saveProgram(b, programId, [kept, target])).statusCode).toBe(200);
  }, 120_000);

  it('twenty edits on two instances around a retirement: each attaches or is refused, none after it', async () => {
    const kept = await addInterest();
    const target = await addInterest();
    const programs = await Promise.all(Array.from({ length: 20 }, () => newProgram([kept])));
    const [before, after] = [programs.slice(0, 10), programs.slice(10)];

    const early = before.map((id, i) => saveProgram(i % 2 ? b : a, id, [kept, target]));
    const retired = await retire(target);
    expect(retired.statusCode, retired.body).toBe(200);
    // Sent once the retirement has answered: every one of these sees it retired.
    const late = after.map((id, i) => saveProgram(i % 2 ? b : a, id, [kept, target]));

    const answers = await Promise.all([...early, ...late]);
    for (const [i, res] of answers.entries()) {
      const programId = programs[i]!;
      if (res.statusCode === 200) {
        expect(i, `program ${programId} attached after the retirement`).toBeLessThan(10);
      } else {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<{ errors: unknown }>().errors).toEqual({
          interest_ids: [TAXONOMY_MESSAGES.interestRetired],
        });
      }
      expect(await attached(programId, target)).toBe(res.statusCode === 200);
    }
  }, 120_000);
});
