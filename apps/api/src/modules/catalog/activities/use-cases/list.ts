import {
  DIRECTOR_ACTIVITIES_PAGE_SIZE,
  type DirectorActivity,
  type DirectorActivityList,
} from '@camp/shared/director-activity';
import type { AppContext } from '../../../../context.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as repo from '../../../../data/catalog/repository.js';
import { programLocation } from './columns.js';
import { dtoOf, ownActivity, ownProgram, toDtos } from './shared.js';

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
