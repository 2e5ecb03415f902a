import { activityDurationDays } from '@camp/shared/director-activity';
import { formatProgramLocation } from '@camp/shared/director-program';
import { PROVIDER_SPECIAL_NEEDS, type ProviderSpecialNeed } from '@camp/shared/enums';
import {
  PROVIDER_ACTIVITIES_PAGE_SIZE,
  SPECIALIST_DETAILS_MESSAGES as M,
  type SpecialistActivityDetail,
  type SpecialistProviderDetail,
  type SpecialistProviderResponse,
} from '@camp/shared/specialist-details';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as uploads from '../uploads/service.js';
import * as repo from './repository.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import { availableSeats } from '../../data/catalog/seats.js';

const dollars = (cents: number) => cents / 100;

async function activityDetail(db: DbOrTx, id: number, lock = false) {
  const row = await repo.findActivity(db, id, lock);
  if (!row) throw AppError.notFound(M.activityNotFound);
  return row;
}

async function presentActivity(
  db: DbOrTx,
  row: NonNullable<Awaited<ReturnType<typeof repo.findActivity>>>,
): Promise<SpecialistActivityDetail> {
  const a = row.activity;
  const [interests, skills] = await Promise.all([
    repo.interestsOfActivity(db, a.id),
    repo.skillsOfActivity(db, a.id),
  ]);
  return {
    id: a.id,
    name: a.name,
    activity_provider: { id: a.providerId, name: row.providerName },
    provider_name: row.providerName,
    url: a.url,
    price: dollars(a.priceCents),
    fee: dollars(a.feeCents),
    start_date: a.startDate,
    end_date: a.endDate,
    start_time: a.startTime.slice(0, 5),
    end_time: a.endTime.slice(0, 5),
    duration: activityDurationDays(a.startDate, a.endDate),
    sku: a.sku,
    parent_sku: row.parentSku,
    duplicated_status: a.parentActivityId !== null,
    camp_type: a.campType,
    location: a.location,
    latitude: a.latitude,
    longitude: a.longitude,
    description: a.description,
    other_info: a.otherInfo,
    grade_level_start: a.gradeLevelStart,
    grade_level_end: a.gradeLevelEnd,
    age_level: a.ageMin !== null && a.ageMax !== null ? [a.ageMin, a.ageMax] : null,
    interests,
    skill_development: skills,
    media_link: a.mediaLink,
    optional_media_link: a.optionalMediaLink,
    total_seats: a.totalSeats,
    reserved_seats: a.reservedSeats,
    available_seats: availableSeats(a.totalSeats, a.reservedSeats),
    instructor: a.instructor,
    camp_info_time: a.campInfoTime,
    camp_info_title: a.campInfoTitle,
    details: a.details,
    specialist_notes: a.specialistNotes,
  };
}

async function providerOr404(db: DbOrTx, id: number, lock = false) {
  const row = await repo.findProvider(db, id, lock);
  if (!row) throw AppError.notFound(M.providerNotFound);
  return row;
}

async function presentProvider(
  db: DbOrTx,
  row: NonNullable<Awaited<ReturnType<typeof repo.findProvider>>>,
): Promise<SpecialistProviderDetail> {
  const p = row.provider;
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
    interests: await repo.interestsOfProvider(db, p.id),
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
 * page as the last page (section 4's page rule). With `itineraryId`, each activity says whether
 * it is already on that itinerary (the page's 'Added' marker).
 */
export async function getProvider(
  ctx: AppContext,
  id: number,
  query: { page: number; itineraryId?: number | undefined },
): Promise<SpecialistProviderResponse> {
  const row = await providerOr404(ctx.db, id);
  const total = await repo.countProviderActivities(ctx.db, id);
  const pages = Math.max(Math.ceil(total / PROVIDER_ACTIVITIES_PAGE_SIZE), 1);
  const page = Math.min(Math.max(query.page, 1), pages);
  const [provider, rows] = await Promise.all([
    presentProvider(ctx.db, row),
    repo.providerActivities(ctx.db, id, {
      limit: PROVIDER_ACTIVITIES_PAGE_SIZE,
      offset: (page - 1) * PROVIDER_ACTIVITIES_PAGE_SIZE,
    }),
  ]);
  const added = query.itineraryId
    ? await repo.addedToItinerary(
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
      provider: { ...row.provider, specialistNotes: note, updatedAt: now },
    });
  });
}
