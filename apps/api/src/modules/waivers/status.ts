import { seasonOf } from '@camp/shared/waivers';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './repository.js';

// Where a child stands with a program's waiver for one activity: the program has no waiver in
// the app, or its current version is signed for the child and the activity's season, or not yet.

/** One activity of one child: its program and start date (which gives the season). */
export interface WaiverQuestion {
  providerId: number;
  /** The itinerary's child; null when the child was deleted (never signed). */
  childId: number | null;
  startDate: string;
}

export type WaiverStatus =
  | { kind: 'none' }
  | { kind: 'signed'; signedOn: string; season: number }
  | { kind: 'unsigned'; required: boolean; season: number };

/**
 * The status of each question, in order. Only a signature of the program's current version
 * counts as signed (the booking rule's own reading). Two queries, however many questions.
 */
export async function waiverStatuses(
  db: DbOrTx,
  questions: readonly WaiverQuestion[],
): Promise<WaiverStatus[]> {
  const waivers = await repo.currentWaivers(db, [...new Set(questions.map((q) => q.providerId))]);
  const childIds = [...new Set(questions.flatMap((q) => (q.childId === null ? [] : [q.childId])))];
  const signatures = await repo.signaturesOfChildren(
    db,
    childIds,
    [...waivers.values()].map((w) => w.id),
  );
  return questions.map((q): WaiverStatus => {
    const waiver = waivers.get(q.providerId);
    if (!waiver) return { kind: 'none' };
    const season = seasonOf(q.startDate);
    const signature = signatures.get(`${waiver.id}:${q.childId}:${season}`);
    return signature
      ? { kind: 'signed', signedOn: signature.signedOn, season }
      : { kind: 'unsigned', required: waiver.required, season };
  });
}
