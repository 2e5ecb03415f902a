import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  CALENDAR_MESSAGES as M,
  needsCalendarUpgrade,
  type CalendarFeedResponse,
  type CalendarResponse,
} from '@camp/shared/calendar';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { isPaidPremium } from '../../auth/index.js';
import * as commerceRepo from '../../../data/commerce/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { familyCalendar, toResponse } from './events.js';
import { renderFeed } from './feed.js';
import * as repo from './repository.js';

/** The feed's path; the token is the whole credential. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;
/** What a token looks like (32 bytes, base64url): anything else is answered 404 at once. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The calendar's premium gate (decision 0049): the session's facts, through the one rule the
 * web uses too (`needsCalendarUpgrade`): premium and package type from the latest order,
 * friend access from the invitations.
 */
async function calendarAllowed(db: DbOrTx, userId: number): Promise<boolean> {
  const [order, friends] = await Promise.all([
    commerceRepo.findLatestOrder(db, userId),
    itinerariesRepo.hasFriendItineraries(db, userId),
  ]);
  return !needsCalendarUpgrade({
    premium: isPaidPremium(order),
    package_type: order?.packageType ?? null,
    friends_itineraries: friends,
  });
}

async function assertAllowed(ctx: AppContext, parent: CurrentUser) {
  if (!(await calendarAllowed(ctx.db, parent.id))) throw AppError.forbidden(M.premiumRequired);
}

/** GET /api/v1/parents/calendar. */
export async function getCalendar(ctx: AppContext, parent: CurrentUser): Promise<CalendarResponse> {
  await assertAllowed(ctx, parent);
  return toResponse(await familyCalendar(ctx, parent));
}

/**
 * The token is an HMAC of the parent's id and the row's nonce under a key derived from
 * JWT_SECRET: the API can show the same URL on every visit, while the database keeps only the
 * nonce and the token's SHA-256 (neither opens the feed). Rotating JWT_SECRET changes every URL.
 */
function tokenFor(ctx: AppContext, userId: number, nonce: string): string {
  const key = createHmac('sha256', ctx.config.JWT_SECRET).update('calendar-feed:v1').digest();
  return createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');
}
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GET (reset false) answers the parent's feed URL, creating the secret on the first call;
 * POST (reset true) replaces it, and the old URL answers 404 from then on.
 */
export async function feedUrl(
  ctx: AppContext,
  parent: CurrentUser,
  reset: boolean,
): Promise<CalendarFeedResponse> {
  await assertAllowed(ctx, parent);
  let feed = reset ? null : await repo.findFeedOf(ctx.db, parent.id);
  if (!feed) {
    const nonce = randomBytes(32).toString('base64url');
    const tokenHash = sha256(tokenFor(ctx, parent.id, nonce));
    feed =
      (await repo.saveFeed(ctx.db, { userId: parent.id, nonce, tokenHash }, reset)) ??
      // A first call racing another lost the insert: the winner's secret is the parent's.
      (await repo.findFeedOf(ctx.db, parent.id));
  }
  if (!feed) throw new Error('calendar feed: no row after saving it');
  return { url: `${ctx.config.APP_URL}${feedPath(tokenFor(ctx, parent.id, feed.nonce))}` };
}

/**
 * GET /calendar/{token}.ics: no session, the token is the secret. Unknown, reset, a deleted
 * account's or a parent now refused the calendar: 404 alike, so the URL tells nothing.
 */
export async function feedByToken(ctx: AppContext, token: string): Promise<string> {
  const notFound = () => AppError.notFound(M.feedNotFound);
  if (!FEED_TOKEN.test(token)) throw notFound();
  const owner = await repo.findFeedOwner(ctx.db, sha256(token));
  if (!owner || !(await calendarAllowed(ctx.db, owner.id))) throw notFound();
  return renderFeed(await familyCalendar(ctx, owner), ctx.config.APP_URL, ctx.now());
}

/** For the account deletion, in its transaction: the feed's secret goes with the account. */
export async function forgetFeedInTx(tx: DbOrTx, userId: number): Promise<void> {
  await repo.deleteFeedOf(tx, userId);
}
