import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { WAITLIST_OFFER_HOURS, waitlistOfferPath } from '@camp/shared/waitlist';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueMail } from '../mail/index.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as waitlistRepo from '../../data/commerce/waitlist.js';

// The activity waitlist (decision 0063). A seat moves only under the
// activity's row lock (reserveSeat / releaseSeat / lockActivitySeats all update or lock it), so
// every seat decision about one activity happens one at a time; entries move by conditional
// updates on their status, so each move happens once whoever gets there.

const OFFER_MS = WAITLIST_OFFER_HOURS * 3_600_000;

/** "Nov 26, 2026, 5:00 AM UTC": the mail's expiry (the parent's page shows it in their zone). */
const formatExpiry = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at) + ' UTC';

export const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * THE offer: while someone waits for the activity and a seat is free, the seat is taken again
 * at once (reserveSeat) and held for the first in line for 24 hours, with an e-mail. Call it in
 * the same transaction right after a seat is given back (or seats are added), so a freed seat
 * never reaches the pool while anyone waits (no queue jumping). Two seats freed at once go to
 * two different families: the second caller waits for the first's activity lock and then finds
 * the first entry offered. Answers how many offers were made.
 */
export async function offerFreedSeats(
  tx: DbOrTx,
  ctx: AppContext,
  activityId: number,
): Promise<number> {
  let offers = 0;
  for (;;) {
    const next = await waitlistRepo.firstWaiting(tx, activityId);
    if (!next) return offers;
    if (!(await catalogRepo.reserveSeat(tx, activityId))) return offers;
    const now = ctx.now();
    const offered = await waitlistRepo.markOffered(
      tx,
      next.id,
      now,
      new Date(now.getTime() + OFFER_MS),
    );
    if (!offered) {
      // The entry left the line under us (left, or offered by another transaction): the seat
      // goes back and the next one is tried.
      await catalogRepo.releaseSeat(tx, activityId);
      continue;
    }
    await queueOfferMail(tx, ctx, offered);
    offers += 1;
  }
}

async function queueOfferMail(tx: DbOrTx, ctx: AppContext, entry: waitlistRepo.WaitlistRow) {
  const [described] = await waitlistRepo.describedEntriesOfParent(tx, entry.parentId, [entry.id]);
  const parent = await accountsRepo.findUserById(tx, entry.parentId);
  if (!parent || !described) return;
  await enqueueMail(tx, ctx, {
    to: parent.email,
    template: 'waitlist_offer',
    data: {
      name: parent.name,
      url: `${ctx.config.APP_URL}${waitlistOfferPath(described.itineraryId)}`,
      activity_name: described.activityName,
      child_name: described.childName,
      expires: formatExpiry(entry.offerExpiresAt!),
    },
  });
}

/** Ends an offer that was not taken: its seat goes to the next in line, or back to the pool. */
async function expireOffer(tx: DbOrTx, ctx: AppContext, entry: waitlistRepo.WaitlistRow) {
  const ended = await waitlistRepo.endEntry(tx, entry.id, 'expired', ['offered'], ctx.now());
  if (!ended) return false;
  await catalogRepo.releaseSeat(tx, entry.activityId);
  await offerFreedSeats(tx, ctx, entry.activityId);
  return true;
}

/**
 * Takes an entry out of the line; an offered seat is released to the next family. The entry is
 * read under its row lock so the status it leaves from is the one whose seat is released.
 */
export async function leaveEntry(tx: DbOrTx, ctx: AppContext, id: number) {
  const entry = await waitlistRepo.findEntry(tx, id, true);
  if (!entry) return false;
  const ended = await waitlistRepo.endEntry(
    tx,
    entry.id,
    'left',
    ['waiting', 'offered'],
    ctx.now(),
  );
  if (!ended) return false;
  if (entry.status === 'offered') {
    await catalogRepo.releaseSeat(tx, entry.activityId);
    await offerFreedSeats(tx, ctx, entry.activityId);
  }
  return true;
}

/**
 * Itinerary activities whose seat a checkout start is giving back only to take it again (its
 * open checkout is being replaced by another choice that keeps them), per transaction: that
 * seat is not offered to the line in between (the family held it; a new selection must not
 * lose it). Set by replacingCheckout, read by seatFreed and takeSeatForCheckout.
 */
const retaking = new WeakMap<DbOrTx, Set<number>>();

/** A checkout start replaces its open checkout; these itinerary activities stay chosen. */
export function replacingCheckout(tx: DbOrTx, keptItineraryActivityIds: readonly number[]) {
  retaking.set(tx, new Set(keptItineraryActivityIds));
}

/**
 * A checkout's seat was just given back (0062's releaseCheckoutSeats calls this, in the same
 * transaction, after releaseSeat): it goes to the line, unless the same start retakes it.
 */
export async function seatFreed(
  tx: DbOrTx,
  ctx: AppContext,
  item: { itineraryActivityId: number; activityId: number },
): Promise<void> {
  if (retaking.get(tx)?.has(item.itineraryActivityId)) return;
  await offerFreedSeats(tx, ctx, item.activityId);
}

