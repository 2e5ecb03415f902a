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

/** The chosen lines of one itinerary (one child) of a checkout. */
export interface ItineraryLines {
  itineraryId: number;
  lines: paymentsRepo.PaymentLine[];
}

/**
 * Prices the chosen lines of a checkout's itineraries, one child after the other in the order
 * given: each child is priced against the family's counted places plus the places of the
 * children priced before it in this checkout, so inside one family checkout the first child in a
 * program pays full price and the second and further ones get the sibling discount. The caller
 * holds the family's checkout lock (lockFamilyItineraries), taken before anything else in its
 * transaction, so the places read here are what every other checkout of the family priced
 * against. The open checkouts of these itineraries (`replacing`, which may hold places of other
 * itineraries too) are being replaced, or reused when nothing is priced anew: their holds do not
 * count.
 */
export async function priceCheckout(
  tx: DbOrTx,
  parentId: number,
  groups: ItineraryLines[],
  replacing: number[],
  now: Date,
): Promise<PricedLine[]> {
  const programIds = [...new Set(groups.flatMap((g) => g.lines.map((l) => l.providerId)))];
  const own = new Set(groups.map((g) => g.itineraryId));
  const ending = new Set(replacing);
  const places = (await checkoutsRepo.familyPlacesInPrograms(tx, parentId, programIds, now)).filter(
    (p) => p.paid || (!own.has(p.itineraryId) && !ending.has(p.checkoutSessionId)),
  );
  const unique = new Map<number, checkoutsRepo.FamilyPlace>();
  for (const p of places)
    if (!unique.get(p.itineraryActivityId)?.paid) unique.set(p.itineraryActivityId, p);
  const counted = [...unique.values()];
  const priced: PricedLine[] = [];
  for (const g of groups) {
    const child = priceChild(g, counted);
    priced.push(...child);
    counted.push(
      ...child.map((l) => ({
        itineraryActivityId: l.id,
        checkoutSessionId: 0, // this checkout, not stored yet
        itineraryId: g.itineraryId,
        childId: l.childId,
        programId: l.providerId,
        discountKind: l.discount?.kind ?? null,
        paid: false,
      })),
    );
  }
  return priced;
}

/** One child's lines priced against the family's counted places (in the lines' order). */
function priceChild(
  { itineraryId, lines }: ItineraryLines,
  counted: checkoutsRepo.FamilyPlace[],
): PricedLine[] {
  const first = lines[0];
  const me = first ? childKey(first.childId, itineraryId) : '';
  const standing = (programId: number): ProgramStanding => {
    const inProgram = counted.filter((p) => p.programId === programId);
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
