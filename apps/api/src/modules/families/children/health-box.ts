import type { Config } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import {
  keyRing,
  openEnvelope,
  rewrapEnvelope,
  sealEnvelope,
  type Envelope,
  type KeyRing,
} from '../../../lib/envelope.js';
import * as familiesRepo from '../../../data/families/repository.js';

/*
 * The children's health answers under envelope encryption, with the environment's key ring
 * (DATA_ENCRYPTION_KEYS). Each sealed document is bound to its child's row: copied to another
 * child, it no longer opens.
 */

const rings = new WeakMap<Config['DATA_ENCRYPTION_KEYS'], KeyRing>();

export function healthRing(config: Pick<Config, 'DATA_ENCRYPTION_KEYS'>): KeyRing {
  let ring = rings.get(config.DATA_ENCRYPTION_KEYS);
  if (!ring) {
    ring = keyRing(config.DATA_ENCRYPTION_KEYS);
    rings.set(config.DATA_ENCRYPTION_KEYS, ring);
  }
  return ring;
}

const binding = (childId: number) => `children:${childId}:health`;

export function sealHealth(
  ring: KeyRing,
  childId: number,
  json: string,
): familiesRepo.HealthEnvelopeColumns {
  const e = sealEnvelope(ring, json, binding(childId));
  return { healthKeyId: e.keyId, healthDataKey: e.dataKey, healthSealed: e.sealed };
}

export function openHealth(ring: KeyRing, childId: number, envelope: Envelope): string {
  return openEnvelope(ring, envelope, binding(childId));
}

/** Rows re-sealed per transaction by the rotation. */
const ROTATION_BATCH = 200;

/**
 * Re-seals under the ring's current key every child's data key sealed under another one (the
 * records are not touched), a batch per transaction; rows another rotation holds are skipped
 * by it and left to that one. Returns how many were re-sealed. Once it has run on every row, the
 * retired keys can leave DATA_ENCRYPTION_KEYS.
 */
export async function rotateHealthKeys(ctx: AppContext): Promise<number> {
  const ring = healthRing(ctx.config);
  let total = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await familiesRepo.childrenSealedUnderOtherKeys(
        tx,
        ring.currentId,
        ROTATION_BATCH,
      );
      for (const row of rows) {
        const e = rewrapEnvelope(
          ring,
          { keyId: row.healthKeyId!, dataKey: row.healthDataKey!, sealed: row.healthSealed! },
          binding(row.id),
        );
        await familiesRepo.setHealthDataKey(tx, row.id, e.keyId, e.dataKey);
      }
      return rows.length;
    });
    total += done;
    if (done < ROTATION_BATCH) return total;
  }
}
