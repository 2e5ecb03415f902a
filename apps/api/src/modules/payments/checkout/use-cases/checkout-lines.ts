import {
  CHECKOUT_MESSAGES as M,
  hasSeatFor,
  type CheckoutSessionRequest,
} from '@camp/shared/checkout';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import * as paymentsRepo from '../../../../data/itineraries/payments.js';
import { assertWaiversSigned } from '../../../waivers/index.js';
import { holdsPlace, seatFacts, statusOfLine } from '../../seats/seats.js';
import type { ItineraryLines } from '../discounts.js';

// What a checkout start pays: the itineraries asked for (one, or several of a family's for a
// family checkout, decision 0111), each locked, approved and the parent's, and their payable lines.

type LineWithHold = paymentsRepo.PaymentLine & { holdsSeat: boolean };

const today = (now: Date) => now.toISOString().slice(0, 10);

/** One itinerary a checkout is asked to pay, and the activities chosen in it (none = all). */
interface Target {
  itineraryId: number;
  ids: number[] | undefined;
}

/** The itineraries of a request, in its order: one, or a family checkout's list. */
export function targetsOf(input: CheckoutSessionRequest): { family: boolean; targets: Target[] } {
  if (input.itineraries)
    return {
      family: true,
      targets: input.itineraries.map((i) => ({
        itineraryId: i.itinerary_id,
        ids: i.itinerary_activity_ids,
      })),
    };
  return {
    family: false,
    targets: [{ itineraryId: input.itinerary_id!, ids: input.itinerary_activity_ids }],
  };
}

/**
 * The asked itineraries locked (in id order, so two starts never lock them crosswise), each the
 * parent's (404) and approved (409 for one itinerary, 422 under itineraries for a family
 * checkout), and the lines each pays, in the request's order. The required waivers are checked
 * per child. Takes the family's checkout lock first (with the itineraries' row locks).
 */
export async function linesToPay(
  tx: DbOrTx,
  parentId: number,
  { family, targets }: { family: boolean; targets: Target[] },
  now: Date,
): Promise<ItineraryLines[]> {
  // The family's checkout lock first, then the itineraries' rows, in one statement.
  const locked = await checkoutsRepo.lockFamilyItineraries(
    tx,
    parentId,
    targets.map((t) => t.itineraryId),
  );
  const byId = new Map(locked.map((it) => [it.id, it]));
  if (targets.some((t) => !byId.has(t.itineraryId))) throw AppError.notFound(M.itineraryNotFound);
  // Each line with whether the family holds its seat (read with the lines: one statement).
  const all = await paymentsRepo.paymentLinesWithHolds(tx, [...byId.keys()], holdsPlace(now));
  const field = family ? 'itineraries' : 'itinerary_activity_ids';
  const groups: ItineraryLines[] = [];
  for (const target of targets) {
    const it = byId.get(target.itineraryId)!;
    const lines = all.filter((l) => l.itineraryId === it.id);
    const child = lines[0]?.childName ?? 'Your child';
    if (it.status !== 'approved') {
      if (!family) throw AppError.conflict(M.notApproved);
      throw AppError.field(field, M.familyNotApproved(child));
    }
    const payable = target.ids
      ? chosenLines(lines, target.ids, now, field)
      : everyPayableLine(lines, now, family ? M.familyNothingToPay(child) : null);
    // No booking without the required waivers signed for the child (422 under waivers).
    await assertWaiversSigned(tx, { id: it.childId, name: payable[0]?.childName ?? null }, payable);
    groups.push({ itineraryId: it.id, lines: payable });
  }
  return groups;
}

/**
 * Why a chosen line cannot be paid now, or null: the payment status rule with the seat taken
 * for granted, since takeCheckoutSeats judges the seats, atomically (decision 0062).
 */
function refusal(line: paymentsRepo.PaymentLine, now: Date): string | null {
  switch (statusOfLine(line, 'approved', today(now), true)) {
    case 'paid':
      return M.alreadyPaid;
    case 'canceled':
      return M.canceled;
    case 'booking_not_available':
      return M.providerNotReady;
    case 'started':
      return M.started;
    default:
      return null;
  }
}

/** The lines named by their ids, each payable now, or 422 under `field`. */
function chosenLines(
  lines: paymentsRepo.PaymentLine[],
  ids: number[],
  now: Date,
  field: string,
): paymentsRepo.PaymentLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw AppError.field(field, M.notInItinerary);
    const why = refusal(line, now);
    if (why) throw AppError.field(field, why);
    return line;
  });
}

/**
 * Every payable line: a full activity is not, unless the family's own open checkout already
 * holds its seat (the replacement gives it back and takes it again) or a waitlist offer holds it
 * for them (decision 0063): `holdsSeat`, read with the lines. Nothing payable is 422: under
 * itinerary_activity_ids for one itinerary, under itineraries (`familyNothing`) for a family.
 */
function everyPayableLine(
  lines: LineWithHold[],
  now: Date,
  familyNothing: string | null,
): paymentsRepo.PaymentLine[] {
  const full = lines.filter((l) => refusal(l, now) === null && !hasSeatFor(seatFacts(l)));
  const held = new Set(full.filter((l) => l.holdsSeat).map((l) => l.id));
  const chosen = lines.filter(
    (l) => statusOfLine(l, 'approved', today(now), held.has(l.id)) === 'available_for_payment',
  );
  if (chosen.length === 0) {
    // Say which activity is full rather than "nothing to pay" when that is the reason.
    const why = full[0] ? M.noSeatsLeft(full[0].name) : (familyNothing ?? M.nothingToPay);
    throw AppError.field(familyNothing ? 'itineraries' : 'itinerary_activity_ids', why);
  }
  return chosen;
}
