/**
 * The paid places whose activity starts on one day, with what their reminder e-mail says, for
 * the parents who keep that reminder on. Reads only; the reminders module records what it sent.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface StartingPlaceRow {
  placeId: number;
  itineraryId: number;
  parentId: number;
  /** The itinerary's child (null once deleted). */
  childId: number | null;
  providerId: number;
  email: string;
  parentName: string;
  childName: string | null;
  activityName: string;
  providerName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  location: string;
  url: string;
  /** What the director says a child brings; null when they wrote nothing. */
  whatToBring: string | null;
  waiverFormUrl: string | null;
  /** Where the activity takes place and its program is: the day is the activity's own day there. */
  activityPlace: { latitude: number | null; longitude: number | null };
  providerPlace: { latitude: number | null; longitude: number | null; zipCode: string };
}

const coordinate = (v: unknown) => (v === null ? null : Number(v));

/** The preference column that turns each activity reminder off. */
const PREFERENCE = {
  activity_week: sql.raw('pp.remind_activity_week'),
  activity_day: sql.raw('pp.remind_activity_day'),
} as const;

/**
 * Places paid (in full or through a plan), not canceled, of a live parent who keeps the
 * reminder on, whose activity starts between `from` and `to` (YYYY-MM-DD, both included).
 */
export async function placesStarting(
  db: DbOrTx,
  kind: keyof typeof PREFERENCE,
  from: string,
  to: string,
): Promise<StartingPlaceRow[]> {
  const result = await db.execute(sql`
    SELECT ia.id AS place_id, it.id AS itinerary_id, u.id AS parent_id, u.email, it.child_id,
      a.provider_id,
      coalesce(nullif(trim(u.name), ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS parent_name,
      ch.first_name AS child_name, a.name AS activity_name, ap.name AS provider_name,
      a.start_date::text, a.end_date::text, to_char(a.start_time, 'HH24:MI') AS start_time,
      a.location, a.url, a.what_to_bring, ap.waiver_form_url, a.latitude, a.longitude,
      ap.latitude AS provider_latitude, ap.longitude AS provider_longitude, ap.zip_code
    FROM itinerary_activities ia
    JOIN itineraries it ON it.id = ia.itinerary_id
    JOIN users u ON u.id = it.parent_id
    JOIN parent_profiles pp ON pp.user_id = u.id
    JOIN activities a ON a.id = ia.activity_id
    JOIN activity_providers ap ON ap.id = a.provider_id
    LEFT JOIN children ch ON ch.id = it.child_id
    WHERE ia.payment_status = 'paid' AND ia.canceled_at IS NULL
      AND u.deleted_at IS NULL AND u.deactivated_at IS NULL AND ${PREFERENCE[kind]}
      AND a.start_date BETWEEN ${from}::date AND ${to}::date
    ORDER BY ia.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    placeId: Number(r.place_id),
    itineraryId: Number(r.itinerary_id),
    parentId: Number(r.parent_id),
    childId: r.child_id === null ? null : Number(r.child_id),
    providerId: Number(r.provider_id),
    email: String(r.email),
    parentName: String(r.parent_name),
    childName: (r.child_name as string | null) ?? null,
    activityName: String(r.activity_name),
    providerName: String(r.provider_name),
    startDate: String(r.start_date),
    endDate: String(r.end_date),
    startTime: String(r.start_time),
    location: String(r.location),
    url: String(r.url),
    whatToBring: (r.what_to_bring as string | null) ?? null,
    waiverFormUrl: (r.waiver_form_url as string | null) ?? null,
    activityPlace: { latitude: coordinate(r.latitude), longitude: coordinate(r.longitude) },
    providerPlace: {
      latitude: coordinate(r.provider_latitude),
      longitude: coordinate(r.provider_longitude),
      zipCode: String(r.zip_code),
    },
  }));
}
