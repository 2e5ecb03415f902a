import {
  activitySchema,
  duplicateActivityUpdateSchema,
  type Activity,
  type DuplicateActivity,
  type DuplicateActivityUpdate,
  type DuplicateInheritedField,
} from '@camp/shared/activity';
import {
  ACTIVITY_HAS_DUPLICATES_MESSAGE,
  ACTIVITY_SHARED_DELETE_MESSAGE,
  DIRECTOR_ACTIVITIES_PAGE_SIZE,
  DUPLICATE_OF_DUPLICATE_MESSAGE,
  type DirectorActivity,
  type DirectorActivityList,
} from '@camp/shared/director-activity';
import { formatProgramLocation } from '@camp/shared/director-program';
import { reservedBelowBookedMessage } from '@camp/shared/checkout';
import { toCents } from '@camp/shared/number';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { parseOr422 } from '../../plugins/errors.js';
import { AppError } from '../../lib/app-error.js';
import { generateSku } from '../../lib/sku.js';
import * as repo from '../../data/catalog/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import { activityFields } from '../../data/catalog/activity-fields.js';
import { offerFreedSeats } from '../waitlist/service.js';
import { seatsTakenThroughUs } from '../activity-checkout/seats.js';

export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const PROGRAM_NOT_FOUND = 'Program not found';
const INVALID_OPTION = 'Invalid option';

/** What an activity needs from its program: the id and the address it inherits. */
export type ActivityProgram = Pick<
  repo.ProgramRow,
  'id' | 'address' | 'address2' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'
>;

// ---- mapping ----------------------------------------------------------------------------

function toDto(
  row: repo.ActivityListRow,
  tags: { interests: repo.Named[]; skills: repo.Named[] },
): DirectorActivity {
  const a = row.activity;
  return {
    ...activityFields(a, { provider: row.providerName, parentSku: row.parentSku }),
    activity_provider_id: a.providerId,
    date: [a.startDate, a.endDate],
    parent_activity_id: a.parentActivityId,
    has_duplicates: row.hasDuplicates,
    interest_ids: tags.interests.map((i) => i.id),
    interests: tags.interests,
    skill_development: tags.skills.map((s) => s.id),
    skill_developments: tags.skills,
  };
}

async function toDtos(db: DbOrTx, rows: repo.ActivityListRow[]): Promise<DirectorActivity[]> {
  const tags = await repo.findTagsOf(
    db,
    rows.map((r) => r.activity.id),
  );
  return rows.map((r) =>
    toDto(r, {
      interests: tags.interests.get(r.activity.id) ?? [],
      skills: tags.skills.get(r.activity.id) ?? [],
    }),
  );
}

/** The program's one-line address (the program form's own formatting). */
const programLocation = (program: Omit<ActivityProgram, 'id' | 'latitude' | 'longitude'>) =>
  formatProgramLocation({ ...program, zip_code: program.zipCode });

/** The program's address and coordinates: an activity never keeps a location of its own. */
function locationColumns(program: ActivityProgram) {
  return {
    location: programLocation(program),
    latitude: program.latitude,
    longitude: program.longitude,
  };
}

/** The columns a duplicate submits itself (DUPLICATE_SUBMITTED_FIELDS, location aside). */
function submittedColumns(input: DuplicateActivityUpdate) {
  return {
    url: input.url,
    priceCents: toCents(input.price),
    startDate: input.date[0],
    endDate: input.date[1],
    startTime: input.start_time,
    endTime: input.end_time,
    details: input.details ?? null,
    instructor: input.instructor ?? null,
    campInfoTitle: input.camp_info_title ?? null,
    campInfoTime: input.camp_info_time ?? null,
    totalSeats: input.total_seats ?? null,
    reservedSeats: input.reserved_seats ?? 0,
  } satisfies Partial<repo.NewActivity>;
}

/**
 * The columns behind each inherited field of a duplicate. Typed by the shared list, so a field
 * added to DUPLICATE_INHERITED_FIELDS does not compile until it is mapped here. Interests and
 * skills live in join tables and are copied with them.
 */
