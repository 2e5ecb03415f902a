import type {
  OnboardingStatus,
  ProviderProfile,
  ProviderProfileView,
} from '@camp/shared/provider-profile';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { enqueueMail } from '../../mail/index.js';
import * as paymentConnect from '../../payments/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';

export const ALREADY_SUBMITTED_MESSAGE = 'Your provider profile has already been submitted.';

export function toProviderProfileView(row: accountsRepo.DirectorProfileRow): ProviderProfileView {
  return {
    organisation_name: row.organisationName,
    contact_name: row.contactName,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    phone_number: row.phoneNumber,
    website: row.website,
    description: row.description,
    tax_id: row.taxId,
    years_in_operation: row.yearsInOperation,
    insurance_info: row.insuranceInfo,
    licensing_info: row.licensingInfo,
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

async function requireProfile(
  ctx: AppContext,
  userId: number,
): Promise<accountsRepo.DirectorProfileRow> {
  const row = await accountsRepo.findDirectorProfile(ctx.db, userId);
  // Every director gets a profile row at sign-up; a missing one is not this user's record.
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /api/v1/camp_directors/profile_form_fillings: what was submitted, with the status. */
export async function getProviderProfile(
  ctx: AppContext,
  user: CurrentUser,
): Promise<{ provider_profile: ProviderProfileView } & OnboardingStatus> {
  const row = await requireProfile(ctx, user.id);
  return {
    provider_profile: toProviderProfileView(row),
    ...paymentConnect.toOnboardingStatus(row),
  };
}

/**
 * POST /api/v1/camp_directors/profile_form_fillings: the provider profile goes to our team for
 * validation (status awaiting validation, step show_congratulations) and the director gets a
 * receipt by e-mail, in one transaction. The first time, or corrected after a rejection
 * (decision 0032); while awaiting validation or once validated: 409.
 */
export async function submitProviderProfile(
  ctx: AppContext,
  user: CurrentUser,
  input: ProviderProfile,
): Promise<OnboardingStatus> {
  return ctx.db.transaction(async (tx) => {
    // Locked, so the audit row's previous status is the one this update replaced.
    const before = await accountsRepo.lockDirectorProfile(tx, user.id);
    if (!before) throw AppError.notFound();
    const row = await accountsRepo.submitDirectorProfile(
      tx,
      user.id,
      {
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
      },
      ctx.now(),
    );
    if (!row) throw AppError.conflict(ALREADY_SUBMITTED_MESSAGE);
    await auditRepo.insert(tx, {
      actorId: user.id,
      entityType: 'camp_director_profiles',
      entityId: user.id,
      action: 'provider_profile_submitted',
      fromStatus: before.registrationStatus,
      toStatus: row.registrationStatus,
      data: {},
    });
    await enqueueMail(tx, ctx, {
      to: user.email,
      template: 'provider_profile_received',
      data: {
        name: user.firstName || user.name || input.contact_name,
        url: `${ctx.config.APP_URL}/camp-director/congratulations`,
      },
    });
    return paymentConnect.toOnboardingStatus(row);
  });
}

/**
 * POST /api/v1/camp_directors/registration_status (the spec's "Update registration status":
 * no payload, answers the status): re-reads the registration status and, for a validated
 * director with a Stripe account, asks Stripe for the payment account's current status.
 */
export async function refreshRegistrationStatus(
  ctx: AppContext,
  user: CurrentUser,
): Promise<OnboardingStatus> {
  await requireProfile(ctx, user.id);
  await paymentConnect.syncAccountStatus(ctx, user.id);
  return paymentConnect.toOnboardingStatus(await requireProfile(ctx, user.id));
}
