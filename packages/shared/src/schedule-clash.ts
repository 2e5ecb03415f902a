import { z } from 'zod';
import { PG_INT_MAX } from './number';
import type { ScheduleCheck, ScheduleCheckKind } from './schedule-check';

// Clashes of an itinerary's schedule and their acknowledgement ('Keep both'). A clash is a
// schedule check about two activities the child cannot both attend as planned: they take place
// at the same time, or they are too far apart to travel between. An empty requested week is no
// clash. The moves that fix the schedule (the parent's accept, the send to the parent, the
// approval) go on only once every clash was acknowledged by whoever makes the move.

/** The schedule check kinds that are clashes. */
export const CLASH_KINDS: readonly ScheduleCheckKind[] = ['overlap', 'travel'];

/** The most acknowledged clashes one request may carry. */
export const ACKNOWLEDGED_CLASHES_MAX = 200;

export const CLASH_MESSAGES = {
  /** The per-clash choice that keeps both activities on the itinerary. */
  keepBoth: 'Keep both',
  /** The confirm dialogs' heading above the clash list. */
  dialogTitle: 'These activities clash',
  /** Under the heading: what 'Keep both' means and how to avoid it. */
  dialogHint:
    'Choose Keep both for each clash to keep both activities, or cancel and change the itinerary first.',
  /** 422: the acknowledgement is not a list of activity id pairs. */
  invalid: 'Acknowledged clashes must be pairs of activity ids',
  tooMany: 'Too many acknowledged clashes',
} as const;

/** The field of a request (and of a 409 refusal) that carries the acknowledged clashes. */
export const ACKNOWLEDGED_CLASHES_FIELD = 'acknowledged_clashes';

const activityId = z
  .number({ error: CLASH_MESSAGES.invalid })
  .int(CLASH_MESSAGES.invalid)
  .min(1, CLASH_MESSAGES.invalid)
  .max(PG_INT_MAX, CLASH_MESSAGES.invalid);

/**
 * The clashes the caller keeps, each named by its two activity ids in any order (a schedule
 * check's `activity_ids`). Optional: a request for an itinerary without clashes needs none.
 */
export const acknowledgedClashesSchema = z
  .array(z.array(activityId, { error: CLASH_MESSAGES.invalid }).length(2, CLASH_MESSAGES.invalid), {
    error: CLASH_MESSAGES.invalid,
  })
  .max(ACKNOWLEDGED_CLASHES_MAX, CLASH_MESSAGES.tooMany)
  .optional();
export type AcknowledgedClashes = NonNullable<z.output<typeof acknowledgedClashesSchema>>;

export const isClash = (check: ScheduleCheck): boolean =>
  CLASH_KINDS.includes(check.kind) && check.activity_ids.length === 2;

/** The clashes among an itinerary's schedule checks, in the checks' order. */
export const clashesOf = (checks: readonly ScheduleCheck[]): ScheduleCheck[] =>
  checks.filter(isClash);

/** A pair's identity whatever the order of its ids. */
const pairKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(':');

/** The clashes of `checks` that `acknowledged` does not name (pairs it names that are no clash are ignored). */
export function unacknowledgedClashes(
  checks: readonly ScheduleCheck[],
  acknowledged: readonly (readonly number[])[] | undefined,
): ScheduleCheck[] {
  const kept = new Set((acknowledged ?? []).map(pairKey));
  return clashesOf(checks).filter((c) => !kept.has(pairKey(c.activity_ids)));
}

/** What a request sends to keep these clashes: their activity id pairs. */
export const acknowledgementOf = (clashes: readonly ScheduleCheck[]): number[][] =>
  clashesOf(clashes).map((c) => [...c.activity_ids]);

/**
 * The 409 refusal of a move while clashes are not acknowledged: a sentence naming the clashing
 * activities, and each clash's own sentence under the acknowledgement field.
 */
export function clashRefusal(
  clashes: readonly ScheduleCheck[],
  nameOf: (activityId: number) => string,
): Record<string, string[]> {
  const pairs = clashes.map((c) => c.activity_ids.map(nameOf).join(' and '));
  return {
    _base: [
      `${pairs.map((p) => `${p} clash`).join('; ')}. ` +
        'Keep both activities of each clash, or change the itinerary first.',
    ],
    [ACKNOWLEDGED_CLASHES_FIELD]: clashes.map((c) => c.message),
  };
}
