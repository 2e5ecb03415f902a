import { TAXONOMY_MESSAGES, type AdminInterest, type InterestCreate } from '@camp/shared/taxonomy';
import type { AppContext } from '../../../../context.js';
import * as repo from '../../../../data/catalog/taxonomy.js';
import { changeTaxonomy, found } from './change.js';

const view = (row: repo.InterestRow, uses: number): AdminInterest => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  retired_at: row.retiredAt?.toISOString() ?? null,
  activities_count: uses,
});

/** GET /api/v1/admins/interests: every interest, retired ones too, with how often it is used. */
export async function listInterests(ctx: AppContext): Promise<{ interests: AdminInterest[] }> {
  const rows = await repo.interestsWithCounts(ctx.db);
  return { interests: rows.map((r) => view(r.interest, r.uses)) };
}

async function usesOf(ctx: AppContext, id: number): Promise<number> {
  const rows = await repo.interestsWithCounts(ctx.db);
  return rows.find((r) => r.interest.id === id)?.uses ?? 0;
}

const base = {
  entityType: 'interests',
  taken: TAXONOMY_MESSAGES.interestTaken,
} as const;

const lock = (id: number) => async (tx: Parameters<typeof repo.lockInterest>[0]) =>
  found(await repo.lockInterest(tx, id), TAXONOMY_MESSAGES.notFound);

/** POST /api/v1/admins/interests: a new interest at the end of its list. */
export async function addInterest(
  ctx: AppContext,
  actorId: number,
  input: InterestCreate,
): Promise<AdminInterest> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'interest_added',
    before: async () => undefined,
    apply: (tx) => repo.insertInterest(tx, input),
  });
  return view(row, 0);
}

/** PUT /api/v1/admins/interests/:id: a new name (activities that have it show the new one). */
export async function renameInterest(
  ctx: AppContext,
  actorId: number,
  id: number,
  name: string,
): Promise<AdminInterest> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: 'interest_renamed',
    before: lock(id),
    apply: (tx) => repo.updateInterest(tx, id, { name }),
  });
  return view(row, await usesOf(ctx, id));
}

/**
 * POST (retire) / DELETE (un-retire) /api/v1/admins/interests/:id/retirement. A retired interest
 * is no longer offered for new choices; activities and programs that have it keep it. Doing it
 * twice changes nothing but still answers the interest as it is.
 */
export async function setInterestRetired(
  ctx: AppContext,
  actorId: number,
  id: number,
  retired: boolean,
): Promise<AdminInterest> {
  const row = await changeTaxonomy(ctx, actorId, {
    ...base,
    action: retired ? 'interest_retired' : 'interest_unretired',
    before: lock(id),
    apply: (tx, before) =>
      repo.updateInterest(tx, id, {
        retiredAt: retired ? (before!.retiredAt ?? ctx.now()) : null,
      }),
  });
  return view(row, await usesOf(ctx, id));
}
