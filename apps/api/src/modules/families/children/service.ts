import {
  CHILD_PROFILE_MESSAGES as M,
  EMPTY_CHILD_HEALTH,
  ageOn,
  todayIso,
  type ChildHealth,
  type ChildProfile,
  type ChildProfileList,
  type ChildProfileValues,
} from '@camp/shared/child-profile';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as auditRepo from '../../../data/audit/repository.js';
import * as familiesRepo from '../../../data/families/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import * as workloadRepo from '../../../data/itineraries/workload.js';
import { healthRing, openHealth, sealHealth } from './health-box.js';

const HEALTH_KEYS = Object.keys(EMPTY_CHILD_HEALTH) as (keyof ChildHealth)[];

/** What the audit trail names a read of a child's profile by someone other than the family. */
export const CHILD_PROFILE_READ = 'child_profile_read';

function toProfile(ctx: AppContext, row: familiesRepo.ChildRow): ChildProfile {
  const health: ChildHealth =
    row.healthKeyId && row.healthDataKey && row.healthSealed
      ? {
          ...EMPTY_CHILD_HEALTH,
          ...(JSON.parse(
            openHealth(healthRing(ctx.config), row.id, {
              keyId: row.healthKeyId,
              dataKey: row.healthDataKey,
              sealed: row.healthSealed,
            }),
          ) as Partial<ChildHealth>),
        }
      : EMPTY_CHILD_HEALTH;
  return {
    id: row.id,
    first_name: row.firstName,
    date_of_birth: row.dateOfBirth,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, todayIso(ctx.now())) : row.age,
    rising_grade_level: row.risingGradeLevel,
    health,
    emergency_contacts: row.emergencyContacts,
    authorized_pickups: row.authorizedPickups,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every column a profile's form writes, the health answers sealed for the row. */
function columns(ctx: AppContext, id: number, input: ChildProfileValues) {
  // Only the known answers are sealed, each one null when blank.
  const health = Object.fromEntries(
    HEALTH_KEYS.map((key) => [key, input.health[key] ?? null]),
  ) as ChildHealth;
  return {
    firstName: input.first_name,
    dateOfBirth: input.date_of_birth,
    risingGradeLevel: input.rising_grade_level,
    emergencyContacts: input.emergency_contacts,
    authorizedPickups: input.authorized_pickups,
    ...sealHealth(healthRing(ctx.config), id, JSON.stringify(health)),
  };
}

async function ownOr404(db: DbOrTx, id: number, parentId: number, lock = false) {
  const row = await familiesRepo.findOwnChild(db, id, parentId, { lock });
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

// ---- the family ------------------------------------------------------------------------------

/** The parent's children, the first added first. */
export async function listChildren(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<ChildProfileList> {
  const rows = await familiesRepo.childrenOfParent(ctx.db, parent.id);
  return { children: rows.map((row) => toProfile(ctx, row)) };
}

export async function getChild(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<ChildProfile> {
  return toProfile(ctx, await ownOr404(ctx.db, id, parent.id));
}

/** A new child: the row first, then its health answers sealed for the row's id. */
export async function createChild(
  ctx: AppContext,
  parent: CurrentUser,
  input: ChildProfileValues,
): Promise<ChildProfile> {
  return ctx.db.transaction(async (tx) => {
    const row = await familiesRepo.insertChildProfile(tx, parent.id, {
      firstName: input.first_name,
      dateOfBirth: input.date_of_birth,
    });
    return toProfile(
      ctx,
      await familiesRepo.updateChildProfile(tx, row.id, columns(ctx, row.id, input)),
    );
  });
}

/**
 * Replaces the profile. Always open to the family: a questionnaire keeps its own copy of the
 * child's name, age and grade, and that copy is what an approved itinerary freezes.
 */
export async function updateChild(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
  input: ChildProfileValues,
): Promise<ChildProfile> {
  return ctx.db.transaction(async (tx) => {
    await ownOr404(tx, id, parent.id, true);
    return toProfile(ctx, await familiesRepo.updateChildProfile(tx, id, columns(ctx, id, input)));
  });
}

// ---- staff and providers: read only, each read audited --------------------------------------

/**
 * A child's profile for someone other than the family, when `mayRead` says they may: otherwise
 * 404, as for a child that does not exist. The read is recorded in the audit trail in the same
 * transaction, so no profile is answered without its record.
 */
async function readAudited(
  ctx: AppContext,
  reader: CurrentUser,
  id: number,
  mayRead: (tx: DbOrTx, child: familiesRepo.ChildRow) => Promise<boolean>,
): Promise<ChildProfile> {
  return ctx.db.transaction(async (tx) => {
    const child = await familiesRepo.findChild(tx, id);
    if (!child || !(await mayRead(tx, child))) throw AppError.notFound(M.notFound);
    const profile = toProfile(ctx, child);
    await auditRepo.insert(tx, {
      actorId: reader.id,
      entityType: 'children',
      entityId: child.id,
      action: CHILD_PROFILE_READ,
      data: { role: reader.role, parent_id: child.parentId },
    });
    return profile;
  });
}

/** The specialist assigned to one of the family's itineraries reads the family's children. */
export function readChildAsSpecialist(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
): Promise<ChildProfile> {
  return readAudited(ctx, specialist, id, (tx, child) =>
    workloadRepo.specialistAssignedToParent(tx, specialist.id, child.parentId),
  );
}

/** A director reads a child with a paid place in one of their programs' activities. */
export function readChildAsDirector(
  ctx: AppContext,
  director: CurrentUser,
  id: number,
): Promise<ChildProfile> {
  return readAudited(ctx, director, id, (tx) =>
    itinerariesRepo.childBookedWithDirector(tx, id, director.id),
  );
}

/**
 * The profiles of children on a director's roster, in `tx`: the caller has checked that each holds
 * a paid place in the director's activity. Each child's read is recorded in the audit trail like
 * the single read, with `context` (what the roster was for) in its data.
 */
export async function readRosterChildren(
  ctx: AppContext,
  tx: DbOrTx,
  reader: CurrentUser,
  ids: readonly number[],
  context: Record<string, unknown>,
): Promise<ChildProfile[]> {
  if (ids.length === 0) return [];
  const rows = await familiesRepo.findChildren(tx, ids);
  const profiles = rows.map((row) => toProfile(ctx, row));
  for (const row of rows) {
    await auditRepo.insert(tx, {
      actorId: reader.id,
      entityType: 'children',
      entityId: row.id,
      action: CHILD_PROFILE_READ,
      data: { role: reader.role, parent_id: row.parentId, ...context },
    });
  }
  return profiles;
}
