import type { Order, OrdersResponse, ProcessedOrderResponse } from '@camp/shared/order';
import type { AppContext } from '../../../context.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/app-error.js';
import * as auditRepo from '../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';

/** Orders per page (the spec does not give the director lists' page size). */
export const ORDERS_PAGE_SIZE = 10;

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * Parent contact data lives on the parent's user row (shared with the session); the questionnaire
 * the itinerary was built from fills the address and the child's name when those are missing.
 */
function toOrder(row: itinerariesRepo.DirectorOrderRow): Order {
  const fullName = blankToNull(
    row.parentName || [row.parentFirstName, row.parentLastName].filter(Boolean).join(' '),
  );
  return {
    id: row.id,
    processed: row.processed,
    parent_name: fullName,
    // A deleted account keeps a placeholder address that is no one's: shown as not specified.
    parent_email: row.parentDeletedAt ? null : blankToNull(row.parentEmail),
    parent_phone_number: blankToNull(row.parentPhone),
    parent_address: blankToNull(row.parentAddress) ?? blankToNull(row.questionnaireAddress),
    parent_zip_code: blankToNull(row.parentZip) ?? blankToNull(row.questionnaireZip),
    child_name: blankToNull(row.childName) ?? blankToNull(row.questionnaireChildName),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    activity: {
      id: row.activityId,
      name: row.activityName,
      sku: row.sku,
      provider_name: row.providerName,
      start_date: row.startDate,
      end_date: row.endDate,
    },
  };
}

/**
 * The director's orders: paid enrollments in activities of the programs they own, newest
 * payment first. A page past the last one is empty (the list keeps its count and pages).
 */
export async function listOrders(
  ctx: AppContext,
  director: CurrentUser,
  page: number,
): Promise<OrdersResponse> {
  const total = await itinerariesRepo.countDirectorOrders(ctx.db, director.id);
  const rows =
    total === 0
      ? []
      : await itinerariesRepo.listDirectorOrders(ctx.db, director.id, {
          limit: ORDERS_PAGE_SIZE,
          offset: (page - 1) * ORDERS_PAGE_SIZE,
        });
  return {
    orders: rows.map(toOrder),
    pagy: { count: total, pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)), page },
  };
}

/**
 * Ticks or unticks 'Processed'. Another director's order, an unpaid itinerary activity and an
 * unknown id all answer 404, so nothing about other programs leaks. A real change is written
 * to the audit log in the same transaction; setting the value it already has changes nothing.
 */
export async function setProcessed(
  ctx: AppContext,
  director: CurrentUser,
  input: { itinerary_activity_id: number; processed: boolean },
): Promise<ProcessedOrderResponse> {
  return ctx.db.transaction(async (tx) => {
    const order = await itinerariesRepo.lockDirectorOrder(
      tx,
      director.id,
      input.itinerary_activity_id,
    );
    if (!order) throw AppError.notFound('Order not found');
    if (order.processed !== input.processed) {
      await itinerariesRepo.setProcessed(tx, order.id, input.processed, ctx.now());
      await auditRepo.insert(tx, {
        actorId: director.id,
        entityType: 'itinerary_activities',
        entityId: order.id,
        action: input.processed ? 'order_processed' : 'order_unprocessed',
        fromStatus: order.processed ? 'processed' : 'unprocessed',
        toStatus: input.processed ? 'processed' : 'unprocessed',
        data: { processed: input.processed },
      });
    }
    return { id: order.id, processed: input.processed };
  });
}
