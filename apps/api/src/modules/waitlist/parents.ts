import {
  WAITLIST_MESSAGES as M,
  type WaitlistEntriesResponse,
  type WaitlistEntry,
  type WaitlistEntryResponse,
} from '@camp/shared/waitlist';
import { activityPaymentStatus } from '@camp/shared/checkout';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import { availableSeats } from '../../data/catalog/seats.js';
import * as checkoutsRepo from '../../data/commerce/checkouts.js';
import * as waitlistRepo from '../../data/commerce/waitlist.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as paymentsRepo from '../../data/itineraries/payments.js';
import { leaveEntry, offerFreedSeats, today } from './service.js';

// The parents' waitlist API: join a full activity's line, leave it, list the family's entries.

async function present(tx: DbOrTx, row: waitlistRepo.DescribedEntry): Promise<WaitlistEntry> {
  const e = row.entry;
  return {
    id: e.id,
    itinerary_activity_id: e.itineraryActivityId,
    itinerary_id: row.itineraryId,
    activity_id: e.activityId,
    activity_name: row.activityName,
    child_name: row.childName,
    status: e.status,
    position: e.status === 'waiting' ? await waitlistRepo.positionOf(tx, e) : null,
    offer_expires_at: e.status === 'offered' ? e.offerExpiresAt!.toISOString() : null,
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * POST /api/v1/parents/waitlist_entries. Only for an itinerary activity of the family's own
 * approved itinerary that is unpaid, payable through us but for its seats, not held by the
 * family's open checkout, and full. The itinerary's row lock orders the join with the family's
 * checkouts; the activity's row lock orders it with seats freed at the same moment.
 */
export async function joinWaitlist(
  ctx: AppContext,
  user: CurrentUser,
  input: { itinerary_activity_id: number },
): Promise<WaitlistEntryResponse> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const item = await itinerariesRepo.findItineraryActivity(tx, {
      id: input.itinerary_activity_id,
    });
    const it = item && (await itinerariesRepo.findItinerary(tx, item.itineraryId, true, user.id));
    if (!item || !it)
      throw AppError.field('itinerary_activity_id', M.itineraryActivityNotFound, 404);
    if (it.status !== 'approved') throw AppError.conflict(M.notApproved);
    const line = (await paymentsRepo.paymentLinesOf(tx, [it.id])).find((l) => l.id === item.id);
    if (!line) throw AppError.field('itinerary_activity_id', M.itineraryActivityNotFound, 404);
    // The payment status rule with the seat taken for granted: the seats are judged below,
    // under the activity's lock.
    const status = activityPaymentStatus({
      paid: line.paymentStatus === 'paid',
      canceled: line.canceledAt !== null,
      itineraryStatus: it.status,
      provider:
        line.registrationStatus && line.paymentAccountStatus
          ? {
              registrationStatus: line.registrationStatus,
              paymentAccountStatus: line.paymentAccountStatus,
            }
          : null,
      seats: { total: line.totalSeats, reserved: line.reservedSeats },
      holdsSeat: true,
      startDate: line.startDate,
      today: today(now),
    });
    if (status === 'paid') throw AppError.conflict(M.alreadyPaid);
    if (status === 'canceled') throw AppError.conflict(M.canceled);
    if (status === 'booking_not_available')
      throw AppError.field('itinerary_activity_id', M.providerNotReady);
    if (status === 'started') throw AppError.field('itinerary_activity_id', M.started);
    if ((await checkoutsRepo.heldItineraryActivityIds(tx, [item.id])).has(item.id))
      throw AppError.conflict(M.heldByCheckout);
    if (await waitlistRepo.openEntryOf(tx, item.id)) throw AppError.conflict(M.alreadyJoined);
    await catalogRepo.lockActivitySeats(tx, line.activityId);
    // Seats free while others wait (a director added seats) belong to the line first.
    await offerFreedSeats(tx, ctx, line.activityId);
    const seats = await catalogRepo.lockActivitySeats(tx, line.activityId);
    const free = seats ? availableSeats(seats.totalSeats, seats.reservedSeats) : null;
    if (free === null || free > 0) throw AppError.conflict(M.notFull);
    const entry = await waitlistRepo.insertEntry(tx, {
      parentId: user.id,
      itineraryActivityId: item.id,
      activityId: line.activityId,
      at: now,
    });
    // The itinerary's lock makes a double join wait for the first; the unique index backs it.
    if (!entry) throw AppError.conflict(M.alreadyJoined);
    const [described] = await waitlistRepo.describedEntriesOfParent(tx, user.id, [entry.id]);
    return { waitlist_entry: await present(tx, described!) };
  });
}

/** DELETE /api/v1/parents/waitlist_entries/{id}: leaves the line; an offered seat goes on. */
export async function leaveWaitlist(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const entry = await waitlistRepo.findEntry(tx, id);
    if (!entry || entry.parentId !== user.id) throw AppError.notFound(M.entryNotFound);
    if (!(await leaveEntry(tx, ctx, entry.id))) throw AppError.conflict(M.notInLine);
  });
}

/** GET /api/v1/parents/waitlist_entries: the family's entries still in line. */
export async function listWaitlist(
  ctx: AppContext,
  user: CurrentUser,
): Promise<WaitlistEntriesResponse> {
  return ctx.db.transaction(async (tx) => {
    const rows = await waitlistRepo.describedEntriesOfParent(tx, user.id);
    const entries: WaitlistEntry[] = [];
    for (const row of rows) entries.push(await present(tx, row));
    return { waitlist_entries: entries };
  });
}
