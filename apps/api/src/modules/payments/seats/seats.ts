import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CHECKOUT_MESSAGES as M,
  activityPaymentStatus,
  type PaymentStatusFacts,
} from '@camp/shared/checkout';
import type { ActivityPaymentStatus, ItineraryStatus } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as catalogRepo from '../../../data/catalog/repository.js';
import * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import * as paymentsRepo from '../../../data/itineraries/payments.js';
import {
  offeredPlace,
  offeredPlaces,
  seatFreed,
  seatsHeldByOffers,
  takeSeatForCheckout,
} from '../../waitlist/index.js';

// The seats of checkouts (decision 0062). A checkout TAKES one seat per activity when it starts
// (takeCheckoutSeats, in the start's transaction) and keeps it once paid; a hold that ends
// without payment (expiry, cancel, replacement, a refused Stripe page) GIVES it back
// (releaseCheckoutSeats, in the transaction that ends the hold). These two functions are the
// only places a checkout changes activities.reserved_seats: the waitlist hooks into them.

/** Whose checkout takes the seats: the family (parent) and the itinerary (child). */
export interface SeatTaker {
  parentId: number;
  itineraryId: number;
}

/** A seat to take: the itinerary activity and its activity (the name goes into the 422). */
export interface SeatLine {
  itineraryActivityId: number;
  activityId: number;
  name: string;
}

const byActivity = <T extends { activityId: number }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.activityId - b.activityId);

/**
 * Takes one seat per line, in activity id order (two checkouts of several activities lock the
 * rows in one order, so they cannot deadlock), each with the catalog's conditional UPDATE. The
 * first activity without a seat throws 422 under itinerary_activity_ids naming it; the caller's
 * transaction then rolls back, so nothing is held.
 */
export async function takeCheckoutSeats(
  tx: DbOrTx,
  ctx: AppContext,
  _taker: SeatTaker,
  lines: readonly SeatLine[],
): Promise<void> {
  // Through the waitlist (decision 0063): an offered seat is the family's already, and while
  // families wait a free seat goes to the first in line.
  for (const line of byActivity(lines)) {
    if (!(await takeSeatForCheckout(tx, ctx, line)))
      throw AppError.field('itinerary_activity_ids', M.noSeatsLeft(line.name));
  }
}

/**
 * Gives back the seat of each item whose hold just ended unpaid, inside the transaction that
 * ended it (checkoutsRepo.closeCheckout answers those items), so a seat is never both free and
 * held. The one seat-release path: expiry (sweep, webhook, a page opened late), cancel,
 * replacement, a parent's account closing. The moment a seat is freed, for the waitlist.
 */
export async function releaseCheckoutSeats(
  tx: DbOrTx,
  ctx: AppContext,
  items: readonly Pick<checkoutsRepo.CheckoutItemRow, 'activityId' | 'itineraryActivityId'>[],
): Promise<void> {
  for (const item of byActivity(items)) {
    await catalogRepo.releaseSeat(tx, item.activityId);
    // The freed seat goes to the first family in the activity's waitlist (decision 0063).
    await seatFreed(tx, ctx, item);
  }
}

/**
 * A late completion (paid on Stripe's page after our hold ended and gave the seats back) takes
 * them again where a seat is left. Answers the items that found none: the money was taken for
 * a place the activity no longer has (logged; a refund is the late-completion path's call).
 */
export async function retakeSeatsOfLateCompletion(
  tx: DbOrTx,
  items: readonly checkoutsRepo.CheckoutItemRow[],
): Promise<checkoutsRepo.CheckoutItemRow[]> {
  const without: checkoutsRepo.CheckoutItemRow[] = [];
  for (const item of byActivity(items))
    if (!(await catalogRepo.reserveSeat(tx, item.activityId))) without.push(item);
  return without;
}

/**
 * Seats of the activity taken through us: paid places and open checkouts' holds. A director's
 * reserved seats may not go below it (decision 0062); read after locking the activity row,
 * since every take and release of a seat updates that row first.
 */
export async function seatsTakenThroughUs(tx: DbOrTx, activityId: number): Promise<number> {
  return (
    (await paymentsRepo.countPaidPlaces(tx, activityId)) +
    (await checkoutsRepo.countHeldSeats(tx, activityId)) +
    (await seatsHeldByOffers(tx, activityId))
  );
}

/**
 * The itinerary activities among `ids` whose seat is the family's: an open checkout holds it, or
 * an open waitlist offer (decision 0063).
 */
export const heldPlaces = async (tx: DbOrTx, ids: number[], now: Date) =>
  new Set([
    ...(await checkoutsRepo.heldItineraryActivityIds(tx, ids)),
    ...(await offeredPlaces(tx, ids, now)),
  ]);

/**
 * The same as heldPlaces, as a condition on an itinerary activity's id for a larger read (the
 * checkout start's lines, read in one statement with it).
 */
export const holdsPlace =
  (now: Date) =>
  (itineraryActivityId: AnyPgColumn): SQL<boolean> =>
    sql<boolean>`(${checkoutsRepo.heldByCheckout(itineraryActivityId)} OR ${offeredPlace(itineraryActivityId, now)})`;

export const providerFacts = (
  line: Pick<paymentsRepo.PaymentLine, 'registrationStatus' | 'paymentAccountStatus'>,
): PaymentStatusFacts['provider'] =>
  line.registrationStatus && line.paymentAccountStatus
    ? {
        registrationStatus: line.registrationStatus,
        paymentAccountStatus: line.paymentAccountStatus,
      }
    : null;

/** The seat facts of a line for someone who holds none of its seats. */
export const seatFacts = (line: paymentsRepo.PaymentLine) => ({
  seats: { total: line.totalSeats, reserved: line.reservedSeats },
  holdsSeat: false,
});

/**
 * The payment status of an itinerary activity by the rule (decision 0056), with its seats
 * (decision 0062): full unless the family's own open checkout already holds its seat; a canceled
 * place is canceled (decision 0072). Every answer about a place's payment goes through it.
 */
export function statusOfLine(
  line: Pick<
    paymentsRepo.PaymentLine,
    | 'paymentStatus'
    | 'canceledAt'
    | 'registrationStatus'
    | 'paymentAccountStatus'
    | 'totalSeats'
    | 'reservedSeats'
    | 'startDate'
  >,
  itineraryStatus: ItineraryStatus,
  today: string,
  holdsSeat: boolean,
): ActivityPaymentStatus {
  return activityPaymentStatus({
    paid: line.paymentStatus === 'paid',
    canceled: line.canceledAt !== null,
    itineraryStatus,
    provider: providerFacts(line),
    seats: { total: line.totalSeats, reserved: line.reservedSeats },
    holdsSeat,
    startDate: line.startDate,
    today,
  });
}
