import type { RegistrationStatus } from '@camp/shared/enums';
import {
  PROVIDER_DECISION_FROM,
  providerStatusChangedMessage,
  type AdminProvider,
  type ProviderValidationInput,
} from '@camp/shared/provider-profile';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { enqueueMail } from '../../mail/index.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';

export const PROVIDERS_PAGE_SIZE = 10;
export const ALREADY_DECIDED_MESSAGE = 'This provider has already been decided.';
export const ALREADY_VALIDATED_MESSAGE = 'This provider is already validated.';
export const PROVIDER_NOT_FOUND_MESSAGE = 'Provider not found';

export function toView({ profile: p, user }: accountsRepo.ProviderRow): AdminProvider {
  return {
    user_id: user.id,
    email: user.email,
    name: user.name || `${user.firstName} ${user.lastName}`.trim(),
    status: p.registrationStatus,
    onboarding_step: p.onboardingStep,
    stripe_account_status: p.paymentAccountStatus,
    rejection_reason: p.rejectionReason,
    organisation_name: p.organisationName,
    contact_name: p.contactName,
    address: p.address,
    city: p.city,
    state: p.state,
    zip_code: p.zipCode,
    phone_number: p.phoneNumber,
    website: p.website,
    description: p.description,
    tax_id: p.taxId,
    years_in_operation: p.yearsInOperation,
    insurance_info: p.insuranceInfo,
    licensing_info: p.licensingInfo,
    submitted_at: p.submittedAt?.toISOString() ?? null,
    validated_at: p.validatedAt?.toISOString() ?? null,
  };
}

/** GET /api/v1/admins/providers: providers with a registration status, paged. */
export async function listProviders(
  ctx: AppContext,
  query: { status: RegistrationStatus; page: number },
): Promise<{ providers: AdminProvider[]; pagy: { count: number; pages: number; page: number } }> {
  const total = await accountsRepo.countProvidersByStatus(ctx.db, query.status);
  const pages = Math.max(1, Math.ceil(total / PROVIDERS_PAGE_SIZE));
  const rows = await accountsRepo.listProvidersByStatus(
    ctx.db,
    query.status,
    PROVIDERS_PAGE_SIZE,
    (query.page - 1) * PROVIDERS_PAGE_SIZE,
  );
  return { providers: rows.map(toView), pagy: { count: total, pages, page: query.page } };
}

/**
 * POST /api/v1/admins/providers/:userId/validation: accept (→ validated, next step the payment
 * account) a provider awaiting validation or one rejected before (reconsidered), or reject (→
 * rejected, with the reason) one awaiting validation (PROVIDER_DECISION_FROM, decision 0032).
 * The change, its audit row and the mail to the director commit together; any other status
 * answers 409. The row is locked and the update is conditional on the status, its row count
 * checked, so two admins (or an admin and a resubmitting director) cannot both win. With
 * expected_status (the status the admin saw) a provider whose status has changed since answers
 * 409 naming the new status, so an accept never reconsiders a rejection its admin did not see;
 * without it (callers older than the field) any status the decision applies to is taken.
 */
export async function decideProvider(
  ctx: AppContext,
  admin: CurrentUser,
  userId: number,
  input: Pick<ProviderValidationInput, 'decision' | 'expected_status'> & {
    reason?: string | null | undefined;
  },
): Promise<AdminProvider> {
  return ctx.db.transaction(async (tx) => {
    const found = await accountsRepo.findProviderForUpdate(tx, userId);
    if (!found) throw AppError.notFound(PROVIDER_NOT_FOUND_MESSAGE);
    const accepted = input.decision === 'accept';
    const reason = accepted ? null : (input.reason ?? null);
    if (!accepted && !reason) throw AppError.field('reason', 'Reason is required');
    const current = found.profile.registrationStatus;
    const expected = input.expected_status;
    if (expected && expected !== current) {
      throw AppError.conflict(providerStatusChangedMessage(current));
    }
    const allowed = PROVIDER_DECISION_FROM[input.decision];
    const from = expected ? allowed.filter((s) => s === expected) : allowed;
    const row = await accountsRepo.decideDirectorProfile(tx, userId, from, {
      registrationStatus: accepted ? 'validated' : 'rejected',
      onboardingStep: accepted ? 'form_completed' : 'show_congratulations',
      rejectionReason: reason,
      validatedAt: ctx.now(),
      validatedById: admin.id,
    });
    if (!row) {
      throw AppError.conflict(
        found.profile.registrationStatus === 'validated'
          ? ALREADY_VALIDATED_MESSAGE
          : ALREADY_DECIDED_MESSAGE,
      );
    }
    await auditRepo.insert(tx, {
      actorId: admin.id,
      entityType: 'camp_director_profiles',
      entityId: userId,
      action: 'provider_validation',
      fromStatus: found.profile.registrationStatus,
      toStatus: row.registrationStatus,
      data: {
        decision: input.decision,
        ...(reason ? { reason } : {}),
        ...(found.profile.registrationStatus === 'rejected' ? { reconsidered: true } : {}),
      },
    });
    const name = found.user.firstName || found.user.name || (row.contactName ?? '');
    if (accepted) {
      await enqueueMail(tx, ctx, {
        to: found.user.email,
        template: 'provider_accepted',
        data: { name, url: `${ctx.config.APP_URL}/camp-director/stripe` },
      });
    } else {
      await enqueueMail(tx, ctx, {
        to: found.user.email,
        template: 'provider_rejected',
        data: { name, url: `${ctx.config.APP_URL}/contact-us`, reason: reason! },
      });
    }
    return toView({ profile: row, user: found.user });
  });
}
