import { BULK_UPLOAD_INVALID } from '@camp/shared/upload';
import { programLocation } from '@camp/shared/director-activity';
import type { AppContext } from '../../context.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { AppError } from '../../lib/app-error.js';
import type { Activity } from '@camp/shared/activity';
import { toCents } from '@camp/shared/number';
import { generateSku } from '../../lib/sku.js';
import { FILE_LABEL, IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './limits.js';
import { parseActivities, type Catalog } from './parse.js';
import { buildTemplate, type InterestWithSkills } from './template.js';
import { maxWorksheetRows, openXlsxPackage, ZipRejected, type XlsxPackage } from './xlsx-zip.js';
import * as repo from './repository.js';

export const PROGRAM_NOT_FOUND = 'Program not found';

const fileError = (message: string, status = 422) =>
  new AppError(status, { [FILE_LABEL]: [message] }, 'validation');

async function loadCatalog(ctx: AppContext): Promise<Catalog> {
  const [interests, skills] = await Promise.all([
    repo.listActivityInterests(ctx.db),
    repo.listSkills(ctx.db),
  ]);
  return { interests, skills };
}

/** The import template (.xlsx) with today's example row and the current interests and skills. */
export async function activitiesTemplate(ctx: AppContext): Promise<Buffer> {
  const { interests, skills } = await loadCatalog(ctx);
  const withSkills: InterestWithSkills[] = interests.map((i) => ({
    name: i.name,
    skills: skills.filter((s) => s.interestId === i.id).map((s) => s.name),
  }));
  return buildTemplate(ctx.now(), withSkills);
}

/**
 * Refuses what is not an .xlsx workbook (by content, not by name) and what would inflate past
 * the limits, before the spreadsheet library parses anything.
 */
function openPackage(file: Buffer): XlsxPackage {
  let pkg: XlsxPackage;
  try {
    pkg = openXlsxPackage(file);
  } catch (err) {
    if (!(err instanceof ZipRejected)) throw err;
    throw fileError(
      err.reason === 'too_large' ? IMPORT_MESSAGES.contentTooLarge : BULK_UPLOAD_INVALID,
    );
  }
  // The header row plus the activities.
  if (maxWorksheetRows(pkg) > MAX_IMPORT_ROWS + 1) throw fileError(IMPORT_MESSAGES.tooManyRows);
  return pkg;
}

/**
 * The columns of one validated row: the same mapping as the activity form's create
 * (director-activities formColumns). The import has its own bulk insert (repository
 * insertActivitiesBulk, unnest arrays) rather than director-activities' createActivitiesInTx
 * (multi-row VALUES in chunks of 500 with RETURNING *): for 5,000 rows on PostgreSQL that was
 * 2.7 s against 1.0 s here, too much of the 5 s budget (docs/benchmarks.md). Interests and skills
 * are already resolved from the catalog while validating.
 */
function toInsert(
  a: Activity,
  programId: number,
  location: { location: string; latitude: number | null; longitude: number | null },
): repo.ImportedActivity {
  return {
    row: {
      providerId: programId,
      sku: generateSku(programId),
      name: a.name,
      url: a.url,
      priceCents: toCents(a.price),
      feeCents: toCents(a.fee ?? 0),
      startDate: a.date[0],
      endDate: a.date[1],
      startTime: a.start_time,
      endTime: a.end_time,
      campType: a.camp_type,
      description: a.description ?? null,
      otherInfo: a.other_info ?? null,
      gradeLevelStart: a.grade_level_start ?? null,
      gradeLevelEnd: a.grade_level_end ?? null,
      ageMin: a.age_level?.[0] ?? null,
      ageMax: a.age_level?.[1] ?? null,
      mediaLink: a.media_link,
      optionalMediaLink: a.optional_media_link ?? null,
      totalSeats: a.total_seats ?? null,
      reservedSeats: a.reserved_seats ?? 0,
      instructor: a.instructor ?? null,
      campInfoTime: a.camp_info_time ?? null,
      campInfoTitle: a.camp_info_title ?? null,
      details: a.details ?? null,
      ...location,
    },
    interestIds: a.interest_ids,
    skillIds: a.skill_development,
  };
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
): Promise<{ success: true; count: number }> {
  const program = await repo.findProgramOfDirector(ctx.db, programId, user.id);
  if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);

  const pkg = openPackage(await readFile());
  const result = parseActivities(pkg, {
    location: programLocation(program),
    catalog: await loadCatalog(ctx),
  });
  if (!result.ok) throw new AppError(result.status, result.errors, 'validation');

  const location = {
    location: programLocation(program),
    latitude: program.latitude,
    longitude: program.longitude,
  };
  const items = result.activities.map((a) => toInsert(a, program.id, location));
  const count = await ctx.db.transaction((tx) => repo.insertActivitiesBulk(tx, items));
  ctx.log.info({ programId, count }, 'activities imported');
  return { success: true, count };
}
