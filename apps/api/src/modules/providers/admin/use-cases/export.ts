import type { Readable } from 'node:stream';
import type { RegistrationStatus } from '@camp/shared/enums';
import { PROVIDER_EXPORT_MAX_ROWS } from '@camp/shared/provider-profile';
import type { AppContext } from '../../../../context.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import { toCsv } from '../../../../lib/csv.js';
import { toView } from '../service.js';

export const PROVIDER_CSV_COLUMNS = [
  'user_id',
  'email',
  'name',
  'status',
  'organisation_name',
  'contact_name',
  'address',
  'city',
  'state',
  'zip_code',
  'phone_number',
  'website',
  'tax_id',
  'years_in_operation',
  'payment_account_status',
  'rejection_reason',
  'submitted_at',
  'validated_at',
] as const;

/**
 * GET /api/v1/admins/providers/export: the providers of one registration status (the queue's
 * tab) as CSV, in the queue's order, at most PROVIDER_EXPORT_MAX_ROWS rows, read in one
 * statement (toCsv keeps formulas from running).
 */
export async function exportProviders(
  ctx: AppContext,
  status: RegistrationStatus,
): Promise<Readable> {
  const rows = await accountsRepo.listProvidersByStatus(
    ctx.db,
    status,
    PROVIDER_EXPORT_MAX_ROWS,
    0,
  );
  return toCsv(
    PROVIDER_CSV_COLUMNS,
    rows.map((row) => {
      const p = toView(row);
      return [
        p.user_id,
        p.email,
        p.name,
        p.status,
        p.organisation_name ?? '',
        p.contact_name ?? '',
        p.address ?? '',
        p.city ?? '',
        p.state ?? '',
        p.zip_code ?? '',
        p.phone_number ?? '',
        p.website ?? '',
        p.tax_id ?? '',
        p.years_in_operation ?? '',
        p.stripe_account_status ?? '',
        p.rejection_reason ?? '',
        p.submitted_at ?? '',
        p.validated_at ?? '',
      ];
    }),
  );
}
