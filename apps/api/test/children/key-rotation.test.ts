import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProfile } from '@camp/shared/child-profile';
import { children } from '../../src/db/schema/children.js';
import { dataKeyRotationTask } from '../../src/modules/families/index.js';
import { createTestApps, type TestApps } from '../test-app.js';
import { call, signIn } from '../auth/helpers.js';
import { makeFamily } from '../factories.js';

const OLD = `old:${randomBytes(32).toString('hex')}`;
const NEW = `new:${randomBytes(32).toString('hex')}`;

// Instance 0 still has only the old key; instance 1 has the new one current and the old one
// retired, as during a rotation; instance 2 has only the new key, as after it.
let apps: TestApps;
const KEYS = [OLD, `${NEW},${OLD}`, NEW];

beforeAll(async () => {
  apps = await createTestApps(3, (i) => ({ DATA_ENCRYPTION_KEYS: KEYS[i]! }));
}, 60_000);
afterAll(async () => {
  await apps.close();
});

describe('rotating DATA_ENCRYPTION_KEYS', () => {
  it('opens what the retired key sealed, re-seals only the data keys, then needs the new key alone', async () => {
    const [a, b, c] = apps.apps as [TestApps['apps'][0], TestApps['apps'][0], TestApps['apps'][0]];
    const { parent, child } = await makeFamily(a);
    const token = (await signIn(a, 'Parent', parent)).token;
    const put = await call(
      a,
      'PUT',
      `/api/v1/parents/children/${child!.id}`,
      { first_name: 'Riley', date_of_birth: '2017-03-09', health: { allergies: 'Peanuts' } },
      { token },
    );
    expect(put.statusCode, put.body).toBe(200);
    const [before] = await a.db.select().from(children).where(eq(children.id, child!.id));
    expect(before!.healthKeyId).toBe('old');

    const read = (on: typeof a) =>
      call(on, 'GET', `/api/v1/parents/children/${child!.id}`, undefined, { token });
    // During the rotation: the retired key still opens.
    expect((await read(b)).json<ChildProfile>().health.allergies).toBe('Peanuts');
    expect((await read(c)).statusCode).toBe(500);

    await dataKeyRotationTask.run(b.ctx, {}, undefined as never);
    const [after] = await a.db.select().from(children).where(eq(children.id, child!.id));
    expect(after!.healthKeyId).toBe('new');
    expect(after!.healthDataKey).not.toBe(before!.healthDataKey);
    // The record itself is not re-encrypted.
    expect(after!.healthSealed).toBe(before!.healthSealed);

    expect((await read(c)).json<ChildProfile>().health.allergies).toBe('Peanuts');
    expect((await read(b)).json<ChildProfile>().health.allergies).toBe('Peanuts');
    // A second run finds nothing left to do.
    await dataKeyRotationTask.run(b.ctx, {}, undefined as never);
    const [again] = await a.db.select().from(children).where(eq(children.id, child!.id));
    expect(again!.healthDataKey).toBe(after!.healthDataKey);
  });
});