const INHERITED_COLUMNS = {
  name: ['name'],
  camp_type: ['campType'],
  description: ['description'],
  other_info: ['otherInfo'],
  grade_level_start: ['gradeLevelStart'],
  grade_level_end: ['gradeLevelEnd'],
  age_level: ['ageMin', 'ageMax'],
  media_link: ['mediaLink'],
  optional_media_link: ['optionalMediaLink'],
  fee: ['feeCents'],
  skill_development: [],
  interest_ids: [],
} as const satisfies Record<DuplicateInheritedField, readonly (keyof repo.ActivityRow)[]>;

function inheritedColumns(parent: repo.ActivityRow): Partial<repo.NewActivity> {
  const values: Record<string, unknown> = {};
  for (const columns of Object.values(INHERITED_COLUMNS)) {
    for (const column of columns) values[column] = parent[column];
  }
  return values as Partial<repo.NewActivity>;
}

/** Every column of the full form (create, and edit of an original). */
function formColumns(input: Activity): Omit<repo.NewActivity, 'providerId' | 'sku' | 'location'> {
  return {
    ...submittedColumns(input),
    name: input.name,
    campType: input.camp_type,
    description: input.description ?? null,
    otherInfo: input.other_info ?? null,
    gradeLevelStart: input.grade_level_start ?? null,
    gradeLevelEnd: input.grade_level_end ?? null,
    ageMin: input.age_level?.[0] ?? null,
    ageMax: input.age_level?.[1] ?? null,
    mediaLink: input.media_link,
    optionalMediaLink: input.optional_media_link ?? null,
    feeCents: toCents(input.fee ?? 0),
  };
}

/**
 * Interests must be activity skill groups, and each skill must belong to one of the chosen
 * groups (the form offers only those). One query for the interests and one for the skills,
 * however many activities are checked.
 */
async function checkTags(
  db: DbOrTx,
  activities: readonly { interest_ids: number[]; skill_development: number[] }[],
): Promise<void> {
  const interests = new Set(
    (
      await repo.findActivityInterests(db, [...new Set(activities.flatMap((a) => a.interest_ids))])
    ).map((i) => i.id),
  );
  const skillGroup = new Map(
    (await repo.findSkills(db, [...new Set(activities.flatMap((a) => a.skill_development))])).map(
      (s) => [s.id, s.interestId],
    ),
  );
  for (const a of activities) {
    if (a.interest_ids.some((id) => !interests.has(id))) {
      throw AppError.field('interest_ids', INVALID_OPTION);
    }
    const chosen = new Set(a.interest_ids);
    if (a.skill_development.some((id) => !chosen.has(skillGroup.get(id) ?? -1))) {
      throw AppError.field('skill_development', INVALID_OPTION);
    }
  }
}

/** The activity interests (skill groups) and their skills, in display order (import template). */
export async function activityTagCatalog(db: DbOrTx) {
  const [interests, skills] = await Promise.all([
    repo.listActivityInterests(db),
    repo.listSkills(db),
  ]);
  return { interests, skills };
}

// ---- ownership --------------------------------------------------------------------------

/** The director's own program, or 404 (another director's program does not exist for them). */
export async function ownProgram(db: DbOrTx, user: CurrentUser, programId: number) {
  const program = await repo.findProgramOfDirector(db, programId, user.id);
  if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);
  return program;
}

async function ownActivity(
  db: DbOrTx,
  user: CurrentUser,
  activityId: number,
  opts: { lock?: boolean } = {},
) {
  const found = await repo.findActivityOfDirector(db, activityId, user.id, opts);
  if (!found) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  return found;
}

async function dtoOf(db: DbOrTx, found: repo.ActivityWithProgram) {
  const [dto] = await toDtos(db, [
    {
      activity: found.activity,
      providerName: found.program.name,
      parentSku: found.parentSku,
      hasDuplicates: await repo.hasDuplicates(db, found.activity.id),
    },
  ]);
  return dto!;
}

// ---- list and read ----------------------------------------------------------------------

export interface ActivityListQuery {
  page?: number | undefined;
  by_sku_search?: string | undefined;
  by_start_date?: string | undefined;
  by_end_date?: string | undefined;
}

