import { BULK_UPLOAD_INVALID } from '@camp/shared/upload';
import type { ImportActivitiesResult } from '@camp/shared/activity-import';
import { formatProgramLocation } from '@camp/shared/director-program';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/app-error.js';
import { FILE_LABEL, IMPORT_MESSAGES } from './limits.js';
import { parseActivities, type Catalog } from './parse.js';
import { buildTemplate, type InterestWithSkills } from './template.js';
import { openXlsxPackage, ZipRejected, type XlsxPackage } from './xlsx-package.js';
import * as activities from '../activities/service.js';
import * as repo from '../../../data/catalog/repository.js';

export { undoImport, listImports } from './undo.js';

export { PROGRAM_NOT_FOUND } from '../activities/service.js';

const fileError = (message: string, status = 422) =>
  new AppError(status, { [FILE_LABEL]: [message] }, 'validation');

const loadCatalog = (ctx: AppContext): Promise<Catalog> => activities.activityTagCatalog(ctx.db);

/**
 * The import template (.xlsx) with today's example row and the offered camp types and the current
 * interests and skills.
 */
export async function activitiesTemplate(ctx: AppContext): Promise<Buffer> {
  const { interests, skills, campTypes } = await loadCatalog(ctx);
  const withSkills: InterestWithSkills[] = interests.map((i) => ({
    name: i.name,
    skills: skills.filter((s) => s.interestId === i.id).map((s) => s.name),
  }));
  const offered = campTypes.filter((c) => !c.retired).map((c) => c.name);
  return buildTemplate(ctx.now(), withSkills, offered);
}

/**
 * Refuses what is not an .xlsx workbook (by content, not by name) and what would inflate past
 * the limits, before any worksheet is parsed.
 */
async function openPackage(file: Buffer): Promise<XlsxPackage> {
  try {
    return await openXlsxPackage(file);
  } catch (err) {
    if (!(err instanceof ZipRejected)) throw err;
    throw fileError(
      err.reason === 'too_large' ? IMPORT_MESSAGES.contentTooLarge : BULK_UPLOAD_INVALID,
    );
  }
}

/**
 * Bulk import of activities into the director's own program from an .xlsx file (the template's
 * columns). Every row is checked with the activity form's rules; any error rejects the whole file
 * (422, errors labelled 'Row N, Column') and nothing is written. Otherwise all rows are created in
 * one transaction, each with its own SKU and the program's location.
 */
export async function importActivities(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  readFile: () => Promise<Buffer>,
): Promise<ImportActivitiesResult> {
  const program = await activities.ownProgram(ctx.db, user, programId);

  const pkg = await openPackage(await readFile());
  const result = parseActivities(pkg, {
    location: formatProgramLocation({ ...program, zip_code: program.zipCode }),
    catalog: await loadCatalog(ctx),
  });
  if (!result.ok) throw new AppError(result.status, result.errors, 'validation');

  // The activity form's own create (the same columns, SKUs, location and interest/skill checks),
  // whose batched unnest insert keeps 5,000 rows well inside the 5 s budget
  // (docs/benchmarks.md).
  // The import is recorded with its activities so that it can be undone as a whole.
  const { count, importId } = await ctx.db.transaction(async (tx) => {
    const ids = await activities.createActivitiesInTx(tx, program, result.activities);
    const made = await repo.insertImport(tx, {
      providerId: program.id,
      userId: user.id,
      activityIds: ids,
    });
    return { count: ids.length, importId: made };
  });
  ctx.log.info({ programId, count, importId }, 'activities imported');
  return { success: true, count, import_id: importId };
}
