import { PACKAGE_PRICE_MESSAGES } from '@camp/shared/admin-packages';
import { toCents } from '@camp/shared/number';
import type { Package } from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as repo from '../repository.js';
import { toPackage } from '../service.js';

/**
 * PUT /api/v1/admins/packages/:id/price: the plan's new price, for purchases from now on.
 * Subscriptions already bought renew at the price they were sold at (their own price_cents).
 * The package row is locked; the change and its audit record (before and after) commit
 * together. The same price again changes nothing and writes no record.
 */
export async function changePackagePrice(
  ctx: AppContext,
  admin: CurrentUser,
  id: number,
  price: number,
): Promise<Package> {
  const priceCents = toCents(price);
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findPackageForUpdate(tx, id);
    if (!found) throw AppError.notFound(PACKAGE_PRICE_MESSAGES.notFound);
    if (found.priceCents === priceCents) return toPackage(found);
    const row = await repo.updatePrice(tx, id, priceCents);
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'packages',
      entityId: id,
      action: 'package_price_changed',
      data: {
        package: found.name,
        before: { price_cents: found.priceCents },
        after: { price_cents: row.priceCents },
      },
    });
    return toPackage(row);
  });
}
