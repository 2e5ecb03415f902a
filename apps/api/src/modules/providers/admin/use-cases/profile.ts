import type { ProviderProfile } from '@camp/shared/provider-profile';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import * as accountsRepo from '../../../../data/accounts/repository.js';
import * as providersRepo from '../../../../data/accounts/providers.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../service.js';
import { toDetail } from './standing.js';

const profileValues = (input: ProviderProfile): accountsRepo.ProviderProfileValues => ({
  organisationName: input.organisation_name,
  contactName: input.contact_name,
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zip_code,
  phoneNumber: input.phone_number,
  website: input.website,
  description: input.description,
  taxId: input.tax_id,
  yearsInOperation: input.years_in_operation ?? null,
  insuranceInfo: input.insurance_info ?? null,
  licensingInfo: input.licensing_info ?? null,
});

/**
 * PUT /api/v1/admins/providers/:userId/profile: an admin corrects the provider profile, with
 * the director's form's fields and rules. The registration status does not change. The audit row
 * holds the fields that changed, before and after.
 */
export async function editProviderProfile(
  ctx: AppContext,
  adminId: number,
  userId: number,
  input: ProviderProfile,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await accountsRepo.findProviderForUpdate(tx, userId);
    if (!found) throw AppError.notFound(PROVIDER_NOT_FOUND_MESSAGE);
    const values = profileValues(input);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values) as [keyof typeof values, unknown][]) {
      if (found.profile[key] !== value) {
        before[key] = found.profile[key] ?? null;
        after[key] = value;
      }
    }
    const row = await providersRepo.setProviderProfile(tx, userId, values);
    await auditRepo.insert(tx, {
      actorId: adminId,
      entityType: 'camp_director_profiles',
      entityId: userId,
      action: 'provider_profile_edited',
      fromStatus: row.registrationStatus,
      toStatus: row.registrationStatus,
      data: { before, after },
    });
    return toDetail({ profile: row, user: found.user });
  });
}
