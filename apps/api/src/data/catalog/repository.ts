/**
 * The catalog aggregate: programs (activity_providers), their activities, the interests and
 * skills they are tagged with, and their seats. The only code that writes these tables; the
 * director's, the specialist's and the import's services call it. Queries only, no rules.
 */
import { SQL, and, asc, count, eq, getTableColumns, gte, ilike, inArray, is, lte, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyRow } from '../../db/any-row.js';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { hasFreeSeat } from './seats.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';
import { type ProgramRow } from './programs.js';
import { insertTags } from './tags.js';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;

/** An activity row with what its cards and forms show besides its own columns. */
export interface ActivityListRow {
  activity: ActivityRow;
  providerName: string;
  parentSku: string | null;
  hasDuplicates: boolean;
}

const parents = alias(activities, 'parent_activity');

const hasDuplicatesSql = sql<boolean>`exists (select 1 from ${activities} as d where d.parent_activity_id = ${activities.id})`;

// ---- activities -------------------------------------------------------------------------

export interface ActivityFilters {
  skuSearch?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function filterConditions(programId: number, filters: ActivityFilters): SQL[] {
  const conditions: SQL[] = [eq(activities.providerId, programId)];
  if (filters.skuSearch) {
    const escaped = filters.skuSearch.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(ilike(activities.sku, `%${escaped}%`));
  }
  // A date filter keeps the activities that overlap the chosen range.
  if (filters.startDate) conditions.push(gte(activities.endDate, filters.startDate));
  if (filters.endDate) conditions.push(lte(activities.startDate, filters.endDate));
  return conditions;
}

export async function countActivities(
  db: DbOrTx,
  programId: number,
  filters: ActivityFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(and(...filterConditions(programId, filters)));
  return row?.n ?? 0;
}

export async function listActivities(
  db: DbOrTx,
  programId: number,
  filters: ActivityFilters,
  page: { limit: number; offset: number },
): Promise<ActivityListRow[]> {
  return db
    .select({
      activity: activities,
      providerName: activityProviders.name,
      parentSku: parents.sku,
      hasDuplicates: hasDuplicatesSql,
    })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(parents, eq(parents.id, activities.parentActivityId))
    .where(and(...filterConditions(programId, filters)))
    .orderBy(asc(activities.startDate), asc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** An activity with its program and the SKU of the activity it duplicates. */
export interface ActivityWithProgram {
  activity: ActivityRow;
  program: ProgramRow;
  parentSku: string | null;
}

/** One activity matching `where`; `lock` takes the row lock a delete or an edit needs. */
async function oneActivity(
  db: DbOrTx,
  where: SQL | undefined,
  lock: boolean,
): Promise<ActivityWithProgram | null> {
  const query = db
    .select({ activity: activities, program: activityProviders, parentSku: parents.sku })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(parents, eq(parents.id, activities.parentActivityId))
    .where(where)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: activities }) : await query;
  return row ?? null;
}

/** The activity, if its program belongs to `directorId` (another director's reads as missing). */
export function findActivityOfDirector(
  db: DbOrTx,
  activityId: number,
  directorId: number,
  opts: { lock?: boolean } = {},
): Promise<ActivityWithProgram | null> {
  return oneActivity(
    db,
    and(eq(activities.id, activityId), eq(activityProviders.directorId, directorId)),
    opts.lock ?? false,
  );
}

/** Any activity, for the staff who read every program. */
export function findActivityById(
  db: DbOrTx,
  activityId: number,
  opts: { lock?: boolean } = {},
): Promise<ActivityWithProgram | null> {
  return oneActivity(db, eq(activities.id, activityId), opts.lock ?? false);
}

/** The activity and whether its program's director takes online payments (Stripe ready). */
export async function findActivityForAdd(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({
      id: activities.id,
      paymentAccountStatus: campDirectorProfiles.paymentAccountStatus,
      /** Out of the catalog: unpublished, or its provider suspended or terminated. */
      hidden: sql<boolean>`(${activities.unpublishedAt} IS NOT NULL
        OR ${activityProviders.unpublishedAt} IS NOT NULL
        OR ${campDirectorProfiles.suspendedAt} IS NOT NULL
        OR ${campDirectorProfiles.terminatedAt} IS NOT NULL)`,
    })
    .from(activities)
    .innerJoin(activityProviders, eq(activityProviders.id, activities.providerId))
    .leftJoin(campDirectorProfiles, eq(campDirectorProfiles.userId, activityProviders.directorId))
    .where(eq(activities.id, activityId));
  return row ?? null;
}

/** One page of the program's activities by start date (then name and id: a stable order). */
export function pageOfProgramActivities(
  db: DbOrTx,
  programId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      startDate: activities.startDate,
      endDate: activities.endDate,
      url: activities.url,
      priceCents: activities.priceCents,
      totalSeats: activities.totalSeats,
      reservedSeats: activities.reservedSeats,
    })
    .from(activities)
    .where(eq(activities.providerId, programId))
    .orderBy(asc(activities.startDate), asc(activities.name), asc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function hasDuplicates(db: DbOrTx, activityId: number): Promise<boolean> {
  return anyRow(db, activities, eq(activities.parentActivityId, activityId));
}

export async function findDuplicateIds(db: DbOrTx, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.parentActivityId, activityId));
  return rows.map((r) => r.id);
}

