import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { activityInterests } from '../../db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../db/schema/activity-skill-developments.js';
import { activityProviders } from '../../db/schema/activity-providers.js';
import { interests } from '../../db/schema/interests.js';
import { skillDevelopments } from '../../db/schema/skill-developments.js';

export type ProgramRow = typeof activityProviders.$inferSelect;

/** The director's own program; null for another director's or a missing one. */
export async function findProgramOfDirector(
  db: DbOrTx,
  programId: number,
  directorId: number,
): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(activityProviders)
    .where(and(eq(activityProviders.id, programId), eq(activityProviders.directorId, directorId)))
    .limit(1);
  return row ?? null;
}

/** The activity interests (skill groups), in their display order. */
export function listActivityInterests(db: DbOrTx) {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position), asc(interests.id));
}

/** Every skill development of an activity interest, in display order. */
export function listSkills(db: DbOrTx) {
  return db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments)
    .innerJoin(interests, eq(interests.id, skillDevelopments.interestId))
    .where(eq(interests.kind, 'activity'))
    .orderBy(asc(interests.position), asc(skillDevelopments.position), asc(skillDevelopments.id));
}

export type NewActivity = typeof activities.$inferInsert;

export interface ImportedActivity {
  row: NewActivity;
  interestIds: readonly number[];
  skillIds: readonly number[];
}

/** Columns written by the bulk insert, with their PostgreSQL array types for unnest(). */
const BULK_COLUMNS: ReadonlyArray<readonly [keyof NewActivity, string]> = [
  ['providerId', 'int'],
  ['name', 'text'],
  ['url', 'text'],
  ['priceCents', 'int'],
  ['feeCents', 'int'],
  ['startDate', 'date'],
  ['endDate', 'date'],
  ['startTime', 'time'],
  ['endTime', 'time'],
  ['sku', 'text'],
  ['campType', 'camp_type'],
  ['description', 'text'],
  ['otherInfo', 'text'],
  ['gradeLevelStart', 'smallint'],
  ['gradeLevelEnd', 'smallint'],
  ['ageMin', 'smallint'],
  ['ageMax', 'smallint'],
  ['mediaLink', 'text'],
  ['optionalMediaLink', 'text'],
  ['totalSeats', 'int'],
  ['reservedSeats', 'int'],
  ['instructor', 'text'],
  ['campInfoTime', 'text'],
  ['campInfoTitle', 'text'],
  ['details', 'text'],
  ['location', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Rows per statement: each column travels as one array parameter, so only memory bounds it. */
const BATCH = 2500;

/**
 * Inserts activities and their interest and skill links with INSERT ... SELECT FROM
 * unnest(column arrays): three statements per 2,500 rows whatever the row count, instead of one
 * round trip (or hundreds of bind parameters) per row. Rows are matched back by their unique SKU.
 * Returns the number of activities inserted.
 */
export async function insertActivitiesBulk(
  db: DbOrTx,
  items: readonly ImportedActivity[],
): Promise<number> {
  const columns = sql.join(
    BULK_COLUMNS.map(([key]) => sql.identifier(snake(key))),
    sql`, `,
  );
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items.slice(i, i + BATCH);
    const arrays = sql.join(
      BULK_COLUMNS.map(([key, type]) =>
        // Enums travel as text[] (PGlite cannot send an enum array created in the same process).
        type === 'camp_type'
          ? sql`${sql.param(batch.map((a) => a.row[key] ?? null))}::text[]::camp_type[]`
          : sql`${sql.param(batch.map((a) => a.row[key] ?? null))}::${sql.raw(type)}[]`,
      ),
      sql`, `,
    );
    const result = await db.execute(
      sql`INSERT INTO ${activities} (${columns}) SELECT * FROM unnest(${arrays}) RETURNING id, sku`,
    );
    // node-postgres and PGlite both answer { rows }.
    const inserted = (result as unknown as { rows: { id: number; sku: string }[] }).rows;
    const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
    const interestLinks: [number[], number[]] = [[], []];
    const skillLinks: [number[], number[]] = [[], []];
    for (const a of batch) {
      const activityId = idBySku.get(a.row.sku);
      if (activityId === undefined) throw new Error(`activity ${a.row.sku} was not inserted`);
      for (const id of a.interestIds) {
        interestLinks[0].push(activityId);
        interestLinks[1].push(id);
      }
      for (const id of a.skillIds) {
        skillLinks[0].push(activityId);
        skillLinks[1].push(id);
      }
    }
    await db.execute(
      sql`INSERT INTO ${activityInterests} (activity_id, interest_id) SELECT * FROM unnest(${sql.param(interestLinks[0])}::int[], ${sql.param(interestLinks[1])}::int[])`,
    );
    await db.execute(
      sql`INSERT INTO ${activitySkillDevelopments} (activity_id, skill_development_id) SELECT * FROM unnest(${sql.param(skillLinks[0])}::int[], ${sql.param(skillLinks[1])}::int[])`,
    );
  }
  return items.length;
}
