import type { Readable } from 'node:stream';
import { PAYOUT_EXPORT_MAX_ROWS } from '@camp/shared/payouts';
import type { AppContext } from '../../../context.js';
import * as payoutsRepo from '../../../data/commerce/payouts.js';
import { toCsv } from '../../../lib/csv.js';
import { toEntry } from './service.js';

export const LEDGER_CSV_COLUMNS = [
  'id',
  'created_at',
  'provider_user_id',
  'provider_name',
  'description',
  'kind',
  'payment_provider',
  'gross_cents',
  'platform_fee_cents',
  'payment_provider_fee_cents',
  'net_cents',
  'status',
  'payout_id',
  'itinerary_activity_id',
] as const;

/**
 * GET /api/v1/admins/payouts/export: the ledger as the back office filters it (every provider's,
 * or one provider's) as CSV, newest first, at most PAYOUT_EXPORT_MAX_ROWS rows, read in one
 * statement (toCsv keeps formulas from running).
 */
export async function exportLedger(
  ctx: AppContext,
  query: { provider_user_id?: number | undefined },
): Promise<Readable> {
  const rows = await payoutsRepo.listLedgerEntries(
    ctx.db,
    { providerUserId: query.provider_user_id },
    { limit: PAYOUT_EXPORT_MAX_ROWS, offset: 0 },
  );
  return toCsv(
    LEDGER_CSV_COLUMNS,
    rows.map((row) => {
      const e = toEntry(row);
      return [
        e.id,
        e.created_at,
        e.provider_user_id,
        e.provider_name ?? '',
        e.description,
        e.kind,
        e.payment_provider,
        e.gross_cents,
        e.platform_fee_cents,
        e.payment_provider_fee_cents,
        e.net_cents,
        e.status,
        e.payout_id ?? '',
        e.itinerary_activity_id ?? '',
      ];
    }),
  );
}
