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
import { verifyingSecrets } from '../../../lib/jwt.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { isPaidPremium } from '../../auth/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
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
 * The token is an HMAC of the parent's id and the row's nonce under a key derived from a JWT
 * secret: the API can show the same URL on every visit, while the database keeps only the nonce
 * and the token's SHA-256 (neither opens the feed). A feed is found by that hash alone, so a URL
 * already in a calendar app keeps working across a rotation of JWT_SECRET.
 */
function tokenFor(secret: string, userId: number, nonce: string): string {
  const key = createHmac('sha256', secret).update('calendar-feed:v1').digest();
  return createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');
}
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

type Feed = { nonce: string; tokenHash: string };

/**
 * The feed's token made again, with JWT_SECRET or, after a rotation, JWT_SECRET_PREVIOUS;
 * undefined once neither made it (its URL can no longer be shown).
 */
function shownToken(ctx: AppContext, userId: number, feed: Feed): string | undefined {
  for (const secret of verifyingSecrets(ctx.config)) {
    const token = tokenFor(secret, userId, feed.nonce);
    if (sha256(token) === feed.tokenHash) return token;
  }
  return undefined;
}

/**
 * The feed's row: a new secret on the first call (GET) or a reset (POST), and in place of one no
 * accepted JWT secret can show again (its URL keeps working until then, and stops with it).
 */
async function currentFeed(ctx: AppContext, userId: number, reset: boolean): Promise<Feed | null> {
  const existing = reset ? null : await repo.findFeedOf(ctx.db, userId);
  if (existing && shownToken(ctx, userId, existing)) return existing;
  const nonce = randomBytes(32).toString('base64url');
  const values = {
    userId,
    nonce,
    tokenHash: sha256(tokenFor(ctx.config.JWT_SECRET, userId, nonce)),
  };
  const saved = existing
    ? await repo.replaceStaleFeed(ctx.db, values, existing.nonce)
    : await repo.saveFeed(ctx.db, values, reset);
  // A call racing this one saved or replaced it first: its secret is the parent's.
  return saved ?? (await repo.findFeedOf(ctx.db, userId));
}

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
  const feed = await currentFeed(ctx, parent.id, reset);
  const token = feed && shownToken(ctx, parent.id, feed);
  if (!token) throw new Error('calendar feed: no row an accepted secret made after saving it');
  return { url: `${ctx.config.APP_URL}${feedPath(token)}` };
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
  // The feed's alarms follow the parent's reminder choices: the same two, a week and a day ahead.
  const prefs = await accountsRepo.findReminderPreferences(ctx.db, owner.id);
  return renderFeed(await familyCalendar(ctx, owner), ctx.config.APP_URL, ctx.now(), {
    week: prefs?.activityWeek ?? true,
    day: prefs?.activityDay ?? true,
  });
}

/** For the account deletion, in its transaction: the feed's secret goes with the account. */
export async function forgetFeedInTx(tx: DbOrTx, userId: number): Promise<void> {
  await repo.deleteFeedOf(tx, userId);
}
