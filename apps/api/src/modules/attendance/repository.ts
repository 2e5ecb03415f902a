import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { attendanceRecords } from '../../db/schema/attendance-records.js';
import { users } from '../../db/schema/users.js';

// The attendance records: only this module reads or writes this table.

export type AttendanceRow = typeof attendanceRecords.$inferSelect;

const inBy = alias(users, 'checked_in_by');
const outBy = alias(users, 'checked_out_by');
/** A user's name as the roster shows it: the full name, else first and last. */
const nameOf = (u: typeof inBy | typeof outBy) =>
  sql<
    string | null
  >`NULLIF(COALESCE(NULLIF(${u.name}, ''), TRIM(${u.firstName} || ' ' || ${u.lastName})), '')`;

/** A record with the names of the people who checked the child in and out. */
export interface AttendanceView extends AttendanceRow {
  checkedInByName: string | null;
  checkedOutByName: string | null;
}

function withNames(db: DbOrTx) {
  return db
    .select({
      record: attendanceRecords,
      checkedInByName: nameOf(inBy),
      checkedOutByName: nameOf(outBy),
    })
    .from(attendanceRecords)
    .leftJoin(inBy, eq(inBy.id, attendanceRecords.checkedInById))
    .leftJoin(outBy, eq(outBy.id, attendanceRecords.checkedOutById));
}

const flat = (r: {
  record: AttendanceRow;
  checkedInByName: string | null;
  checkedOutByName: string | null;
}): AttendanceView => ({
  ...r.record,
  checkedInByName: r.checkedInByName,
  checkedOutByName: r.checkedOutByName,
});

/** The activity's records of one day, by child id. */
export async function recordsOfDay(
  db: DbOrTx,
  activityId: number,
  day: string,
): Promise<Map<number, AttendanceView>> {
  const rows = await withNames(db).where(
    and(eq(attendanceRecords.activityId, activityId), eq(attendanceRecords.day, day)),
  );
  return new Map(rows.map((r) => [r.record.childId, flat(r)]));
}

/** One record with its names, or null. */
export async function findRecord(
  db: DbOrTx,
  activityId: number,
  childId: number,
  day: string,
): Promise<AttendanceView | null> {
  const [row] = await withNames(db).where(
    and(
      eq(attendanceRecords.activityId, activityId),
      eq(attendanceRecords.childId, childId),
      eq(attendanceRecords.day, day),
    ),
  );
  return row ? flat(row) : null;
}

/**
 * The check-in: a new record, or nothing when the child is already checked in that day (the
 * unique index decides between two taps at once). True when this call made the record.
 */
export async function insertCheckIn(
  db: DbOrTx,
  values: { activityId: number; childId: number; day: string; at: Date; byId: number },
): Promise<boolean> {
  const rows = await db
    .insert(attendanceRecords)
    .values({
      activityId: values.activityId,
      childId: values.childId,
      day: values.day,
      checkedInAt: values.at,
      checkedInById: values.byId,
    })
    .onConflictDoNothing({
      target: [attendanceRecords.activityId, attendanceRecords.day, attendanceRecords.childId],
    })
    .returning({ id: attendanceRecords.id });
  return rows.length > 0;
}

/** The record locked for the check-out, or null when the child was not checked in. */
export async function lockRecord(
  db: DbOrTx,
  activityId: number,
  childId: number,
  day: string,
): Promise<AttendanceRow | null> {
  const [row] = await db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.activityId, activityId),
        eq(attendanceRecords.childId, childId),
        eq(attendanceRecords.day, day),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function setCheckOut(
  db: DbOrTx,
  id: number,
  values: { at: Date; byId: number; pickupName: string; pickupRelation: string | null },
): Promise<void> {
  await db
    .update(attendanceRecords)
    .set({
      checkedOutAt: values.at,
      checkedOutById: values.byId,
      pickupName: values.pickupName,
      pickupRelation: values.pickupRelation,
    })
    .where(eq(attendanceRecords.id, id));
}

/** The check-out undone: the child is checked in again, the pickup forgotten. */
export async function clearCheckOut(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(attendanceRecords)
    .set({ checkedOutAt: null, checkedOutById: null, pickupName: null, pickupRelation: null })
    .where(eq(attendanceRecords.id, id));
}

/** The check-in undone: the day's record removed. */
export async function deleteRecord(db: DbOrTx, id: number): Promise<void> {
  await db.delete(attendanceRecords).where(eq(attendanceRecords.id, id));
}

/** The child's records in these activities, newest day first. */
export async function recordsOfChild(
  db: DbOrTx,
  childId: number,
  activityIds: readonly number[],
): Promise<AttendanceView[]> {
  if (activityIds.length === 0) return [];
  const rows = await withNames(db)
    .where(
      and(
        eq(attendanceRecords.childId, childId),
        inArray(attendanceRecords.activityId, [...activityIds]),
      ),
    )
    .orderBy(desc(attendanceRecords.day), desc(attendanceRecords.checkedInAt))
    .limit(500);
  return rows.map(flat);
}
