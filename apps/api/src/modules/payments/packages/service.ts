import type { Package } from '@camp/shared/payment';
import type { DbOrTx } from '../../../db/client.js';
import type { AppContext } from '../../../context.js';
import * as repo from './repository.js';

export type PackageRow = repo.PackageRow;

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCents / 100,
    price_cents: row.priceCents,
    package_type: row.packageType,
    interval: row.interval,
  };
}

/** GET /api/v1/packages: the plans on sale with their current prices (decision 0004). */
export async function listPackages(ctx: AppContext): Promise<{ packages: Package[] }> {
  const rows = await repo.listActivePackages(ctx.db);
  return { packages: rows.map(toPackage) };
}

/** A plan a parent can buy now; null when unknown or withdrawn. */
export const findActivePackage = (db: DbOrTx, id: number) => repo.findActivePackage(db, id);

/** Any plan, withdrawn ones included (renewals of a plan no longer sold). */
export const findActivePackageByName = (db: DbOrTx, name: PackageRow['name']) =>
  repo.findActivePackageByName(db, name);
export const findPackage = (db: DbOrTx, id: number) => repo.findPackage(db, id);

export const listActivePackages = (db: DbOrTx) => repo.listActivePackages(db);

export const setStripePriceId = (db: DbOrTx, id: number, priceId: string) =>
  repo.setStripePriceId(db, id, priceId);
