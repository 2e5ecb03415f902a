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

/** The plan on sale with this name, or null (retired). */
export async function findActivePackageByName(
  db: DbOrTx,
  name: PackageRow['name'],
): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.name, name), eq(packages.active, true)))
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

export async function findPackageForUpdate(db: DbOrTx, id: number): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * A new price for the plan. The Stripe Price made for the old one is forgotten, so the next
 * Stripe subscription gets a Price of the new amount (those running keep theirs).
 */
export async function updatePrice(db: DbOrTx, id: number, priceCents: number): Promise<PackageRow> {
  const [row] = await db
    .update(packages)
    .set({ priceCents, stripePriceId: null })
    .where(eq(packages.id, id))
    .returning();
  return row!;
}
