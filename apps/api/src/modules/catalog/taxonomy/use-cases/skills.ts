import { TAXONOMY_MESSAGES, type AdminSkill, type SkillCreate } from '@camp/shared/taxonomy';
import type { AppContext } from '../../../../context.js';
import * as repo from '../../../../data/catalog/taxonomy.js';
import { AppError } from '../../../../lib/app-error.js';
import { changeTaxonomy, found } from './change.js';

const view = (row: repo.SkillRow, uses: number): AdminSkill => ({
  id: row.id,
  name: row.name,
  interest_id: row.interestId,
  retired_at: row.retiredAt?.toISOString() ?? null,
  activities_count: uses,
});

/** GET /api/v1/admins/skills: every skill, retired ones too, with how many activities use it. */
export async function listSkills(ctx: AppContext): Promise<{ skills: AdminSkill[] }> {
  const rows = await repo.skillsWithCounts(ctx.db);
  return { skills: rows.map((r) => view(r.skill, r.uses)) };
}

async function usesOf(ctx: AppContext, id: number): Promise<number> {
  const rows = await repo.skillsWithCounts(ctx.db);
  return rows.find((r) => r.skill.id === id)?.uses ?? 0;
}

const base = {
  entityType: 'skill_developments',
  taken: TAXONOMY_MESSAGES.skillTaken,
} as const;

const lock = (id: number) => async (tx: Parameters<typeof repo.lockSkill>[0]) =>
  found(await repo.lockSkill(tx, id), TAXONOMY_MESSAGES.notFound);

/** POST /api/v1/admins/skills: a new skill at the end of its skill group (an activity interest). */
export async function addSkill(
  ctx: AppContext,
  actorId: number,
  input: SkillCreate,
): Promise<AdminSkill> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'skill_added',
    before: async () => undefined,
    apply: async (tx) => {
      const group = await repo.lockInterest(tx, input.interest_id);
      if (group?.kind !== 'activity') {
        throw AppError.field('interest_id', TAXONOMY_MESSAGES.groupInvalid);
      }
      return repo.insertSkill(tx, { name: input.name, interestId: group.id });
    },
  });
  return view(row, 0);
}

/** PUT /api/v1/admins/skills/:id: a new name (activities that have it show the new one). */
export async function renameSkill(
  ctx: AppContext,
  actorId: number,
  id: number,
  name: string,
): Promise<AdminSkill> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'skill_renamed',
    before: lock(id),
    apply: (tx) => repo.updateSkill(tx, id, { name }),
  });
  return view(row, await usesOf(ctx, id));
}

/**
 * POST (retire) / DELETE (un-retire) /api/v1/admins/skills/:id/retirement. A retired skill is no
 * longer offered for new choices; activities that have it keep it.
 */
export async function setSkillRetired(
  ctx: AppContext,
  actorId: number,
  id: number,
  retired: boolean,
): Promise<AdminSkill> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: retired ? 'skill_retired' : 'skill_unretired',
    before: lock(id),
    apply: (tx, before) =>
      repo.updateSkill(tx, id, { retiredAt: retired ? (before!.retiredAt ?? ctx.now()) : null }),
  });
  return view(row, await usesOf(ctx, id));
}
