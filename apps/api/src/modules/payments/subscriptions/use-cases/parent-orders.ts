import type { ParentOrder } from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import * as repo from '../../../../data/commerce/repository.js';
import { toParentOrder } from '../orders.js';
import { ORDER_NOT_FOUND } from '../refusals.js';

const ORDER_LIST_LIMIT = 100;

/** GET /api/v1/payment/orders: the parent's package orders, newest first. */
export async function listOrders(
  ctx: AppContext,
  userId: number,
): Promise<{ orders: ParentOrder[] }> {
  const rows = await repo.listOrdersOfUser(ctx.db, userId, ORDER_LIST_LIMIT);
  return { orders: rows.map(toParentOrder) };
}

/** GET /api/v1/payment/orders/:id: one of the parent's orders (another parent's: 404). */
export async function getOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
): Promise<{ order: ParentOrder }> {
  const row = await repo.findOrderWithPackage(ctx.db, orderId, userId);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return { order: toParentOrder(row) };
}
