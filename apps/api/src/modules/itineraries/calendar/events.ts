import { createHash } from 'node:crypto';
import {
  CALENDAR_PALETTE_COLORS,
  type CalendarEvent,
  type CalendarItinerary,
  type CalendarResponse,
} from '@camp/shared/calendar';
import { campLink } from '@camp/shared/camp-link';
import { countMeetingDays, meetingSpan, type Weekday } from '@camp/shared/meeting-days';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import * as invitationsRepo from '../../../data/itineraries/invitations.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import { storedMeetingDays } from '../../../data/catalog/activity-fields.js';
import { activityTimeZone } from '../../../lib/time-zone.js';

// The one place the family calendar's events are computed: the calendar page's JSON and the
// iCal feed both render this (title, dates, place, child, invited friends, colour).

/** An event with what only the feed needs. */
export interface FamilyEvent extends CalendarEvent {
  /** The IANA zone of the daily times, or null (floating). */
  time_zone: string | null;
  /** When the activity last changed (the feed's LAST-MODIFIED). */
  updated_at: Date;
  provider_name: string;
}

export interface FamilyCalendar extends CalendarResponse {
  events: FamilyEvent[];
}

const UNKNOWN_CHILD = 'Child';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days`, in UTC so no zone shifts the date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Multi-day counts the days it meets, start and end included, otherwise '1 day'. Without meeting
 * days every day counts.
 */
export function durationOf(start: string, end: string, meetingDays?: readonly Weekday[]): string {
  const days = meetingDays
    ? countMeetingDays(start, end, meetingDays)
    : Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  return days > 1 ? `${days} days` : '1 day';
}

/**
 * The first itinerary is success main, the second success dark, the rest a colour
 * of their own that stays the same between visits: a hue from a hash of the itinerary id, dark
 * enough for white text.
 */
export function colorAt(index: number, itineraryId: number): string {
  const preset = CALENDAR_PALETTE_COLORS[index];
  if (preset) return preset;
  const hue =
    createHash('sha256').update(`itinerary:${itineraryId}`).digest().readUInt16BE(0) % 360;
  return hslToHex(hue, 0.55, 0.38);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const hhmm = (time: string) => time.slice(0, 5);

type Entry = CalendarItinerary & { shared: Set<number> | null };

/**
 * The parent's approved itineraries plus the approved itineraries of friends whose invitation
 * the parent accepted (their shared activities only), each with its colour, and one event per
 * activity, on the days it meets. Oldest itinerary first, own before friends'.
 */
export async function familyCalendar(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<FamilyCalendar> {
  const db = ctx.db;
  const entries = await calendarEntries(ctx, parent);
  const ids = entries.map((e) => e.id);
  const [activities, acceptedFriends] = await Promise.all([
    itinerariesRepo.eventActivitiesOf(db, ids),
    invitationsRepo.acceptedInvitationsOfItineraries(db, ids),
  ]);
  const friendsOf = new Map<number, string[]>();
  for (const inv of acceptedFriends) {
    // The viewer is not their own 'invited parent'.
    if (inv.parentId === parent.id) continue;
    const names = friendsOf.get(inv.itineraryId) ?? [];
    names.push(inv.friendName ?? inv.friendEmail);
    friendsOf.set(inv.itineraryId, names);
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  const events: FamilyEvent[] = [];
  for (const a of activities) {
    const entry = byId.get(a.itineraryId);
    if (!entry || (entry.shared && !entry.shared.has(a.id))) continue;
    const event = eventOf(a, entry, friendsOf.get(a.itineraryId) ?? [], parent);
    if (event) events.push(event);
  }
  return {
    itineraries: entries.map(({ id, child_name, color, friend, friend_name }) => ({
      id,
      child_name,
      color,
      friend,
      friend_name,
    })),
    events,
  };
}

/**
 * The itineraries the calendar shows, each with its colour: own ones first, then friends' in the
 * order their invitations list them (with the activities they share).
 */
async function calendarEntries(ctx: AppContext, parent: CurrentUser): Promise<Entry[]> {
  const db = ctx.db;
  const [own, accepted] = await Promise.all([
    itinerariesRepo.approvedItinerariesOf(db, parent.id),
    invitationsRepo.acceptedInvitationsOf(db, parent.id, ['approved']),
  ]);
  const friendIds = accepted.map((a) => a.invitation.itineraryId);
  const [friendById, sharedIds] = await Promise.all([
    itinerariesRepo.itineraryHeaders(db, friendIds),
    invitationsRepo.invitationActivityIds(
      db,
      accepted.map((a) => a.invitation.id),
    ),
  ]);
  const entries: Entry[] = [];
  for (const it of own) {
    entries.push({
      id: it.id,
      child_name: it.childName ?? UNKNOWN_CHILD,
      color: '',
      friend: false,
      friend_name: null,
      shared: null,
    });
  }
  for (const { invitation } of accepted) {
    const it = friendById.get(invitation.itineraryId);
    // A friend's own itinerary would show twice; the parent's own entry wins.
    if (!it || it.parentId === parent.id) continue;
    entries.push({
      id: it.id,
      child_name: it.childName ?? UNKNOWN_CHILD,
      color: '',
      friend: true,
      friend_name: it.parentName,
      shared: new Set(sharedIds.get(invitation.id) ?? []),
    });
  }
  entries.forEach((e, i) => {
    e.color = colorAt(i, e.id);
  });
  return entries;
}

/**
 * One activity's event: from the first to the last day it meets; one that never meets between
 * its dates has no day to show (null).
 */
function eventOf(
  a: Awaited<ReturnType<typeof itinerariesRepo.eventActivitiesOf>>[number],
  entry: Entry,
  invitedParents: string[],
  parent: CurrentUser,
): FamilyEvent | null {
  const meetingDays = storedMeetingDays(a.meetingDays);
  const span = meetingSpan(a.startDate, a.endDate, meetingDays);
  if (!span) return null;
  // 00:00 to 00:00 means the daily hours were not given: an all-day event.
  const timed = a.startTime !== a.endTime;
  return {
    id: `${a.itineraryId}-${a.id}`,
    itinerary_id: a.itineraryId,
    title: a.name,
    start: span.start,
    end: addDays(span.end, 1),
    meeting_days: meetingDays,
    start_time: timed ? hhmm(a.startTime) : null,
    end_time: timed ? hhmm(a.endTime) : null,
    duration: durationOf(span.start, span.end, meetingDays),
    location: a.location || null,
    latitude: a.latitude,
    longitude: a.longitude,
    child_name: entry.child_name,
    invited_parents: invitedParents,
    invited_friend_name: entry.friend_name,
    color: entry.color,
    url: campLink(a.url, parent.role),
    time_zone: timed ? activityTimeZone(a, a.provider) : null,
    updated_at: a.updatedAt,
    provider_name: a.provider.name,
  };
}

/** The calendar page's answer: the events without the feed's extra fields. */
export function toResponse(calendar: FamilyCalendar): CalendarResponse {
  return {
    itineraries: calendar.itineraries,
    events: calendar.events.map(
      ({ time_zone: _z, updated_at: _u, provider_name: _p, ...event }) => event,
    ),
  };
}
