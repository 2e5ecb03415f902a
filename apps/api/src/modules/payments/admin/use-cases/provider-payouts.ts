import {
  ADMIN_PAYMENT_MESSAGES as M,
  type PayoutHoldInput,
  type ProviderPayout,
  type ProviderPayoutOrder,
  type ProviderPayoutsQuery,
  type ProviderPayoutsResponse,
} from '@camp/shared/admin-payments';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as payoutsRepo from '../../../../data/commerce/payouts.js';
import { toProviderPayout } from '../view.js';
import { toCsv } from '../../../../lib/csv.js';

/**
 * GET /api/v1/admins/payouts/providers: a page of the providers, each with their sales less
 * refunds, the platform's fee income from them, what is pending, transferred and paid out, and
 * whether their payouts are held; the totals are over every provider. The count, totals and page
 * are read from one snapshot, so they agree.
 */
export async function providerPayouts(
  ctx: AppContext,
  query: ProviderPayoutsQuery,
): Promise<ProviderPayoutsResponse> {
  const size = query.per_page;
  return ctx.db.transaction(
    async (tx) => {
      const totals = await payoutsRepo.providerSummaryTotals(tx);
      const rows =
        totals.count === 0
          ? []
          : await payoutsRepo.providerSummaries(tx, {
              sort: query.sort,
              order: query.order,
              page: { limit: size, offset: (query.page - 1) * size },
            });
      return {
        providers: rows.map(toProviderPayout),
        totals: {
          gross_cents: totals.grossCents,
          platform_fee_cents: totals.platformFeeCents,
          net_cents: totals.netCents,
        },
        pagy: {
          count: totals.count,
          pages: Math.max(1, Math.ceil(totals.count / size)),
          page: query.page,
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export const PROVIDER_PAYOUT_CSV_COLUMNS = [
  'provider_user_id',
  'provider_name',
  'email',
  'gross_cents',
  'platform_fee_cents',
  'net_cents',
  'pending_cents',
  'transferred_cents',
  'paid_out_cents',
  'held',
  'hold_reason',
  'held_at',
] as const;

/**
 * GET /api/v1/admins/payouts/providers/export: every provider as CSV, in the order the list is
 * shown in (one row per provider; toCsv keeps formulas from running).
 */
export async function exportProviderPayouts(
  ctx: AppContext,
  order: ProviderPayoutOrder,
): Promise<Readable> {
  const rows = (await payoutsRepo.providerSummaries(ctx.db, order)).map(toProviderPayout);
  return toCsv(
    PROVIDER_PAYOUT_CSV_COLUMNS,
    rows.map((p) => [
      p.provider_user_id,
      p.provider_name,
      p.email,
      p.gross_cents,
      p.platform_fee_cents,
      p.net_cents,
      p.pending_cents,
      p.transferred_cents,
      p.paid_out_cents,
      p.held ? 'yes' : 'no',
      p.hold_reason ?? '',
      p.held_at ?? '',
    ]),
  );
}

async function providerOf(tx: DbOrTx, providerUserId: number): Promise<ProviderPayout> {
  const [row] = await payoutsRepo.providerSummaries(tx, {
    sort: 'gross_cents',
    order: 'desc',
    providerUserId,
  });
  if (row) return toProviderPayout(row);
  const user = await accountsRepo.findUserById(tx, providerUserId);
  return toProviderPayout({
    providerUserId,
    providerName: user?.name || null,
    email: user?.email ?? '',
    grossCents: 0,
    platformFeeCents: 0,
    netCents: 0,
    pendingCents: 0,
    transferredCents: 0,
    paidOutCents: 0,
    hold: await payoutsRepo.holdOf(tx, providerUserId),
  });
}

const auditHold = (p: ProviderPayout) => ({
  held: p.held,
  hold_reason: p.hold_reason,
  pending_cents: p.pending_cents,
});

/**
 * POST /api/v1/admins/payouts/providers/:id/hold: the daily payout skips the provider until an
 * admin releases the hold; their sales stay pending meanwhile. Only a camp director's payouts
 * may be held (anyone else is 404); already held is 409. The provider's pending entries are
 * locked first, so a payout pass paying them now finishes before the hold takes effect.
 */
export async function holdPayouts(
  ctx: AppContext,
  admin: CurrentUser,
  providerUserId: number,
  input: PayoutHoldInput,
): Promise<ProviderPayout> {
  return ctx.db.transaction(async (tx) => {
    const user = await accountsRepo.findUserById(tx, providerUserId);
    if (!user || user.role !== 'CampDirector') throw AppError.notFound(M.providerNotFound);
    await payoutsRepo.lockPendingEntries(tx, providerUserId);
    const was = await providerOf(tx, providerUserId);
    const hold = await payoutsRepo.insertHold(tx, {
      providerUserId,
      reason: input.reason,
      heldById: admin.id,
    });
    if (!hold) throw AppError.conflict(M.alreadyHeld);
    const now = await providerOf(tx, providerUserId);
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'users',
      entityId: providerUserId,
      action: 'payouts_held',
      fromStatus: 'active',
      toStatus: 'held',
      data: { reason: input.reason, before: auditHold(was), after: auditHold(now) },
    });
    return now;
  });
}

/** DELETE …/hold: the provider is paid again by the next payout pass. Not held is 409. */
export async function releasePayouts(
  ctx: AppContext,
  admin: CurrentUser,
  providerUserId: number,
): Promise<ProviderPayout> {
  return ctx.db.transaction(async (tx) => {
    const user = await accountsRepo.findUserById(tx, providerUserId);
    if (!user || user.role !== 'CampDirector') throw AppError.notFound(M.providerNotFound);
    const was = await providerOf(tx, providerUserId);
    const released = await payoutsRepo.deleteHold(tx, providerUserId);
    if (!released) throw AppError.conflict(M.notHeld);
    const now = await providerOf(tx, providerUserId);
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'users',
      entityId: providerUserId,
      action: 'payouts_released',
      fromStatus: 'held',
      toStatus: 'active',
      data: { before: auditHold(was), after: auditHold(now) },
    });
    return now;
  });
}
