import { type Activity, type DuplicateActivity } from '@camp/shared/activity';
import {
  DUPLICATE_OF_DUPLICATE_MESSAGE,
  type DirectorActivity,
} from '@camp/shared/director-activity';
import type { AppContext } from '../../../../context.js';
import type { Tx } from '../../../../db/client.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { AppError } from '../../../../lib/app-error.js';
import { generateSku } from '../../../../lib/sku.js';
import * as repo from '../../../../data/catalog/repository.js';
import {
  type ActivityProgram,
  checkCampTypes,
  checkTags,
  formColumns,
  inheritedColumns,
  locationColumns,
  submittedColumns,
} from './columns.js';
import { dtoOf, ownActivity, ownProgram } from './shared.js';

/**
 * Inserts validated activities of `program` inside the caller's transaction, with their
 * interests and skills: each gets its own SKU and the program's location (any location in the
 * input is ignored). Unknown interests, or skills outside the chosen interests, throw a 422
 * AppError on `interest_ids` / `skill_development`, an unknown or retired camp type one on
 * `camp_type` (three queries however many activities). Used
 * by the form's create and by the bulk import (thousands of rows: the repository's batched
 * unnest insert). Returns the new ids in input order.
 */
export async function createActivitiesInTx(
  tx: Tx,
  program: ActivityProgram,
  activities: readonly Activity[],
): Promise<number[]> {
  await checkTags(tx, activities);
  await checkCampTypes(tx, activities);
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
          ...submittedColumns(input, parent.activity.campType, parent.activity.meetingDays),
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