/**
 * The checkout's seat for one itinerary activity (called by the checkout start, in its
 * transaction, instead of a bare reserveSeat). An open offer for this itinerary activity is
 * the family's seat already: the entry becomes claimed and no other seat is taken. Otherwise a
 * free seat is taken only if no one waits ahead of the family (fairness): a waiting family that
 * is first in line takes it and leaves the line (claimed); anyone else first lets the seats go
 * to the line in order and takes one only if some remain. Answers whether the family has a seat.
 */
export async function takeSeatForCheckout(
  tx: DbOrTx,
  ctx: AppContext,
  line: { itineraryActivityId: number; activityId: number },
): Promise<boolean> {
  const now = ctx.now();
  // Its own seat, released a moment ago by this start's replacement: take it straight back.
  if (retaking.get(tx)?.delete(line.itineraryActivityId))
    return catalogRepo.reserveSeat(tx, line.activityId);
  const own = await waitlistRepo.openEntryOf(tx, line.itineraryActivityId);
  if (own?.status === 'offered') {
    if (own.offerExpiresAt! > now) {
      if (await waitlistRepo.endEntry(tx, own.id, 'claimed', ['offered'], now)) return true;
    } else {
      await expireOffer(tx, ctx, own);
    }
  }
  // The seat and the line in one round trip (the statement takes the seat, then reads the line
  // as of after its row lock was granted): the activity's row, locked from here on by this
  // transaction, is held for one round trip fewer by the usual start that ends here.
  const taken = await waitlistRepo.firstWaitingAfterTake(
    tx,
    catalogRepo.seatTake(tx, line.activityId),
  );
  if (!taken) return false;
  const first = taken.first;
  if (!first) return true;
  if (first.itineraryActivityId === line.itineraryActivityId) {
    // First in line and a seat is free: the family takes it directly.
    await waitlistRepo.endEntry(tx, first.id, 'claimed', ['waiting'], now);
    return true;
  }
  // Someone waits ahead: the free seats go to the line first.
  await catalogRepo.releaseSeat(tx, line.activityId);
  await offerFreedSeats(tx, ctx, line.activityId);
  const after = await waitlistRepo.openEntryOf(tx, line.itineraryActivityId);
  if (after?.status === 'offered')
    return (await waitlistRepo.endEntry(tx, after.id, 'claimed', ['offered'], now)) !== null;
  return catalogRepo.reserveSeat(tx, line.activityId);
}

/** Whether this itinerary activity holds an open offer (its seat is the family's). */
export async function hasOpenOffer(
  tx: DbOrTx,
  itineraryActivityId: number,
  now: Date,
): Promise<boolean> {
  const entry = await waitlistRepo.openEntryOf(tx, itineraryActivityId);
  return entry?.status === 'offered' && entry.offerExpiresAt! > now;
}

/**
 * An itinerary activity is about to be deleted (the specialist removes it): its entry leaves
 * the line, and an offered seat goes to the next family. Call before the delete.
 */
export async function leaveWithItineraryActivity(
  tx: DbOrTx,
  ctx: AppContext,
  itineraryActivityId: number,
): Promise<void> {
  const entry = await waitlistRepo.openEntryOf(tx, itineraryActivityId);
  if (entry) await leaveEntry(tx, ctx, entry.id);
}

/** A parent's account is being closed: every entry leaves, offered seats to the next. */
export async function leaveAllOfParent(tx: DbOrTx, ctx: AppContext, parentId: number) {
  for (const entry of await waitlistRepo.openEntriesOfParent(tx, parentId))
    await leaveEntry(tx, ctx, entry.id);
}

/**
 * The periodic pass: offers past their 24 hours end; each seat goes to the next in line or back
 * to the pool. Due rows are claimed with SKIP LOCKED, so instances share the work. Answers how
 * many expired.
 */
export async function expireDueOffers(ctx: AppContext, limit = 100): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    let n = 0;
    for (const entry of await waitlistRepo.claimExpiredOffers(tx, ctx.now(), limit))
      if (await expireOffer(tx, ctx, entry)) n += 1;
    return n;
  });
}

/** Seats of the activity held by open offers (a director may not count fewer: decision 0062). */
export async function seatsHeldByOffers(tx: DbOrTx, activityId: number): Promise<number> {
  return waitlistRepo.countOpenOffers(tx, activityId);
}

/** The itinerary activity (a column of a larger read) holds an open offer at `now`. */
export function offeredPlace(itineraryActivityId: AnyPgColumn, now: Date): SQL<boolean> {
  return waitlistRepo.heldByOffer(itineraryActivityId, now);
}

/** The itinerary activities among `ids` holding an open offer (their seat is the family's). */
export function offeredPlaces(tx: DbOrTx, ids: number[], now: Date): Promise<Set<number>> {
  return waitlistRepo.offeredItineraryActivityIds(tx, ids, now);
}
