import { type DirectorActivity } from '@camp/shared/director-activity';
import type { DbOrTx } from '../../../../db/client.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/catalog/repository.js';
import * as campTypesRepo from '../../../../data/catalog/camp-types.js';
import { activityFields } from '../../../../data/catalog/activity-fields.js';

export type { ActivityProgram } from './columns.js';

// What the activities' use cases share: an activity as the director's pages show it, and the
// lookups of the director's own program and activity.

export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const PROGRAM_NOT_FOUND = 'Program not found';

// ---- mapping ----------------------------------------------------------------------------

function toDto(
  row: repo.ActivityListRow,
  tags: { interests: repo.Named[]; skills: (repo.Named & { interestId?: number })[] },
): DirectorActivity {
  const a = row.activity;
  return {
    ...activityFields(a, { provider: row.providerName, parentSku: row.parentSku }),
    activity_provider_id: a.providerId,
    date: [a.startDate, a.endDate],
    parent_activity_id: a.parentActivityId,
    has_duplicates: row.hasDuplicates,
    unpublished_at: a.unpublishedAt?.toISOString() ?? null,
    interest_ids: tags.interests.map((i) => i.id),
    interests: tags.interests,
    skill_development: tags.skills.map((s) => s.id),
    skill_developments: tags.skills.map((s) => ({
      id: s.id,
      name: s.name,
      ...(s.interestId !== undefined ? { interest_id: s.interestId } : {}),
    })),
  };
}

export async function toDtos(
  db: DbOrTx,
  rows: repo.ActivityListRow[],
): Promise<DirectorActivity[]> {
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

/** The activity interests (skill groups) and their skills, in display order (import template). */
export async function activityTagCatalog(db: DbOrTx) {
  const [interests, skills, campTypes] = await Promise.all([
    repo.listActivityInterests(db),
    repo.listSkills(db),
    campTypesRepo.listCampTypes(db),
  ]);
  return {
    interests,
    skills,
    campTypes: campTypes.map((c) => ({ name: c.name, retired: c.retiredAt !== null })),
  };
}

// ---- ownership --------------------------------------------------------------------------

/** The director's own program, or 404 (another director's program does not exist for them). */
export async function ownProgram(db: DbOrTx, user: CurrentUser, programId: number) {
  const program = await repo.findProgramOfDirector(db, programId, user.id);
  if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);
  return program;
}

export async function ownActivity(
  db: DbOrTx,
  user: CurrentUser,
  activityId: number,
  opts: { lock?: boolean } = {},
) {
  const found = await repo.findActivityOfDirector(db, activityId, user.id, opts);
  if (!found) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  return found;
}

export async function dtoOf(db: DbOrTx, found: repo.ActivityWithProgram) {
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
