import type { Readable } from 'node:stream';
import { PROVIDER_LIST_EXPORT_MAX_ROWS } from '@camp/shared/provider-standing';
import type { AppContext } from '../../../../context.js';
import { toCsv } from '../../../../lib/csv.js';
import { programActivities, providerImports, providerPrograms } from './programs.js';

/**
 * The provider page's lists as CSV, with the columns and order the page shows (toCsv keeps
 * formulas from running): its programs, one program's activities (by start date, at most
 * PROVIDER_LIST_EXPORT_MAX_ROWS) and its imports (newest first). An unknown provider or
 * program is a 404, as for the lists.
 */
export async function exportProviderPrograms(ctx: AppContext, userId: number): Promise<Readable> {
  const { programs } = await providerPrograms(ctx, userId);
  return toCsv(
    ['id', 'name', 'city', 'activity_count', 'unpublished_count', 'unpublished_at'],
    programs.map((p) => [
      p.id,
      p.name,
      p.city,
      p.activity_count,
      p.unpublished_count,
      p.unpublished_at,
    ]),
  );
}

export async function exportProgramActivities(
  ctx: AppContext,
  programId: number,
): Promise<Readable> {
  const { activities } = await programActivities(ctx, programId, 1, PROVIDER_LIST_EXPORT_MAX_ROWS);
  return toCsv(
    ['id', 'name', 'sku', 'start_date', 'end_date', 'unpublished_at'],
    activities.map((a) => [a.id, a.name, a.sku, a.start_date, a.end_date, a.unpublished_at]),
  );
}

export async function exportProviderImports(ctx: AppContext, userId: number): Promise<Readable> {
  const { imports } = await providerImports(ctx, userId);
  return toCsv(
    ['id', 'program_id', 'program_name', 'activity_count', 'created_at', 'undone_at'],
    imports
      .slice(0, PROVIDER_LIST_EXPORT_MAX_ROWS)
      .map((i) => [
        i.id,
        i.program_id,
        i.program_name,
        i.activity_count,
        i.created_at,
        i.undone_at,
      ]),
  );
}
