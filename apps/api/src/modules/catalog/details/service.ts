import { formatProgramLocation } from '@camp/shared/director-program';
import { PROVIDER_SPECIAL_NEEDS, type ProviderSpecialNeed } from '@camp/shared/enums';
import {
  PROVIDER_ACTIVITIES_PAGE_SIZE,
  SPECIALIST_DETAILS_MESSAGES as M,
  type SpecialistActivityDetail,
  type SpecialistProviderDetail,
  type SpecialistProviderResponse,
} from '@camp/shared/specialist-details';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as uploads from '../../uploads/index.js';
import * as repo from './repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { activityFields } from '../../../data/catalog/activity-fields.js';
import * as catalogRepo from '../../../data/catalog/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { availableSeats } from '../../../data/catalog/seats.js';

const dollars = (cents: number) => cents / 100;

async function activityDetail(db: DbOrTx, id: number, lock = false) {
  const row = await catalogRepo.findActivityById(db, id, { lock });
  if (!row) throw AppError.notFound(M.activityNotFound);
  return row;
}

async function presentActivity(
  db: DbOrTx,
  row: catalogRepo.ActivityWithProgram,
): Promise<SpecialistActivityDetail> {
  const a = row.activity;
  const [interests, skills] = await Promise.all([
    catalogRepo.interestsByName(db, { activityId: a.id }),
    catalogRepo.skillsOfActivity(db, a.id),
  ]);
  return {
    ...activityFields(a, { provider: row.program.name, parentSku: row.parentSku }),
    activity_provider: { id: a.providerId, name: row.program.name },
    interests,
    skill_development: skills,
    specialist_notes: a.specialistNotes,
  };
}

async function providerOr404(db: DbOrTx, id: number, lock = false) {
  const row = await catalogRepo.findProgramDetail(db, id, { lock });
  if (!row) throw AppError.notFound(M.providerNotFound);
  return row;
}

async function presentProvider(
  db: DbOrTx,
  row: catalogRepo.ProgramDetailRow,
): Promise<SpecialistProviderDetail> {
  const p = row.program;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    website: p.website,
    phone_number: p.phoneNumber,
    location: formatProgramLocation({ ...p, zip_code: p.zipCode }),
    logo_url:
      row.logoSignedId && row.logoFilename
        ? uploads.blobPath(row.logoSignedId, row.logoFilename)
        : null,
    description: p.description,
    faq: p.faq,
    waiver_form_url: p.waiverFormUrl,
    interests: await catalogRepo.interestsByName(db, { programId: p.id }),
    special_needs_array: p.specialNeedsArray.filter((n): n is ProviderSpecialNeed =>
      (PROVIDER_SPECIAL_NEEDS as readonly string[]).includes(n),
    ),
    special_needs: p.specialNeeds as Record<string, string>,
    personal_growth: p.personalGrowth,
    financial_aid_description: p.financialAidDescription,
    financial_aid_percent: p.financialAidPercent,
    financial_aid_link: p.financialAidLink,
    cancellation_policy: p.cancellationPolicy,
    specialist_notes: p.specialistNotes,
  };
}

export async function getActivity(ctx: AppContext, id: number): Promise<SpecialistActivityDetail> {
  return presentActivity(ctx.db, await activityDetail(ctx.db, id));
}

/**
 * The provider with one page of its activities. `page` below 1 reads as 1 and past the last
 * page as the last page (the search's page rule). With `itineraryId`, each activity says whether
 * it is already on that itinerary (the page's 'Added' marker).
 */
export async function getProvider(
  ctx: AppContext,
  id: number,
  query: { page: number; itineraryId?: number | undefined },
): Promise<SpecialistProviderResponse> {
  const row = await providerOr404(ctx.db, id);
  const total = row.activitiesCount;
  const pages = Math.max(Math.ceil(total / PROVIDER_ACTIVITIES_PAGE_SIZE), 1);
  const page = Math.min(Math.max(query.page, 1), pages);
  const [provider, rows] = await Promise.all([
    presentProvider(ctx.db, row),
    catalogRepo.pageOfProgramActivities(ctx.db, id, {
      limit: PROVIDER_ACTIVITIES_PAGE_SIZE,
      offset: (page - 1) * PROVIDER_ACTIVITIES_PAGE_SIZE,
    }),
  ]);
  const added = query.itineraryId
    ? await itinerariesRepo.addedToItinerary(
        ctx.db,
        query.itineraryId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return {
    activity_provider: provider,
    activities: rows.map((r) => ({
      id: r.id,
      name: r.name,
      start_date: r.startDate,
      end_date: r.endDate,
      url: r.url,
      price: r.priceCents > 0 ? dollars(r.priceCents) : null,
      total_seats: r.totalSeats,
      available_seats: availableSeats(r.totalSeats, r.reservedSeats),
      is_added: added.has(r.id),
    })),
    pagy: { count: total, pages, page },
  };
}

/**
 * The note is one text per activity, shared by the specialists (the activity's specialist_notes);
 * every save is also kept, dated and signed, in specialist_notes, and audited.
 */
export async function updateActivityNote(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  note: string | null,
): Promise<SpecialistActivityDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await activityDetail(tx, id, true);
    const now = ctx.now();
    await catalogRepo.setActivityNote(tx, id, note, now);
    await repo.insertNoteHistory(tx, { authorId: specialist.id, activityId: id, text: note ?? '' });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'activities',
      entityId: id,
      action: 'specialist_note_updated',
      data: { length: note?.length ?? 0, cleared: note === null },
    });
    return presentActivity(tx, {
      ...row,
      activity: { ...row.activity, specialistNotes: note, updatedAt: now },
    });
  });
}

export async function updateProviderNote(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  note: string | null,
): Promise<SpecialistProviderDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await providerOr404(tx, id, true);
    const now = ctx.now();
    await catalogRepo.setProgramNote(tx, id, note, now);
    await repo.insertNoteHistory(tx, {
      authorId: specialist.id,
      activityProviderId: id,
      text: note ?? '',
    });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'activity_providers',
      entityId: id,
      action: 'specialist_note_updated',
      data: { length: note?.length ?? 0, cleared: note === null },
    });
    return presentProvider(tx, {
      ...row,
      program: { ...row.program, specialistNotes: note, updatedAt: now },
    });
  });
}
