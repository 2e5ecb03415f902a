import { isNull, or, sql } from 'drizzle-orm';
import { activities } from '../../db/schema/activities.js';

/**
 * The seat rule, once: an activity without a seat limit (total null) has no count of free
 * seats; otherwise what is left of the total after the reserved ones, never below zero (a
 * director may lower the total under the seats already taken).
 */
export function availableSeats(total: number | null, reserved: number): number | null {
  return total === null ? null : Math.max(total - reserved, 0);
}

/** The same rule in SQL: the activity has a seat left to take. */
export const hasFreeSeat = or(
  isNull(activities.totalSeats),
  sql`${activities.reservedSeats} < ${activities.totalSeats}`,
)!;
