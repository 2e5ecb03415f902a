import { TAXONOMY_MESSAGES, type AdminCampType, type CampTypeList } from '@camp/shared/taxonomy';
import type { AppContext } from '../../../../context.js';
import * as repo from '../../../../data/catalog/camp-types.js';
import * as familiesRepo from '../../../../data/families/repository.js';
import { changeTaxonomy, found } from './change.js';

const view = (row: repo.CampTypeRow, uses: number): AdminCampType => ({
  id: row.id,
  name: row.name,
  retired_at: row.retiredAt?.toISOString() ?? null,
  activities_count: uses,
});

/** GET /api/v1/camp_types: the names offered for new choices, in list order (anyone). */
export async function listOfferedCampTypes(ctx: AppContext): Promise<CampTypeList> {
  return { camp_types: await repo.offeredCampTypeNames(ctx.db) };
}

/** GET /api/v1/admins/camp_types: every camp type, retired ones too, with its activities. */
export async function listCampTypes(ctx: AppContext): Promise<{ camp_types: AdminCampType[] }> {
  const rows = await repo.campTypesWithCounts(ctx.db);
  return { camp_types: rows.map((r) => view(r.campType, r.uses)) };
}

async function usesOf(ctx: AppContext, id: number): Promise<number> {
  const rows = await repo.campTypesWithCounts(ctx.db);
  return rows.find((r) => r.campType.id === id)?.uses ?? 0;
}

const base = { entityType: 'camp_types', taken: TAXONOMY_MESSAGES.campTypeTaken } as const;

const lock = (id: number) => async (tx: Parameters<typeof repo.lockCampType>[0]) =>
  found(await repo.lockCampType(tx, id), TAXONOMY_MESSAGES.notFound);

/** POST /api/v1/admins/camp_types: a new camp type at the end of the list. */
export async function addCampType(
  ctx: AppContext,
  actorId: number,
  name: string,
): Promise<AdminCampType> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'camp_type_added',
    before: async () => undefined,
    apply: (tx) => repo.insertCampType(tx, name),
  });
  return view(row, 0);
}

/**
 * PUT /api/v1/admins/camp_types/:id: a new name, carried in the same transaction to every
 * activity that has it (the foreign key's ON UPDATE CASCADE) and to every questionnaire answer
 * that chose it.
 */
export async function renameCampType(
  ctx: AppContext,
  actorId: number,
  id: number,
  name: string,
): Promise<AdminCampType> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'camp_type_renamed',
    before: lock(id),
    apply: async (tx, before) => {
      const after = await repo.updateCampType(tx, id, { name });
      if (before!.name !== after.name) {
        await familiesRepo.renameCampTypeAnswers(tx, before!.name, after.name);
      }
      return after;
    },
  });
  return view(row, await usesOf(ctx, id));
}

/**
 * POST (retire) / DELETE (un-retire) /api/v1/admins/camp_types/:id/retirement. A retired camp
 * type is refused for new activities and imports; the activities that have it keep it.
 */
export async function setCampTypeRetired(
  ctx: AppContext,
  actorId: number,
  id: number,
  retired: boolean,
): Promise<AdminCampType> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: retired ? 'camp_type_retired' : 'camp_type_unretired',
    before: lock(id),
    apply: (tx, before) =>
      repo.updateCampType(tx, id, {
        retiredAt: retired ? (before!.retiredAt ?? ctx.now()) : null,
      }),
  });
  return view(row, await usesOf(ctx, id));
}
