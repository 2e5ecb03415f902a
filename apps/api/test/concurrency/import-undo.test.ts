import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/db/schema/activities.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import {
  adminUndoPath,
  importNamed,
  makeDirector,
  makeProgram,
  undoPath,
} from '../director-imports/helpers.js';

// The director and an admin undoing the same import at once, through two API instances.

describe('two undos of the same import at once', () => {
  let two: TestApps;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    two = await createTestApps(2);
    [a, b] = two.apps as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('one deletes the activities (one audit row), the other is told it is undone (409)', async () => {
    const director = await makeDirector(a);
    const program = await makeProgram(a, director.id);
    const importId = await importNamed(a, program.id, director.token, ['Surf', 'Sketch', 'Swim']);
    const admin = await makeUser(a, { role: 'Admin' });
    const adminToken = (await signIn(a, 'Admin', admin)).token;

    const responses = await Promise.all([
      call(a, 'POST', undoPath(importId), undefined, { token: director.token }),
      call(b, 'POST', adminUndoPath(importId), undefined, { token: adminToken }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 200)!.json()).toEqual({ deleted: 3 });
    expect(await a.db.select().from(activities).where(eq(activities.importId, importId))).toEqual(
      [],
    );
    const audits = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'activity_imports'), eq(auditLog.entityId, importId)));
    expect(audits).toHaveLength(1);
  });
});