/** An activity to insert, with the ids of its interests and skill developments. */
export interface ActivityInsert {
  row: NewActivity;
  interestIds: readonly number[];
  skillIds: readonly number[];
}

/** Rows per statement: each column travels as one array parameter, so only memory bounds it. */
export const BULK_INSERT_BATCH = 2500;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The columns the bulk insert writes, taken from the table definition itself (so a column added
 * to the schema is written without another list to update): every column but the identity, the
 * generated search vector and the timestamps the database fills (SQL defaults).
 */
const BULK_COLUMNS = Object.entries(getTableColumns(activities))
  .filter(([, c]) => !c.generated && !c.generatedIdentity && !is(c.default, SQL))
  .map(([key, c]) => {
    const type = c.getSQLType();
    // An array column (meeting days) cannot travel as an array of arrays (unnest would flatten
    // it): each value goes as its array literal in a text[] and is cast back in the SELECT.
    const isArray = type.endsWith('[]');
    return {
      key: key as keyof NewActivity,
      column: c as Column,
      name: c.keyAsName ? snake(key) : c.name,
      // Enums travel as text[] and are cast on the server: one spelling for every enum array,
      // whatever the driver knows of the type.
      arrayType: c.enumValues?.length ? `text[]::${type}[]` : isArray ? 'text[]' : `${type}[]`,
      cast: isArray ? type : null,
    };
  });

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }.
  return (result as { rows: T[] }).rows;
}


/**
 * The one way activities are inserted (form create, duplicate, bulk import, demo seed): batches
 * of INSERT ... SELECT FROM unnest(column arrays), then the interest and skill links the same
 * way. Three statements per batch whatever its size, instead of hundreds of bind parameters
 * (multi-row VALUES) or a round trip per row: about three times faster than VALUES for a 5,000-row
 * import (docs/benchmarks.md). A column left undefined takes its default (or NULL). Rows are
 * matched back by their unique SKU; returns the new ids in the order of `items`.
 */