export async function listProgramActivities(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  query: ActivityListQuery,
): Promise<DirectorActivityList> {
  const program = await ownProgram(ctx.db, user, programId);
  const filters: repo.ActivityFilters = {
    skuSearch: query.by_sku_search?.trim() || undefined,
    startDate: query.by_start_date,
    endDate: query.by_end_date,
  };
  const total = await repo.countActivities(ctx.db, program.id, filters);
  const pages = Math.max(Math.ceil(total / DIRECTOR_ACTIVITIES_PAGE_SIZE), 1);
  // Past the last page (a delete emptied it) shows the last page.
  const page = Math.min(Math.max(query.page ?? 1, 1), pages);
  const rows = await repo.listActivities(ctx.db, program.id, filters, {
    limit: DIRECTOR_ACTIVITIES_PAGE_SIZE,
    offset: (page - 1) * DIRECTOR_ACTIVITIES_PAGE_SIZE,
  });
  return {
    activities: await toDtos(ctx.db, rows),
    pagy: { count: total, pages, page },
    activity_provider: { id: program.id, name: program.name, location: programLocation(program) },
  };
}

export async function getActivity(
  ctx: AppContext,
  user: CurrentUser,
  activityId: number,
): Promise<DirectorActivity> {
  return dtoOf(ctx.db, await ownActivity(ctx.db, user, activityId));
}

// ---- create -----------------------------------------------------------------------------

/**
 * Inserts validated activities of `program` inside the caller's transaction, with their
 * interests and skills: each gets its own SKU and the program's location (any location in the
 * input is ignored). Unknown interests, or skills outside the chosen interests, throw a 422
 * AppError on `interest_ids` / `skill_development` (two queries however many activities). Used
 * by the form's create and by the bulk import (thousands of rows: the repository's batched
 * unnest insert). Returns the new ids in input order.
 */
export async function createActivitiesInTx(
  tx: Tx,
  program: ActivityProgram,
  activities: readonly Activity[],
): Promise<number[]> {
  await checkTags(tx, activities);
  const location = locationColumns(program);
  return repo.insertActivities(
    tx,
    activities.map((a) => ({
      row: { ...formColumns(a), ...location, providerId: program.id, sku: generateSku(program.id) },
      interestIds: a.interest_ids,
      skillIds: a.skill_development,
    })),
  );
}

/** The activity just inserted, as its form and list show it. */
async function createdDto(
  tx: Tx,
  user: CurrentUser,
  activityId: number,
): Promise<DirectorActivity> {
  const found = await repo.findActivityOfDirector(tx, activityId, user.id);
  if (!found) throw new Error(`activity ${activityId} missing after insert`);
  return dtoOf(tx, found);
}

export async function createActivity(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  input: Activity,
): Promise<DirectorActivity> {
  return ctx.db.transaction(async (tx) => {
    const program = await ownProgram(tx, user, programId);
    const [id] = await createActivitiesInTx(tx, program, [input]);
    return createdDto(tx, user, id!);
  });
}

/** A duplicate of an original activity, in the original's program. */
export async function duplicateActivity(
  ctx: AppContext,
  user: CurrentUser,
  input: DuplicateActivity,
): Promise<DirectorActivity> {
  return ctx.db.transaction(async (tx) => {
    const parent = await ownActivity(tx, user, input.parent_activity_id);
    if (parent.activity.parentActivityId !== null) {
      throw AppError.field('parent_activity_id', DUPLICATE_OF_DUPLICATE_MESSAGE);
    }
    const tags = await repo.findTagsOf(tx, [parent.activity.id]);
    const [id] = await repo.insertActivities(tx, [
      {
        row: {
          ...(inheritedColumns(parent.activity) as Omit<
            repo.NewActivity,
            keyof ReturnType<typeof submittedColumns>
          >),
          ...submittedColumns(input),
          ...locationColumns(parent.program),
          providerId: parent.program.id,
          parentActivityId: parent.activity.id,
          sku: generateSku(parent.program.id),
        },
        interestIds: (tags.interests.get(parent.activity.id) ?? []).map((i) => i.id),
        skillIds: (tags.skills.get(parent.activity.id) ?? []).map((s) => s.id),
      },
    ]);
    return createdDto(tx, user, id!);
  });
}

// ---- update -----------------------------------------------------------------------------

/**
 * Edits an activity. An original takes the whole form, and its duplicates follow its inherited
 * fields; a duplicate takes only its own fields (anything inherited in the body is dropped).
 */
