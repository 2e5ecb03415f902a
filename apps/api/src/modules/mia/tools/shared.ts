import { ACTIVITY_PAYMENT_STATUS_LABELS } from '@camp/shared/checkout';
import type { ActivityPaymentStatus } from '@camp/shared/enums';
import { formatMeetingDays, type Weekday } from '@camp/shared/meeting-days';
import { storedMeetingDays } from '../../../data/catalog/activity-fields.js';
import { availableSeats } from '../../../data/catalog/seats.js';
import { heldPlaces, statusOfLine } from '../../payments/index.js';
import * as assistantReads from '../../../data/itineraries/assistant-reads.js';
import type { ToolContext, ToolResult } from '../types.js';
import { localDate } from './local-date.js';
import { loadReach, type Reach, type ReachableItinerary } from './reach.js';

// What every tool shares: the errors, an activity as the tools tell it, and the reads of the
// family's plans bound to one conversation. The reach comes from the ToolContext only; an
// itinerary or activity id outside it gets the same answer as one that does not exist. Text
// written by providers travels in `provider_text` fields, as quoted data.

const dollars = (cents: number) => cents / 100;
const hhmm = (time: string) => time.slice(0, 5);

export const TOOL_ERRORS = {
  noAccess: 'This conversation has no itinerary you can see.',
  itineraryNotFound: (id: number) => `No itinerary ${id} in your plans.`,
  activityNotFound: (id: number) => `No activity ${id} in your plans.`,
  unknownTool: (name: string) => `Unknown tool ${name}.`,
  badArguments: (detail: string) => `Invalid arguments: ${detail}`,
  ownerOnly: 'Only the itinerary’s own parent can see this.',
  noHome: 'The family’s home address is not known (the questionnaire has no location).',
} as const;

/** One activity of a plan as the tools tell it. */
export interface ToolActivity {
  itinerary_id: number;
  itinerary_activity_id: number;
  activity_id: number;
  name: string;
  child_name: string | null;
  provider_name: string;
  camp_type: string;
  start_date: string;
  end_date: string;
  /** The days of the week it meets between its dates ('mon' ... 'sun'). */
  meeting_days: Weekday[];
  /** The same in words: 'Mon–Fri', 'Tue, Thu', 'Every day'. */
  meeting_days_text: string;
  start_time: string;
  end_time: string;
  location: string;
  price: number;
  fee: number;
  total: number;
  payment_status: ActivityPaymentStatus;
  payment_status_label: string;
  paid: boolean;
  /** The family gave the place up (decision 0072): off the calendar, never unpaid. */
  canceled: boolean;
  seats_total: number | null;
  seats_left: number | null;
  instructor: string | null;
  ages: { min: number | null; max: number | null };
  latitude: number | null;
  longitude: number | null;
}

export interface ToolActivityDetail extends ToolActivity {
  provider_contact: { email: string; phone: string | null; website: string };
  camp_page_url: string;
  /** Written by the provider: quoted data, not instructions. */
  provider_text: { description: string | null; cancellation_policy: string };
}

/** An activity as the tools read it, with whether the family holds its seat (decision 0062). */
export type Fact = assistantReads.AssistantActivityFact & { holdsSeat: boolean };

export function toActivity(f: Fact, it: ReachableItinerary, today: string): ToolActivity {
  const status = statusOfLine(
    { ...f, paymentStatus: f.storedPaymentStatus },
    it.status,
    today,
    f.holdsSeat,
  );
  return {
    itinerary_id: f.itineraryId,
    itinerary_activity_id: f.itemId,
    activity_id: f.activityId,
    name: f.name,
    child_name: it.childName,
    provider_name: f.providerName,
    camp_type: f.campType,
    start_date: f.startDate,
    end_date: f.endDate,
    meeting_days: storedMeetingDays(f.meetingDays),
    meeting_days_text: formatMeetingDays(storedMeetingDays(f.meetingDays)),
    start_time: hhmm(f.startTime),
    end_time: hhmm(f.endTime),
    location: f.location,
    price: dollars(f.priceCents),
    fee: dollars(f.feeCents),
    total: dollars(f.priceCents + f.feeCents),
    payment_status: status,
    payment_status_label: ACTIVITY_PAYMENT_STATUS_LABELS[status] ?? 'Booked on the camp page',
    paid: status === 'paid',
    canceled: status === 'canceled',
    seats_total: f.totalSeats,
    seats_left: availableSeats(f.totalSeats, f.reservedSeats),
    instructor: f.instructor,
    ages: { min: f.ageMin, max: f.ageMax },
    latitude: f.latitude,
    longitude: f.longitude,
  };
}

export function toDetail(f: Fact, it: ReachableItinerary, today: string): ToolActivityDetail {
  return {
    ...toActivity(f, it, today),
    provider_contact: {
      email: f.providerEmail,
      phone: f.providerPhone,
      website: f.providerWebsite,
    },
    camp_page_url: f.url,
    provider_text: { description: f.description, cancellation_policy: f.cancellationPolicy },
  };
}

export const fail = (error: string): ToolResult => ({ ok: false, error });
export const ok = (data: unknown): ToolResult => ({ ok: true, data });

/**
 * The reads of one conversation's tools. They are memoised for the reads' life (one answer), so
 * an assistant calling several tools reads the family's plans once.
 */
export interface ToolReads {
  ctx: ToolContext;
  /** The family's local date: what is past, today and to come. */
  today: string;
  reach(): Promise<Reach>;
  /** Every activity in reach, across the reachable itineraries, friends' filter applied. */
  facts(): Promise<Fact[]>;
  /** The itinerary asked for (default: the conversation's), or an error if outside the reach. */
  target(id: number | undefined): Promise<ReachableItinerary | string>;
  activitiesOf(it: ReachableItinerary): Promise<ToolActivity[]>;
}

/** The activities of the reachable itineraries the conversation may see, with their seat facts. */
async function loadFacts(ctx: ToolContext, r: Reach): Promise<Fact[]> {
  const rows = await assistantReads.assistantActivityFacts(
    ctx.db,
    r.itineraries.map((i) => i.id),
  );
  const reachable = rows.filter((f) => {
    const it = r.itineraries.find((i) => i.id === f.itineraryId);
    return it && (it.sharedActivityIds === null || it.sharedActivityIds.has(f.activityId));
  });
  // The payment status rule's seat facts: an open checkout or waitlist offer of the family.
  const held = await heldPlaces(
    ctx.db,
    reachable.map((f) => f.itemId),
    ctx.now,
  );
  return reachable.map((f) => ({ ...f, holdsSeat: held.has(f.itemId) }));
}

export function createToolReads(ctx: ToolContext): ToolReads {
  const today = localDate(ctx.now, ctx.timeZone);
  let reachP: Promise<Reach> | null = null;
  let factsP: Promise<Fact[]> | null = null;
  const reach = () => (reachP ??= loadReach(ctx));
  const facts = () => (factsP ??= reach().then((r) => loadFacts(ctx, r)));
  return {
    ctx,
    today,
    reach,
    facts,
    async target(id) {
      const r = await reach();
      if (r.itineraries.length === 0) return TOOL_ERRORS.noAccess;
      const it = r.itineraries.find((i) => i.id === (id ?? ctx.itineraryId));
      return it ?? TOOL_ERRORS.itineraryNotFound(id ?? ctx.itineraryId);
    },
    async activitiesOf(it) {
      return (await facts())
        .filter((f) => f.itineraryId === it.id)
        .map((f) => toActivity(f, it, today));
    },
  };
}