export async function insertActivities(
  db: DbOrTx,
  items: readonly ActivityInsert[],
  batchSize = BULK_INSERT_BATCH,
): Promise<number[]> {
  const columns = sql.join(
    BULK_COLUMNS.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const selected = sql.join(
    BULK_COLUMNS.map((c) =>
      c.cast ? sql`${sql.identifier(c.name)}::${sql.raw(c.cast)}` : sql.identifier(c.name),
    ),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += batchSize) {
    const batch = items.slice(i, i + batchSize);
    const arrays = sql.join(
      BULK_COLUMNS.map(({ key, column, arrayType }) => {
        const values = batch.map((a) => {
          const value = a.row[key] ?? column.default ?? null;
          return value === null ? null : column.mapToDriverValue(value);
        });
        return sql`${sql.param(values)}::${sql.raw(arrayType)}`;
      }),
      sql`, `,
    );
    const inserted = rowsOf<{ id: number; sku: string }>(
      await db.execute(
        sql`INSERT INTO ${activities} (${columns}) SELECT ${selected} FROM unnest(${arrays}) AS u(${columns}) RETURNING id, sku`,
      ),
    );
    const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
    const links = batch.map((a) => {
      const activityId = idBySku.get(a.row.sku);
      if (activityId === undefined) throw new Error(`activity ${a.row.sku} was not inserted`);
      ids.push(activityId);
      return { activityId, interestIds: a.interestIds, skillIds: a.skillIds };
    });
    await insertTags(db, links);
  }
  return ids;
}

export async function updateActivity(
  db: DbOrTx,
  activityId: number,
  values: Partial<NewActivity>,
): Promise<ActivityRow> {
  const [row] = await db
    .update(activities)
    .set(values)
    .where(eq(activities.id, activityId))
    .returning();
  return row!;
}

export async function updateActivities(
  db: DbOrTx,
  activityIds: number[],
  values: Partial<NewActivity>,
): Promise<void> {
  if (activityIds.length === 0) return;
  await db.update(activities).set(values).where(inArray(activities.id, activityIds));
}

export async function deleteActivity(db: DbOrTx, activityId: number): Promise<void> {
  await db.delete(activities).where(eq(activities.id, activityId));
}

// ---- seats ----------------------------------------------------------------------------------

/**
 * Takes one seat if one is left, in one statement, so two checkouts taking the last seat at the
 * same moment cannot both get it (the second waits for the first's row lock, then re-checks).
 * No seat limit (total_seats null) always succeeds (the count still counts). Decision 0062.
 */
export async function reserveSeat(db: DbOrTx, activityId: number): Promise<boolean> {
  return (await seatTake(db, activityId)).length === 1;
}

/**
 * reserveSeat's statement, answering the activity's id when a seat was taken; also run as the
 * first part of a longer statement (a checkout's seat: the waitlist's line is read after it).
 */
export const seatTake = (db: DbOrTx, activityId: number) =>
  db
    .update(activities)
    .set({ reservedSeats: sql`${activities.reservedSeats} + 1` })
    .where(and(eq(activities.id, activityId), hasFreeSeat))
    .returning({ id: activities.id });

/**
 * Gives back one seat (never below zero); call it only for a hold this transaction ended
 * (payments' releaseCheckoutSeats is the one caller).
 */
export async function releaseSeat(db: DbOrTx, activityId: number): Promise<void> {
  await db
    .update(activities)
    .set({ reservedSeats: sql`${activities.reservedSeats} - 1` })
    .where(and(eq(activities.id, activityId), sql`${activities.reservedSeats} > 0`));
}

/**
 * The activity's seat counts and name, its row locked: a waitlist join decides "full" under
 * this lock, so a seat freed at the same moment waits for the join and is offered to it.
 */
export async function lockActivitySeats(
  db: DbOrTx,
  activityId: number,
): Promise<{ name: string; totalSeats: number | null; reservedSeats: number } | null> {
  const [row] = await db
    .select({
      name: activities.name,
      totalSeats: activities.totalSeats,
      reservedSeats: activities.reservedSeats,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update');
  return row ?? null;
}

/**
 * Locks these activities' rows in id order, so a transaction that gives seats back and takes
 * others (a checkout replacing another) cannot deadlock with one doing the reverse.
 */
export async function lockActivities(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: activities.id })
    .from(activities)
    .where(inArray(activities.id, [...new Set(ids)]))
    .orderBy(asc(activities.id))
    .for('update');
}

// ---- specialists' notes ---------------------------------------------------------------------

export async function setActivityNote(db: DbOrTx, id: number, note: string | null, at: Date) {
  await db
    .update(activities)
    .set({ specialistNotes: note, updatedAt: at })
    .where(eq(activities.id, id));
}

export async function setProgramNote(db: DbOrTx, id: number, note: string | null, at: Date) {
  await db
    .update(activityProviders)
    .set({ specialistNotes: note, updatedAt: at })
    .where(eq(activityProviders.id, id));
}

/** The names of these activities, in start-date order. */
export async function activityNames(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: activities.name })
    .from(activities)
    .where(inArray(activities.id, ids))
    .orderBy(activities.startDate, activities.name);
  return rows.map((r) => r.name);
}

export * from './programs.js';
export * from './tags.js';
export * from './imports.js';
export * from './publication.js';