export async function updateActivity(
  ctx: AppContext,
  user: CurrentUser,
  activityId: number,
  body: unknown,
): Promise<DirectorActivity> {
  return ctx.db.transaction(async (tx) => {
    // The row lock also queues this edit behind any checkout taking or giving back a seat.
    const found = await ownActivity(tx, user, activityId, { lock: true });
    const location = locationColumns(found.program);
    if (found.activity.parentActivityId !== null) {
      const input = parseOr422(duplicateActivityUpdateSchema, body);
      const row = await repo.updateActivity(tx, activityId, {
        ...submittedColumns(input),
        ...(await seatColumns(tx, activityId, input)),
        ...location,
      });
      return dtoOf(tx, { ...found, activity: await seatsToWaitlist(tx, ctx, row) });
    }
    const input = parseOr422(activitySchema, body);
    await checkTags(tx, [input]);
    const row = await repo.updateActivity(tx, activityId, {
      ...formColumns(input),
      ...(await seatColumns(tx, activityId, input)),
      ...location,
    });
    const duplicateIds = await repo.findDuplicateIds(tx, activityId);
    await repo.updateActivities(tx, duplicateIds, inheritedColumns(row));
    await repo.replaceTags(
      tx,
      [activityId, ...duplicateIds],
      input.interest_ids,
      input.skill_development,
    );
    return dtoOf(tx, { ...found, activity: await seatsToWaitlist(tx, ctx, row) });
  });
}

/**
 * The reserved seats an edit may store (decision 0062): never fewer than the places paid or held
 * through us, read under the activity's row lock (every checkout takes and gives back seats by
 * updating that row, so the count cannot move until this transaction ends). A stale form that
 * would count fewer is refused (422); without a seat limit the form cannot count reserved seats,
 * so ours are kept.
 */
async function seatColumns(
  tx: Tx,
  activityId: number,
  input: { total_seats?: number | null | undefined; reserved_seats?: number | null | undefined },
): Promise<{ reservedSeats: number }> {
  const booked = await seatsTakenThroughUs(tx, activityId);
  const reserved = input.reserved_seats ?? 0;
  if (input.total_seats === null || input.total_seats === undefined)
    return { reservedSeats: Math.max(reserved, booked) };
  if (reserved < booked) throw AppError.field('reserved_seats', reservedBelowBookedMessage(booked));
  return { reservedSeats: reserved };
}

/**
 * Seats the edit freed (more seats, fewer reserved) go to the activity's waitlist first
 * (decision 0063); the answer counts the seats those offers took.
 */
async function seatsToWaitlist<R extends { id: number; reservedSeats: number }>(
  tx: DbOrTx,
  ctx: AppContext,
  row: R,
): Promise<R> {
  const offers = await offerFreedSeats(tx, ctx, row.id);
  return offers === 0 ? row : { ...row, reservedSeats: row.reservedSeats + offers };
}

// ---- delete -----------------------------------------------------------------------------

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(err: unknown): boolean {
  const codes = [err, (err as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes(FOREIGN_KEY_VIOLATION);
}

/**
 * Refused while the activity has duplicates, and once it has been shared with parents (on an
 * itinerary or in a friend invitation: docs/decisions/0012-activity-delete-rules.md).
 */
export async function deleteActivity(
  ctx: AppContext,
  user: CurrentUser,
  activityId: number,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await ownActivity(tx, user, activityId, { lock: true });
      if (await repo.hasDuplicates(tx, activityId)) {
        throw AppError.conflict(ACTIVITY_HAS_DUPLICATES_MESSAGE);
      }
      if (await itinerariesRepo.isSharedWithParents(tx, activityId)) {
        throw AppError.conflict(ACTIVITY_SHARED_DELETE_MESSAGE);
      }
      await repo.deleteActivity(tx, activityId);
    });
  } catch (err) {
    // A duplicate or an itinerary row added between the checks and the delete: the foreign
    // keys refuse it; answer as the checks would have.
    if (!isForeignKeyViolation(err)) throw err;
    const stillDuplicated = await repo.hasDuplicates(ctx.db, activityId);
    throw AppError.conflict(
      stillDuplicated ? ACTIVITY_HAS_DUPLICATES_MESSAGE : ACTIVITY_SHARED_DELETE_MESSAGE,
    );
  }
}
