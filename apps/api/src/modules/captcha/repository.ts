import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { captchaSolutions } from '../../db/schema/captcha-solutions.js';

/**
 * Record a solved challenge by its signature. Returns false when it was already recorded (a
 * replay). The primary key makes this atomic across requests and API instances.
 */
export async function spendSolution(
  db: DbOrTx,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return rows.length === 1;
}

/** Forget solutions whose challenge has expired: they can no longer be replayed anyway. */
export async function deleteExpired(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
