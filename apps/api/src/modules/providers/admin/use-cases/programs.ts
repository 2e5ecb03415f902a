import {
  ADMIN_PROGRAM_ACTIVITIES_PER_PAGE,
  PROVIDER_STANDING_MESSAGES as M,
  type AdminProgramActivityList,
  type AdminProviderImport,
  type AdminProviderProgram,
  type PublicationResult,
} from '@camp/shared/provider-standing';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import * as providersRepo from '../../../../data/accounts/providers.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as catalogRepo from '../../../../data/catalog/repository.js';
import { setActivitiesPublished } from '../../../catalog/index.js';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../service.js';

type ProgramView = Awaited<ReturnType<typeof catalogRepo.programsWithCounts>>[number];

const programView = (p: ProgramView): AdminProviderProgram => ({
  id: p.id,
  name: p.name,
  city: p.city,
  activity_count: p.activityCount,
  unpublished_count: p.unpublishedCount,
  unpublished_at: p.unpublishedAt?.toISOString() ?? null,
});

async function requireProvider(ctx: AppContext, userId: number) {
  const found = await providersRepo.findProvider(ctx.db, userId);
  if (!found) throw AppError.notFound(PROVIDER_NOT_FOUND_MESSAGE);
}

/** GET /api/v1/admins/providers/:userId/programs: the director's programs, counted. */
export async function providerPrograms(ctx: AppContext, userId: number) {
  await requireProvider(ctx, userId);
  const rows = await catalogRepo.programsWithCounts(ctx.db, userId);
  return { programs: rows.map(programView) };
}

/**
 * GET /api/v1/admins/programs/:id/activities: a page of any program's activities (`size` a page,
 * ADMIN_PROGRAM_ACTIVITIES_PER_PAGE unless the export asks for more).
 */
export async function programActivities(
  ctx: AppContext,
  programId: number,
  page: number,
  size: number = ADMIN_PROGRAM_ACTIVITIES_PER_PAGE,
): Promise<AdminProgramActivityList> {
  const program = await catalogRepo.findProgramById(ctx.db, programId);
  if (!program) throw AppError.notFound(M.programNotFound);
  const count = await catalogRepo.countProgramActivities(ctx.db, programId);
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(page, pages);
  const rows = await catalogRepo.adminPageOfActivities(ctx.db, programId, {
    limit: size,
    offset: (current - 1) * size,
  });
  return {
    activities: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      start_date: r.startDate,
      end_date: r.endDate,
      unpublished_at: r.unpublishedAt?.toISOString() ?? null,
    })),
    pagy: { count, pages, page: current },
  };
}

/**
 * POST /api/v1/admins/programs/:id/unpublish (publish): the program and so all its activities
 * leave (return to) the catalog; its activities' own flags stay. Already so: 200, unchanged,
 * not audited.
 */
export async function setProgramPublished(
  ctx: AppContext,
  adminId: number,
  programId: number,
  published: boolean,
): Promise<AdminProviderProgram> {
  return ctx.db.transaction(async (tx) => {
    const program = await catalogRepo.lockProgram(tx, programId);
    if (!program) throw AppError.notFound(M.programNotFound);
    const wasPublished = program.unpublishedAt === null;
    if (wasPublished !== published) {
      await catalogRepo.setProgramUnpublished(tx, programId, published ? null : ctx.now());
      await auditRepo.insert(tx, {
        actorId: adminId,
        entityType: 'activity_providers',
        entityId: programId,
        action: published ? 'program_published' : 'program_unpublished',
        fromStatus: wasPublished ? 'published' : 'unpublished',
        toStatus: published ? 'published' : 'unpublished',
        data: {
          director_id: program.directorId,
          before: { unpublished_at: program.unpublishedAt?.toISOString() ?? null },
        },
      });
    }
    const [view] = (await catalogRepo.programsWithCounts(tx, program.directorId ?? -1)).filter(
      (p) => p.id === programId,
    );
    return view
      ? programView(view)
      : {
          id: program.id,
          name: program.name,
          city: program.city,
          activity_count: 0,
          unpublished_count: 0,
          unpublished_at: published ? null : ctx.now().toISOString(),
        };
  });
}

/** POST /api/v1/admins/programs/:id/activities/unpublish (publish), by an admin. */
export function adminSetActivitiesPublished(
  ctx: AppContext,
  adminId: number,
  programId: number,
  ids: readonly number[],
  published: boolean,
): Promise<PublicationResult> {
  return ctx.db.transaction(async (tx) => {
    const program = await catalogRepo.lockProgram(tx, programId);
    if (!program) throw AppError.notFound(M.programNotFound);
    return setActivitiesPublished(tx, ctx, adminId, programId, ids, published);
  });
}

/** GET /api/v1/admins/providers/:userId/imports: the imports into the director's programs. */
export async function providerImports(
  ctx: AppContext,
  userId: number,
): Promise<{ imports: AdminProviderImport[] }> {
  await requireProvider(ctx, userId);
  const rows = await catalogRepo.importsOfDirector(ctx.db, userId);
  return {
    imports: rows.map((r) => ({
      id: r.id,
      program_id: r.programId,
      program_name: r.programName,
      activity_count: r.activityCount,
      created_at: r.createdAt.toISOString(),
      undone_at: r.undoneAt?.toISOString() ?? null,
    })),
  };
}
