import { WAIVER_MESSAGES as M, seasonOf } from '@camp/shared/waivers';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './repository.js';

/** What the booking rule needs of one activity being booked. */
export interface BookedLine {
  providerId: number;
  providerName: string;
  startDate: string;
}

/**
 * The booking rule: every activity booked whose program has a required waiver needs that
 * waiver's current version signed for the child for the activity's season. Refused with 422
 * under `waivers`, one message per program and season missing a signature. An optional
 * waiver, or none, asks for nothing.
 */
export async function assertWaiversSigned(
  db: DbOrTx,
  child: { id: number | null; name: string | null },
  lines: readonly BookedLine[],
): Promise<void> {
  const waivers = await repo.currentWaivers(db, [...new Set(lines.map((l) => l.providerId))]);
  const required = lines.filter((l) => waivers.get(l.providerId)?.required);
  if (required.length === 0) return;
  const signed =
    child.id === null
      ? new Map<string, unknown>()
      : await repo.signaturesOfChild(
          db,
          child.id,
          [...waivers.values()].map((w) => w.id),
        );
  const missing = new Set<string>();
  for (const l of required) {
    const season = seasonOf(l.startDate);
    if (!signed.has(`${waivers.get(l.providerId)!.id}:${season}`))
      missing.add(M.missingSignature(l.providerName, child.name ?? 'your child', season));
  }
  if (missing.size > 0) throw new AppError(422, { waivers: [...missing] }, 'validation');
}
