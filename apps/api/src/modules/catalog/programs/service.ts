import type { Program } from '@camp/shared/program';
import { TAXONOMY_MESSAGES } from '@camp/shared/taxonomy';
import {
  DIRECTOR_PROGRAMS_PAGE_SIZE,
  PROGRAM_HAS_ACTIVITIES_MESSAGE,
  PROGRAM_LOGO_INVALID,
  formatProgramLocation,
  type DirectorProgram,
  type DirectorProgramList,
  type InterestOptions,
} from '@camp/shared/director-program';
import { PROVIDER_SPECIAL_NEEDS, type ProviderSpecialNeed } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { geocodeZip } from '../../../lib/geocode.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as uploads from '../../uploads/index.js';
import * as repo from '../../../data/catalog/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { auditProgramTerms } from './audit.js';

export const PROGRAM_NOT_FOUND = 'Program not found';
export const INTEREST_OPTION_INVALID = 'Invalid option';

function toResponse(
  row: repo.ProgramDetailRow,
  interests: { id: number; name: string }[],
): DirectorProgram {
  const p = row.program;
  const zip_code = p.zipCode;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    website: p.website,
    address: p.address,
    address2: p.address2,
    city: p.city,
    state: p.state,
    zip_code,
    phone_number: p.phoneNumber,
    faq: p.faq,
    interest_ids: interests.map((i) => i.id),
    interests,
    waiver_form_url: p.waiverFormUrl,
    logo: row.logoSignedId,
    logo_url:
      row.logoSignedId && row.logoFilename
        ? uploads.blobPath(row.logoSignedId, row.logoFilename)
        : null,
    description: p.description,
    special_needs_array: p.specialNeedsArray.filter((n): n is ProviderSpecialNeed =>
      (PROVIDER_SPECIAL_NEEDS as readonly string[]).includes(n),
    ),
    special_needs: p.specialNeeds,
    tax_id: p.taxId,
    personal_growth: p.personalGrowth,
    financial_aid_description: p.financialAidDescription,
    financial_aid_percent: p.financialAidPercent,
    financial_aid_link: p.financialAidLink,
    cancellation_policy: p.cancellationPolicy,
    sibling_discount_percent: p.siblingDiscountPercent,
    multi_week_discount_percent: p.multiWeekDiscountPercent,
    multi_week_discount_from_week: p.multiWeekDiscountFromWeek,
    label: p.label,
    location: formatProgramLocation({ ...p, zip_code }),
    latitude: p.latitude,
    longitude: p.longitude,
    activities_count: row.activitiesCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

async function detail(db: DbOrTx, row: repo.ProgramDetailRow): Promise<DirectorProgram> {
  const interests = await repo.interestsOfPrograms(db, [row.program.id]);
  return toResponse(row, interests.get(row.program.id) ?? []);
}

async function ownProgramOr404(ctx: AppContext, director: CurrentUser, programId: number) {
  const row = await repo.findProgramDetailOfDirector(ctx.db, programId, director.id);
  if (!row) throw AppError.notFound(PROGRAM_NOT_FOUND);
  return row;
}

/**
 * `page` as asked; below 1 or not a number reads as 1, past the last page as the last page
 * (the same rule the web applies to its page query).
 */
export async function listPrograms(
  ctx: AppContext,
  director: CurrentUser,
  page: number,
): Promise<DirectorProgramList> {
  const count = await repo.countProgramsOfDirector(ctx.db, director.id);
  const pages = Math.max(1, Math.ceil(count / DIRECTOR_PROGRAMS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  const rows = await repo.listProgramsOfDirector(
    ctx.db,
    director.id,
    DIRECTOR_PROGRAMS_PAGE_SIZE,
    (current - 1) * DIRECTOR_PROGRAMS_PAGE_SIZE,
  );
  const interests = await repo.interestsOfPrograms(
    ctx.db,
    rows.map((r) => r.program.id),
  );
  return {
    activity_providers: rows.map((r) => toResponse(r, interests.get(r.program.id) ?? [])),
    pagy: { count, pages, page: current },
  };
}

export async function getProgram(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
): Promise<DirectorProgram> {
  return detail(ctx.db, await ownProgramOr404(ctx, director, programId));
}

/** The columns of a program from the form, after the checks that need the database. */
async function valuesFrom(
  db: DbOrTx,
  director: CurrentUser,
  input: Program,
  currentLogoFileId: number | null,
  keptInterestIds: readonly number[] = [],
): Promise<repo.ProgramValues> {
  const known = await repo.existingInterestIds(db, input.interest_ids, 'program');
  if (input.interest_ids.some((id) => !known.has(id))) {
    throw AppError.field('interest_ids', INTEREST_OPTION_INVALID);
  }
  // A retired interest the program has stays on it; choosing one anew is refused.
  const kept = new Set(keptInterestIds);
  if (input.interest_ids.some((id) => known.get(id)!.retired && !kept.has(id))) {
    throw AppError.field('interest_ids', TAXONOMY_MESSAGES.interestRetired);
  }

  let logoFileId: number | null = null;
  if (input.logo) {
    const current = currentLogoFileId ? await uploads.findUploadById(db, currentLogoFileId) : null;
    // Keeping the logo already attached is always fine; a new one must be the director's own.
    const file =
      current?.signedId === input.logo
        ? current
        : await uploads.findOwnedUpload(db, input.logo, director.id);
    if (!file) throw AppError.field('logo', PROGRAM_LOGO_INVALID);
    logoFileId = file.id;
  }

  const point = geocodeZip(input.zip_code);
  return {
    name: input.name,
    email: input.email,
    website: input.website,
    address: input.address,
    address2: input.address2 ?? null,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    phoneNumber: input.phone_number,
    faq: input.faq ?? null,
    waiverFormUrl: input.waiver_form_url ?? null,
    logoFileId,
    description: input.description ?? null,
    specialNeedsArray: input.special_needs_array,
    specialNeeds: input.special_needs,
    taxId: input.tax_id,
    personalGrowth: input.personal_growth ?? null,
    financialAidDescription: input.financial_aid_description ?? null,
    financialAidPercent: input.financial_aid_percent ?? null,
    financialAidLink: input.financial_aid_link ?? null,
    cancellationPolicy: input.cancellation_policy,
    siblingDiscountPercent: input.sibling_discount_percent ?? null,
    multiWeekDiscountPercent: input.multi_week_discount_percent ?? null,
    multiWeekDiscountFromWeek: input.multi_week_discount_from_week ?? null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

export async function createProgram(
  ctx: AppContext,
  director: CurrentUser,
  input: Program,
): Promise<DirectorProgram> {
  return ctx.db.transaction(async (tx) => {
    const values = await valuesFrom(tx, director, input, null);
    const program = await repo.insertProgram(tx, {
      ...values,
      directorId: director.id,
      label: 'Registered',
    });
    await repo.replaceProgramInterests(tx, program.id, input.interest_ids);
    const row = await repo.findProgramDetailOfDirector(tx, program.id, director.id);
    return detail(tx, row!);
  });
}

export async function updateProgram(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
  input: Program,
): Promise<DirectorProgram> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockProgramOfDirector(tx, programId, director.id);
    if (!current) throw AppError.notFound(PROGRAM_NOT_FOUND);
    const values = await valuesFrom(
      tx,
      director,
      input,
      current.logoFileId,
      await repo.programInterestIds(tx, programId),
    );
    await repo.updateProgram(tx, programId, values);
    await auditProgramTerms(tx, director.id, current, values);
    await repo.replaceProgramInterests(tx, programId, input.interest_ids);
    const before = formatProgramLocation({ ...current, zip_code: current.zipCode });
    const after = formatProgramLocation({ ...values, zip_code: values.zipCode });
    if (before !== after) {
      await repo.updateActivitiesLocation(tx, programId, {
        location: after,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
      });
    }
    const row = await repo.findProgramDetailOfDirector(tx, programId, director.id);
    return detail(tx, row!);
  });
}

/**
 * Refused (409) while the program has activities; the row lock keeps new ones out meanwhile. The
 * deletion and its audit row commit together.
 */
export async function deleteProgram(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const program = await repo.lockProgramOfDirector(tx, programId, director.id);
    if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);
    if (await repo.programHasActivities(tx, programId)) {
      throw AppError.conflict(PROGRAM_HAS_ACTIVITIES_MESSAGE);
    }
    await repo.deleteProgram(tx, programId);
    await auditRepo.insert(tx, {
      actorId: director.id,
      entityType: 'activity_providers',
      entityId: programId,
      action: 'program_deleted',
      data: { name: program.name },
    });
  });
}

/** The seeded options: program interests, and activity interests with their skills. */
export async function listInterestOptions(ctx: AppContext): Promise<InterestOptions> {
  const [interests, skills] = await Promise.all([
    repo.listInterests(ctx.db),
    repo.listSkillDevelopments(ctx.db),
  ]);
  const skillsOf = new Map<number, { id: number; name: string }[]>();
  for (const s of skills) {
    const list = skillsOf.get(s.interestId) ?? [];
    list.push({ id: s.id, name: s.name });
    skillsOf.set(s.interestId, list);
  }
  return {
    program_interests: interests
      .filter((i) => i.kind === 'program')
      .map((i) => ({ id: i.id, name: i.name })),
    activity_interests: interests
      .filter((i) => i.kind === 'activity')
      .map((i) => ({ id: i.id, name: i.name, skill_developments: skillsOf.get(i.id) ?? [] })),
  };
}
