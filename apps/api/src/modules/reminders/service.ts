import { REMINDER_DAYS, type ReminderKind, type ReminderPreferences } from '@camp/shared/reminders';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as itinerariesReminders from '../../data/itineraries/reminders.js';
import * as commerceReminders from '../../data/commerce/reminders.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { activityTimeZone, DEFAULT_TIME_ZONE, localClock } from '../../lib/time-zone.js';
import { enqueueMail } from '../mail/index.js';
import { waiverStatuses, type WaiverStatus } from '../waivers/index.js';
import * as repo from './repository.js';

// Reminder e-mails, sent by a periodic job through the outbox: 7 days and 1 day before a paid
// activity starts, 3 days before each instalment of a payment plan. Each one goes once, whatever
// the number of instances and runs (the sent_reminders row and the mail are written in one
// transaction), and only to parents who keep that kind on. An activity's reminders count its
// own calendar days where it takes place and go out from 8 AM there (a family is not told
// "tomorrow" two days ahead, nor in the night); an instalment's count UTC days, as its charge.

const DAY_MS = 86_400_000;
const BATCH = 100;
/** The local hour from which an activity's reminders go out. */
export const REMINDER_LOCAL_HOUR = 8;

/** The UTC day `n` days after `now` (a UTC midnight: that day), as YYYY-MM-DD. */
export const dayAfter = (now: Date, n: number) =>
  new Date(now.getTime() + n * DAY_MS).toISOString().slice(0, 10);

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '9:00 AM' from '09:00'. */
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const isWebUrl = (s: string | null): s is string => s !== null && /^https?:\/\/[^\s]+$/i.test(s);

/** Claims the subjects not yet reminded and queues their mails, a batch per transaction. */
async function sendOnce<T>(
  ctx: AppContext,
  kind: ReminderKind,
  rows: T[],
  key: (row: T) => { subjectId: number; userId: number },
  mail: (tx: DbOrTx, row: T) => Promise<unknown>,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    sent += await ctx.db.transaction(async (tx) => {
      const claimed = await repo.claimReminders(tx, kind, batch.map(key));
      for (const row of batch) if (claimed.has(key(row).subjectId)) await mail(tx, row);
      return claimed.size;
    });
  }
  return sent;
}

async function activityReminders(
  ctx: AppContext,
  kind: 'activity_week' | 'activity_day',
  now: Date,
): Promise<number> {
  // The week's reminder covers places starting in 2 to 7 days (a place booked late still gets
  // one); the day's reminder those starting tomorrow. Days of the activity's own zone: the UTC
  // window is one day wider each side, and each place is then judged by its local day and hour.
  const first = kind === 'activity_week' ? 2 : 1;
  const last = REMINDER_DAYS[kind];
  const rows = (
    await itinerariesReminders.placesStarting(
      ctx.db,
      kind,
      dayAfter(now, first - 1),
      dayAfter(now, last + 1),
    )
  ).filter((r) => {
    const zone = activityTimeZone(r.activityPlace, r.providerPlace) ?? DEFAULT_TIME_ZONE;
    const local = localClock(now, zone);
    const today = new Date(`${local.day}T00:00:00Z`);
    return (
      local.hour >= REMINDER_LOCAL_HOUR &&
      r.startDate >= dayAfter(today, first) &&
      r.startDate <= dayAfter(today, last)
    );
  });
  const waivers = new Map(
    (await waiverStatuses(ctx.db, rows)).map((status, i) => [rows[i]!.placeId, status]),
  );
  return sendOnce(
    ctx,
    kind,
    rows,
    (r) => ({ subjectId: r.placeId, userId: r.parentId }),
    (tx, r) =>
      enqueueMail(tx, ctx, {
        to: r.email,
        template: 'activity_reminder',
        data: activityMailData(ctx, kind, r, waivers.get(r.placeId) ?? { kind: 'none' }),
      }),
  );
}

