import {
  pricePlaces,
  programDiscounts,
  type PricedPlace,
  type ProgramStanding,
} from '@camp/shared/discounts';
import type { DbOrTx } from '../../../db/client.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import type * as paymentsRepo from '../../../data/itineraries/payments.js';

// The program discounts of one checkout (decision 0106), priced under the family's lock against
// the family's other places in the same programs.

export type PricedLine = paymentsRepo.PaymentLine & PricedPlace;

/** A child's identity for the discounts: its id, or its itinerary's when the child was deleted. */
const childKey = (childId: number | null, itineraryId: number) =>
  childId === null ? `itinerary:${itineraryId}` : `child:${childId}`;

/**
 * Prices the chosen lines of one itinerary (one child). The caller holds the family's checkout
 * lock (lockFamilyCheckouts), taken before anything else in its transaction, so the places read
 * here are what every other checkout of the family priced against. This itinerary's own open
 * checkouts are being replaced (or reused, when nothing is priced anew): their holds do not count.
 */
export async function priceLines(
  tx: DbOrTx,
  parentId: number,
  itineraryId: number,
  lines: paymentsRepo.PaymentLine[],
  now: Date,
): Promise<PricedLine[]> {
  const programIds = [...new Set(lines.map((l) => l.providerId))];
  const places = (await checkoutsRepo.familyPlacesInPrograms(tx, parentId, programIds, now)).filter(
    (p) => p.paid || p.itineraryId !== itineraryId,
  );
  const unique = new Map<number, checkoutsRepo.FamilyPlace>();
  for (const p of places)
    if (!unique.get(p.itineraryActivityId)?.paid) unique.set(p.itineraryActivityId, p);
  const first = lines[0];
  const me = first ? childKey(first.childId, itineraryId) : '';
  const standing = (programId: number): ProgramStanding => {
    const inProgram = [...unique.values()].filter((p) => p.programId === programId);
    return {
      childPlaces: inProgram.filter((p) => childKey(p.childId, p.itineraryId) === me).length,
      siblingAtFullPrice: inProgram.some(
        (p) => childKey(p.childId, p.itineraryId) !== me && p.discountKind !== 'sibling',
      ),
    };
  };
  const terms = new Map(lines.map((l) => [l.providerId, programDiscounts(l)]));
  // A child's weeks are counted in start-date order within the checkout.
  const ordered = [...lines].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const priced = pricePlaces(
    ordered.map((l) => ({
      priceCents: l.priceCents,
      feeCents: l.feeCents,
      programId: l.providerId,
    })),
    (programId) => terms.get(programId) ?? null,
    standing,
  );
  const byId = new Map(ordered.map((l, n) => [l.id, { ...l, ...priced[n]! }]));
  return lines.map((l) => byId.get(l.id)!);
}
