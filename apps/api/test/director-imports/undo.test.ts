import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DELETE_MESSAGES, bookedRefusal } from '@camp/shared/activity-import';
import { activities } from '../../src/db/schema/activities.js';
import { activityImports } from '../../src/db/schema/activity-imports.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import {
  activitiesOf,
  adminUndoPath,
  importNamed,
  makeDirector,
  makeProgram,
  undoPath,
  type Director,
} from './helpers.js';

let t: TestApp;
let director: Director;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  director = await makeDirector(t);
  programId = (await makeProgram(t, director.id)).id;
});

afterAll(async () => {
  await t.close();
});

const undo = (importId: number, token: string) =>
  call(t, 'POST', undoPath(importId), undefined, { token });

const auditsOf = (importId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'activity_imports'), eq(auditLog.entityId, importId)));

const importRow = async (id: number) =>
  (await t.db.select().from(activityImports).where(eq(activityImports.id, id)))[0]!;

describe('an import records its activities', () => {
  it('marks every activity it created and lists itself on the program', async () => {
    const program = await makeProgram(t, director.id);
    const own = await makeActivity(t, program.id, { name: 'Made by the form' });
    const importId = await importNamed(t, program.id, director.token, ['Rowing', 'Chess']);
    const rows = await activitiesOf(t, program.id);
    expect(
      rows
        .filter((r) => r.importId === importId)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Chess', 'Rowing']);
    expect(rows.find((r) => r.id === own.id)!.importId).toBeNull();
    const list = await call(
      t,
      'GET',
      `/api/v1/camp_directors/activity_providers/${program.id}/imports`,
      undefined,
      {
        token: director.token,
      },
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().imports).toEqual([
      { id: importId, activity_count: 2, created_at: expect.any(String), undone_at: null },
    ]);
  });
});

describe('POST undo an import (director)', () => {
  it('deletes every activity of the import, keeps the others, marks it undone and audits it', async () => {
    const other = await makeActivity(t, programId, { name: 'Stays' });
    const importId = await importNamed(t, programId, director.token, ['Kayak', 'Drums']);
    const res = await undo(importId, director.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await t.db.select().from(activities).where(eq(activities.importId, importId))).toEqual(
      [],
    );
    expect((await activitiesOf(t, programId)).some((a) => a.id === other.id)).toBe(true);
    expect((await importRow(importId)).undoneAt).toBeInstanceOf(Date);
    const [row, ...more] = await auditsOf(importId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorId: director.id,
      action: 'activity_import_undone',
      toStatus: 'undone',
    });
    expect((row!.data as { names: string[] }).names.sort()).toEqual(['Drums', 'Kayak']);

    const again = await undo(importId, director.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors._base).toEqual([BULK_DELETE_MESSAGES.alreadyUndone]);
  });

  it('refuses with 422 naming the booked activities, and deletes none', async () => {
    const importId = await importNamed(t, programId, director.token, [
      'Sailing',
      'Pottery',
      'Judo',
    ]);
    const rows = await t.db.select().from(activities).where(eq(activities.importId, importId));
    const byName = new Map(rows.map((r) => [r.name, r]));
    const family = await makeFamily(t);
    await makeItineraryActivity(t, {
      itineraryId: family.itinerary.id,
      activityId: byName.get('Sailing')!.id,
      paidBy: family.parent.id,
    });
    // A duplicate the director made of an imported activity would lose its original.
    await makeActivity(t, programId, { parentActivityId: byName.get('Judo')!.id });

    const res = await undo(importId, director.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.ids).toEqual([bookedRefusal(['Sailing', 'Judo'])]);
    expect(
      await t.db.select().from(activities).where(eq(activities.importId, importId)),
    ).toHaveLength(3);
    expect((await importRow(importId)).undoneAt).toBeNull();
    expect(await auditsOf(importId)).toEqual([]);
  });

  it("answers 404 for another director's import and for an unknown one", async () => {
    const importId = await importNamed(t, programId, director.token, ['Fencing']);
    const stranger = await makeDirector(t);
    const res = await undo(importId, stranger.token);
    expect(res.statusCode).toBe(404);
    expect((await undo(999_999, director.token)).statusCode).toBe(404);
    expect(
      await t.db.select().from(activities).where(eq(activities.importId, importId)),
    ).toHaveLength(1);
  });

  it('refuses other roles and anonymous callers before reading the id', async () => {
    expect((await call(t, 'POST', undoPath('not-a-number'))).statusCode).toBe(401);
    const parent = await makeUser(t, { role: 'Parent' });
    const session = await signIn(t, 'Parent', parent);
    expect((await undo(1, session.token)).statusCode).toBe(403);
    const res = await call(t, 'POST', undoPath('not-a-number'), undefined, {
      token: session.token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST undo an import (admin)', () => {
  it("undoes any director's import, audited as the admin", async () => {
    const importId = await importNamed(t, programId, director.token, ['Archery']);
    const admin = await makeUser(t, { role: 'Admin' });
    const session = await signIn(t, 'Admin', admin);
    const res = await call(t, 'POST', adminUndoPath(importId), undefined, { token: session.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    const [row] = await auditsOf(importId);
    expect(row).toMatchObject({ actorId: admin.id, action: 'activity_import_undone' });
  });

  it('is refused to directors (403) and anonymous callers (401)', async () => {
    const importId = await importNamed(t, programId, director.token, ['Climbing']);
    expect((await call(t, 'POST', adminUndoPath(importId))).statusCode).toBe(401);
    const res = await call(t, 'POST', adminUndoPath(importId), undefined, {
      token: director.token,
    });
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.select().from(activities).where(eq(activities.importId, importId)),
    ).toHaveLength(1);
  });
});
