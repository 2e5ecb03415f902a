import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { packages } from '../../../db/schema/packages.js';

export type PackageRow = typeof packages.$inferSelect;

/** The plans on sale in the enum's order: one_time, monthly, annually. */
export async function listActivePackages(db: DbOrTx): Promise<PackageRow[]> {
  return db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.name));
}

export async function findActivePackage(db: DbOrTx, id: number): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true)))
    .limit(1);
  return row ?? null;
}

export async function findPackage(db: DbOrTx, id: number): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row ?? null;
}

/** Stores the Stripe Price made for the package unless another request stored one first. */
export async function setStripePriceId(
  db: DbOrTx,
  id: number,
  priceId: string,
): Promise<PackageRow> {
  const [row] = await db
    .update(packages)
    .set({ stripePriceId: priceId })
    .where(eq(packages.id, id))
    .returning();
  return row!;
}
