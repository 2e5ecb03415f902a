import {
  ATTENDANCE_MESSAGES as M,
  type Attendance,
  type CheckOutInput,
  type ParentAttendance,
  type Roster,
  type RosterChild,
} from '@camp/shared/attendance';
import { todayIso } from '@camp/shared/child-profile';
import { meetingSpan, meetsOn, type Weekday } from '@camp/shared/meeting-days';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as familiesRepo from '../../data/families/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import { readRosterChildren } from '../families/index.js';
import * as repo from './repository.js';

// The director's roster of an activity for one meeting day, the check-in and check-out, and the
// family's view of the times. Only the director of the activity's program reads or marks it.

type ActivityRow = NonNullable<Awaited<ReturnType<typeof catalogRepo.findActivityOfDirector>>>;

const DAY_MS = 86_400_000;

/** The director's activity (404 otherwise) and the date checked against its meeting days. */
async function activityOn(
  db: DbOrTx,
  director: CurrentUser,
  activityId: number,
  date: string,
): Promise<ActivityRow> {
  const found = await catalogRepo.findActivityOfDirector(db, activityId, director.id);
  if (!found) throw AppError.notFound(M.activityNotFound);
  const { activity } = found;
  if (date < activity.startDate || date > activity.endDate)
    throw AppError.field('date', M.outsideDates);
  if (!meetsOn(activity.meetingDays as Weekday[], date))
    throw AppError.field('date', M.notMeetingDay);
  return found;
}

/** The first meeting day on or after `today`, else the activity's last meeting day. */
async function nearestDay(db: DbOrTx, director: CurrentUser, activityId: number, today: string) {
  const found = await catalogRepo.findActivityOfDirector(db, activityId, director.id);
  if (!found) throw AppError.notFound(M.activityNotFound);
  const { startDate, endDate, meetingDays } = found.activity;
  const days = meetingDays as Weekday[];
  const from = today > startDate ? today : startDate;
  const ahead = from <= endDate ? meetingSpan(from, endDate, days) : null;
  return ahead?.start ?? meetingSpan(startDate, endDate, days)?.end ?? startDate;
}

export function attendanceView(row: repo.AttendanceView): Attendance {
  return {
    date: row.day,
    checked_in: { at: row.checkedInAt.toISOString(), by: row.checkedInByName },
    checked_out: row.checkedOutAt
      ? { at: row.checkedOutAt.toISOString(), by: row.checkedOutByName }
      : null,
    pickup: row.pickupName ? { name: row.pickupName, relation: row.pickupRelation } : null,
  };
}

/**
 * The roster: every child with a paid place in the activity, with the profile (health answers,
 * contacts, pickups) and the day's attendance. Each child's profile read is audited, in the same
 * transaction as the read, with what it was for (`purpose`: the page, the CSV or the PDF).
 */
export async function roster(
  ctx: AppContext,
  director: CurrentUser,
  activityId: number,
  day: string | { today?: string | undefined },
  purpose: 'roster' | 'roster_csv' | 'roster_pdf' = 'roster',
): Promise<Roster> {
  return ctx.db.transaction(async (tx) => {
    const date =
      typeof day === 'string'
        ? day
        : await nearestDay(tx, director, activityId, day.today ?? todayIso(ctx.now()));
    const { activity, program } = await activityOn(tx, director, activityId, date);
    const booked = await itinerariesRepo.childrenBookedInActivity(tx, activityId);
    const profiles = await readRosterChildren(
      ctx,
      tx,
      director,
      booked.map((b) => b.childId),
      { activity_id: activityId, date, purpose },
    );
    const byId = new Map(profiles.map((p) => [p.id, p]));
    const records = await repo.recordsOfDay(tx, activityId, date);
    const list: RosterChild[] = booked.flatMap(({ childId }) => {
      const p = byId.get(childId);
      if (!p) return [];
      const record = records.get(childId);
      return [
        {
          child_id: p.id,
          first_name: p.first_name,
          age: p.age,
          has_allergies: Boolean(p.health.allergies?.trim()),
          health: p.health,
          emergency_contacts: p.emergency_contacts,
          authorized_pickups: p.authorized_pickups,
          attendance: record ? attendanceView(record) : null,
        },
      ];
    });
    return {
      activity: {
        id: activity.id,
        program_id: activity.providerId,
        name: activity.name,
        program_name: program.name,
        start_date: activity.startDate,
        end_date: activity.endDate,
        start_time: activity.startTime.slice(0, 5),
        end_time: activity.endTime.slice(0, 5),
        meeting_days: activity.meetingDays as Weekday[],
        location: activity.location,
      },
      date,
      children: list,
    };
  });
}

/** The child must hold a paid place in the activity (404 otherwise, as for another's child). */
async function onRoster(db: DbOrTx, activityId: number, childId: number) {
  const booked = await itinerariesRepo.childrenBookedInActivity(db, activityId);
  if (!booked.some((b) => b.childId === childId)) throw AppError.notFound(M.childNotOnRoster);
}

/**
 * Checks the child in for the day. Two taps at once make one record: the unique index on
 * activity, day and child lets one insert through, and the other answers the record it made.
 * `created` is false when the child was already checked in.
 */
