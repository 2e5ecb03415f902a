import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';
import { SPECIALIST_ITINERARY_MESSAGES as M } from '@camp/shared/specialist-itinerary';
import { readAll, type DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { heldPlaces } from '../../payments/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import * as familiesRepo from '../../../data/families/repository.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { assembleDetail, type ItineraryDetail } from './detail-view.js';

export type { ItineraryDetail } from './detail-view.js';

// Reading itineraries for their views: one or several, with a fixed number of queries.

export async function present(
  db: DbOrTx,
  it: itinerariesRepo.ItineraryRow,
): Promise<SpecialistItinerary> {
  return (await presentDetail(db, it)).view;
}

async function presentDetail(
  db: DbOrTx,
  it: itinerariesRepo.ItineraryRow,
): Promise<ItineraryDetail> {
  const [detail] = await presentDetails(db, [it]);
  return detail!;
}

const idsOf = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

function groupByItinerary<T>(rows: readonly T[], itineraryOf: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = itineraryOf(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * The views of several itineraries with one read of each kind for all of them (a parent's list
 * costs the same few queries whatever its length), in the order given.
 */
async function presentDetails(
  db: DbOrTx,
  its: readonly itinerariesRepo.ItineraryRow[],
): Promise<ItineraryDetail[]> {
  if (its.length === 0) return [];
  const ids = its.map((i) => i.id);
  const parentIds = idsOf(its.map((i) => i.parentId));
  const [
    people,
    childRows,
    questionnaireRows,
    orders,
    activityRows,
    requestRows,
    invitationRows,
    allExtras,
    allPaymentLines,
  ] = await readAll(db, [
    () => accountsRepo.findUsersByIds(db, idsOf([...parentIds, ...its.map((i) => i.specialistId)])),
    () => familiesRepo.findChildren(db, idsOf(its.map((i) => i.childId))),
    () => familiesRepo.findQuestionnaires(db, idsOf(its.map((i) => i.questionnaireId))),
    // One parent for a parent's list; one after another, as a transaction's connection needs.
    async () => {
      const latest = new Map<number, Awaited<ReturnType<typeof commerceRepo.findLatestOrder>>>();
      for (const id of parentIds) latest.set(id, await commerceRepo.findLatestOrder(db, id));
      return latest;
    },
    () => itinerariesRepo.activitiesOf(db, ids),
    () => itinerariesRepo.changeRequestsOf(db, ids),
    () => itinerariesRepo.invitationsOf(db, ids),
    () => itinerariesRepo.activityCardExtras(db, ids),
    () => paymentsRepo.paymentLinesOf(db, ids),
  ]);
  const users = new Map(people.map((u) => [u.id, u]));
  const childById = new Map(childRows.map((c) => [c.id, c]));
  const questionnaireById = new Map(questionnaireRows.map((q) => [q.id, q]));
  const rowsOf = groupByItinerary(activityRows, (r) => r.item.itineraryId);
  const requestsOf = groupByItinerary(requestRows, (r) => r.request.itineraryId);
  const invitationsOf = groupByItinerary(invitationRows, (r) => r.itineraryId);
  const linesOf = groupByItinerary(allPaymentLines, (l) => l.itineraryId);
  // Seats the families already hold: open checkouts and waitlist offers (decisions 0062, 0063).
  const held = await heldPlaces(
    db,
    allPaymentLines.map((l) => l.id),
    new Date(),
  );
  return its.map((it) => {
    const rows = rowsOf.get(it.id) ?? [];
    const itemIds = new Set(rows.map((r) => r.item.id));
    return assembleDetail(it, {
      parent: users.get(it.parentId) ?? null,
      child: it.childId === null ? null : (childById.get(it.childId) ?? null),
      questionnaire:
        it.questionnaireId === null ? null : (questionnaireById.get(it.questionnaireId) ?? null),
      order: orders.get(it.parentId) ?? null,
      specialist: it.specialistId === null ? null : (users.get(it.specialistId) ?? null),
      rows,
      requests: requestsOf.get(it.id) ?? [],
      invitations: invitationsOf.get(it.id) ?? [],
      extras: new Map([...allExtras].filter(([itemId]) => itemIds.has(itemId))),
      paymentLines: linesOf.get(it.id) ?? [],
      held,
    });
  });
}

export async function itineraryOr404(db: DbOrTx, id: number, lock = false) {
  const it = await itinerariesRepo.findItinerary(db, id, lock);
  if (!it) throw AppError.notFound(M.notFound);
  return it;
}

/** The itinerary with its activity cards' extras (the parent's view builds on this). */
export async function getItineraryDetail(db: DbOrTx, id: number): Promise<ItineraryDetail> {
  return presentDetail(db, await itineraryOr404(db, id));
}

/**
 * Several itineraries' details in the order of `ids`, with a fixed number of queries (a
 * parent's list). An id not found answers 404, as getItineraryDetail does.
 */
export async function getItineraryDetails(
  db: DbOrTx,
  ids: readonly number[],
): Promise<ItineraryDetail[]> {
  const found = new Map((await itinerariesRepo.findItineraries(db, ids)).map((r) => [r.id, r]));
  return presentDetails(
    db,
    ids.map((id) => {
      const it = found.get(id);
      if (!it) throw AppError.notFound(M.notFound);
      return it;
    }),
  );
}