/** What one place's reminder says, its waiver status included. */
function activityMailData(
  ctx: AppContext,
  kind: 'activity_week' | 'activity_day',
  r: itinerariesReminders.StartingPlaceRow,
  waiver: WaiverStatus,
) {
  const bring = r.whatToBring?.trim().slice(0, 1000);
  return {
    name: r.parentName,
    url: `${ctx.config.APP_URL}/profile/calendar`,
    when: kind === 'activity_day' ? 'tomorrow' : `on ${longDay(r.startDate)}`,
    activity: r.activityName,
    provider: r.providerName,
    ...(r.childName ? { child: r.childName } : {}),
    dates:
      r.endDate === r.startDate
        ? longDay(r.startDate)
        : `${longDay(r.startDate)} to ${longDay(r.endDate)}`,
    drop_off: clock(r.startTime),
    location: r.location.slice(0, 500),
    ...(bring ? { bring } : {}),
    camp_url: isWebUrl(r.url) ? r.url : ctx.config.APP_URL,
    ...(isWebUrl(r.waiverFormUrl) ? { waiver_url: r.waiverFormUrl } : {}),
    ...(waiver.kind === 'signed' ? { waiver_signed_on: longDay(waiver.signedOn) } : {}),
    ...(waiver.kind === 'unsigned'
      ? {
          // The payment summary lists the itinerary's waivers and signs them.
          waiver_sign_url: `${ctx.config.APP_URL}/profile/payment/${r.itineraryId}`,
          waiver_required: waiver.required,
        }
      : {}),
  };
}

async function instalmentReminders(ctx: AppContext, now: Date): Promise<number> {
  const rows = await commerceReminders.instalmentsDue(
    ctx.db,
    dayAfter(now, 1),
    dayAfter(now, REMINDER_DAYS.instalment),
  );
  return sendOnce(
    ctx,
    'instalment',
    rows,
    (r) => ({ subjectId: r.instalmentId, userId: r.parentId }),
    (tx, r) =>
      enqueueMail(tx, ctx, {
        to: r.email,
        template: 'instalment_reminder',
        data: {
          name: r.parentName,
          url: `${ctx.config.APP_URL}/profile/payment/${r.itineraryId}`,
          which: `Instalment ${r.sequence} of ${r.count}`,
          what: r.description.slice(0, 500),
          amount: usd(r.amountCents),
          due: longDay(r.dueDate),
          card: r.cardLast4 ? `the card ending ${r.cardLast4}` : 'your saved card',
        },
      }),
  );
}

/** One pass of the reminder job at `now`: how many of each kind were queued. */
export async function sendDueReminders(
  ctx: AppContext,
  now: Date = ctx.now(),
): Promise<Record<ReminderKind, number>> {
  return {
    activity_week: await activityReminders(ctx, 'activity_week', now),
    activity_day: await activityReminders(ctx, 'activity_day', now),
    instalment: await instalmentReminders(ctx, now),
  };
}

const ALL_ON: ReminderPreferences = { activity_week: true, activity_day: true, instalment: true };

/** GET /api/v1/parents/reminders: the kinds the parent keeps on. */
export async function getPreferences(
  ctx: AppContext,
  user: CurrentUser,
): Promise<{ reminders: ReminderPreferences }> {
  const row = await accountsRepo.findReminderPreferences(ctx.db, user.id);
  return {
    reminders: row
      ? {
          activity_week: row.activityWeek,
          activity_day: row.activityDay,
          instalment: row.instalments,
        }
      : ALL_ON,
  };
}

/** PUT /api/v1/parents/reminders: turns each kind on or off. */
export async function setPreferences(
  ctx: AppContext,
  user: CurrentUser,
  prefs: ReminderPreferences,
): Promise<{ reminders: ReminderPreferences }> {
  await accountsRepo.setReminderPreferences(ctx.db, user.id, {
    activityWeek: prefs.activity_week,
    activityDay: prefs.activity_day,
    instalments: prefs.instalment,
  });
  return { reminders: prefs };
}