export async function checkIn(
  ctx: AppContext,
  director: CurrentUser,
  activityId: number,
  childId: number,
  date: string,
): Promise<{ created: boolean; attendance: Attendance }> {
  await activityOn(ctx.db, director, activityId, date);
  await onRoster(ctx.db, activityId, childId);
  const now = ctx.now();
  // The day is the activity's own calendar date; tomorrow in UTC covers every time zone ahead.
  const latest = todayIso(new Date(now.getTime() + DAY_MS));
  if (date > latest) throw AppError.field('date', M.tooEarly);
  const created = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertCheckIn(tx, {
      activityId,
      childId,
      day: date,
      at: now,
      byId: director.id,
    });
    if (made) {
      const record = await repo.findRecord(tx, activityId, childId, date);
      await auditMark(tx, director, record!, 'attendance_checked_in', ['absent', 'checked_in']);
    }
    return made;
  });
  const record = await repo.findRecord(ctx.db, activityId, childId, date);
  return { created, attendance: attendanceView(record!) };
}

/**
 * Each check-in, check-out and undo is written to the audit trail in its own transaction: who
 * marked which child of which activity on which day, and the day's status before and after.
 */
async function auditMark(
  tx: DbOrTx,
  director: CurrentUser,
  record: { id: number; activityId: number; childId: number; day: string },
  action: string,
  [fromStatus, toStatus]: [string, string],
  data: Record<string, unknown> = {},
): Promise<void> {
  await auditRepo.insert(tx, {
    actorId: director.id,
    entityType: 'attendance_records',
    entityId: record.id,
    action,
    fromStatus,
    toStatus,
    data: {
      activity_id: record.activityId,
      child_id: record.childId,
      date: record.day,
      ...data,
    },
  });
}

/**
 * Checks the child out to a person on the child's authorised pickup list (matched by name,
 * ignoring case). Refused before the check-in and after the check-out; the record's row lock
 * serialises two check-outs at once.
 */
export async function checkOut(
  ctx: AppContext,
  director: CurrentUser,
  activityId: number,
  childId: number,
  input: CheckOutInput,
): Promise<Attendance> {
  await ctx.db.transaction(async (tx) => {
    await activityOn(tx, director, activityId, input.date);
    await onRoster(tx, activityId, childId);
    const record = await repo.lockRecord(tx, activityId, childId, input.date);
    if (!record) throw AppError.conflict(M.notCheckedIn);
    if (record.checkedOutAt) throw AppError.conflict(M.alreadyCheckedOut);
    // The pickup list is not part of the sealed health answers: no audited profile read.
    const child = await familiesRepo.findChild(tx, childId);
    const wanted = input.pickup_name.toLocaleLowerCase('en-US');
    const pickup = child?.authorizedPickups.find(
      (p) => p.name.trim().toLocaleLowerCase('en-US') === wanted,
    );
    if (!pickup) throw AppError.field('pickup_name', M.pickupNotAuthorised);
    await repo.setCheckOut(tx, record.id, {
      at: ctx.now(),
      byId: director.id,
      pickupName: pickup.name,
      pickupRelation: pickup.relation,
    });
    await auditMark(tx, director, record, 'attendance_checked_out', ['checked_in', 'checked_out'], {
      pickup_name: pickup.name,
    });
  });
  const record = await repo.findRecord(ctx.db, activityId, childId, input.date);
  return attendanceView(record!);
}

/**
 * Undoes a tap made by mistake, the latest step of the child's day: a check-out (the child is
 * checked in again, the pickup forgotten) or, once there is none, the check-in (the day's record
 * removed). Each is refused when there is nothing of its kind to undo; the record's row lock
 * serialises it with a check-out at the same moment.
 */
export async function undoMark(
  ctx: AppContext,
  director: CurrentUser,
  target: { activityId: number; childId: number; date: string },
  kind: 'in' | 'out',
): Promise<Attendance | null> {
  const { activityId, childId, date } = target;
  await ctx.db.transaction(async (tx) => {
    await activityOn(tx, director, activityId, date);
    await onRoster(tx, activityId, childId);
    const record = await repo.lockRecord(tx, activityId, childId, date);
    if (kind === 'out') {
      if (!record?.checkedOutAt) throw AppError.conflict(M.notCheckedOut);
      await repo.clearCheckOut(tx, record.id);
      await auditMark(tx, director, record, 'attendance_check_out_undone', [
        'checked_out',
        'checked_in',
      ]);
    } else {
      if (!record) throw AppError.conflict(M.notCheckedInYet);
      if (record.checkedOutAt) throw AppError.conflict(M.undoCheckOutFirst);
      await repo.deleteRecord(tx, record.id);
      await auditMark(tx, director, record, 'attendance_check_in_undone', ['checked_in', 'absent']);
    }
  });
  const record = await repo.findRecord(ctx.db, activityId, childId, date);
  return record ? attendanceView(record) : null;
}

/** The family's view: the check-in and check-out times of the itinerary's child, newest first. */
export async function parentAttendance(
  ctx: AppContext,
  parent: CurrentUser,
  itineraryId: number,
): Promise<ParentAttendance> {
  const found = await itinerariesRepo.paidActivitiesOfParentItinerary(
    ctx.db,
    itineraryId,
    parent.id,
  );
  if (!found) throw AppError.notFound(M.itineraryNotFound);
  if (found.childId === null) return { attendance: [] };
  const rows = await repo.recordsOfChild(ctx.db, found.childId, found.activityIds);
  return {
    attendance: rows.map((r) => ({ ...attendanceView(r), activity_id: r.activityId })),
  };
}
