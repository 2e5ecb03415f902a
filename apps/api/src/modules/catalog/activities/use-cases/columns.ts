import {
  ACTIVITY_MESSAGES,
  type Activity,
  type DuplicateActivityUpdate,
  type DuplicateInheritedField,
} from '@camp/shared/activity';
import { formatProgramLocation } from '@camp/shared/director-program';
import { TAXONOMY_MESSAGES } from '@camp/shared/taxonomy';
import { toCents } from '@camp/shared/number';
import {
  defaultMeetingDays,
  meetingSpan,
  normalizeMeetingDays,
  type Weekday,
} from '@camp/shared/meeting-days';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/catalog/repository.js';
import * as campTypesRepo from '../../../../data/catalog/camp-types.js';

// The columns an activity is written with: what the director submits, what a duplicate
// inherits from its original, and the program's address every activity keeps.

/** What an activity needs from its program: the id and the address it inherits. */
export type ActivityProgram = Pick<
  repo.ProgramRow,
  'id' | 'address' | 'address2' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'
>;

export const INVALID_OPTION = 'Invalid option';

/** The program's one-line address (the program form's own formatting). */
export const programLocation = (program: Omit<ActivityProgram, 'id' | 'latitude' | 'longitude'>) =>
  formatProgramLocation({ ...program, zip_code: program.zipCode });

/** The program's address and coordinates: an activity never keeps a location of its own. */
export function locationColumns(program: ActivityProgram) {
  return {
    location: programLocation(program),
    latitude: program.latitude,
    longitude: program.longitude,
  };
}

/**
 * The meeting days to store: the ones the request gives; else, for a request that does not say
 * (an older client), the days already stored (the activity's own on an edit, the original's on a
 * new duplicate) while they still meet between the new dates; else `defaultMeetingDays` for the
 * dates and camp type.
 */
export function meetingDaysOf(
  input: { date: [string, string]; meeting_days?: Weekday[] | undefined },
  campType: string,
  stored?: readonly string[],
): Weekday[] {
  if (input.meeting_days) return input.meeting_days;
  const [start, end] = input.date;
  const kept = stored ? normalizeMeetingDays(stored) : null;
  if (kept && meetingSpan(start, end, kept)) return kept;
  return defaultMeetingDays(start, end, campType);
}

/**
 * The columns a duplicate submits itself (DUPLICATE_SUBMITTED_FIELDS, location aside); the camp
 * type (the duplicate's inherited one on a duplicate) picks the default meeting days.
 */
export function submittedColumns(
  input: DuplicateActivityUpdate,
  campType: string,
  storedDays?: readonly string[],
) {
  return {
    url: input.url,
    priceCents: toCents(input.price),
    startDate: input.date[0],
    endDate: input.date[1],
    meetingDays: meetingDaysOf(input, campType, storedDays),
    startTime: input.start_time,
    endTime: input.end_time,
    details: input.details ?? null,
    whatToBring: input.what_to_bring ?? null,
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
export const INHERITED_COLUMNS = {
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

export function inheritedColumns(parent: repo.ActivityRow): Partial<repo.NewActivity> {
  const values: Record<string, unknown> = {};
  for (const columns of Object.values(INHERITED_COLUMNS)) {
    for (const column of columns) values[column] = parent[column];
  }
  return values as Partial<repo.NewActivity>;
}

/** Every column of the full form (create, and edit of an original). */
export function formColumns(
  input: Activity,
  storedDays?: readonly string[],
): Omit<repo.NewActivity, 'providerId' | 'sku' | 'location'> {
  return {
    ...submittedColumns(input, input.camp_type, storedDays),
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
 * groups (the form offers only those). A retired interest or skill is refused (422) unless the
 * activity already has it (`kept`: an edit keeps what it had). The rows are share-locked until
 * the transaction ends, so an admin's retirement waits for the write that relies on them. One
 * query for the interests and one for the skills, however many activities are checked.
 */
export async function checkTags(
  db: DbOrTx,
  activities: readonly { interest_ids: number[]; skill_development: number[] }[],
  kept: { interestIds: readonly number[]; skillIds: readonly number[] } = {
    interestIds: [],
    skillIds: [],
  },
): Promise<void> {
  const interests = new Map(
    (
      await repo.findActivityInterests(db, [...new Set(activities.flatMap((a) => a.interest_ids))])
    ).map((i) => [i.id, i]),
  );
  const skills = new Map(
    (await repo.findSkills(db, [...new Set(activities.flatMap((a) => a.skill_development))])).map(
      (s) => [s.id, s],
    ),
  );
  const keptInterests = new Set(kept.interestIds);
  const keptSkills = new Set(kept.skillIds);
  for (const a of activities) {
    if (a.interest_ids.some((id) => !interests.has(id))) {
      throw AppError.field('interest_ids', INVALID_OPTION);
    }
    const chosen = new Set(a.interest_ids);
    if (a.skill_development.some((id) => !chosen.has(skills.get(id)?.interestId ?? -1))) {
      throw AppError.field('skill_development', INVALID_OPTION);
    }
    if (a.interest_ids.some((id) => interests.get(id)!.retired && !keptInterests.has(id))) {
      throw AppError.field('interest_ids', TAXONOMY_MESSAGES.interestRetired);
    }
    if (a.skill_development.some((id) => skills.get(id)!.retired && !keptSkills.has(id))) {
      throw AppError.field('skill_development', TAXONOMY_MESSAGES.skillRetired);
    }
  }
}

/**
 * A camp type chosen for an activity must be offered: unknown names and retired camp types are
 * refused (422 on `camp_type`), except the one the activity already has (`kept`), which it keeps
 * when retired. The camp types are share-locked until the transaction ends, so an admin's rename
 * or retirement waits for the write that relies on them.
 */
export async function checkCampTypes(
  tx: DbOrTx,
  activities: readonly { camp_type: string }[],
  kept?: string,
): Promise<void> {
  const rows = await campTypesRepo.shareCampTypes(
    tx,
    activities.map((a) => a.camp_type),
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const a of activities) {
    const row = byName.get(a.camp_type);
    if (!row) throw AppError.field('camp_type', ACTIVITY_MESSAGES.campTypeInvalid);
    if (row.retiredAt !== null && row.name !== kept) {
      throw AppError.field('camp_type', ACTIVITY_MESSAGES.campTypeRetired);
    }
  }
}
