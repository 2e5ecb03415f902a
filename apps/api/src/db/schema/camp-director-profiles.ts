import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tz } from './_columns.js';
import { onboardingStepEnum, paymentAccountStatusEnum, registrationStatusEnum } from './enums.js';
import { users } from './users.js';

/**
 * A camp director's onboarding and vetting record (one per CampDirector user). The registration
 * status is the session's zoho_profile; the payment account status its stripe_account_status.
 * The provider-profile fields are what an admin needs to validate the organisation.
 */
export const campDirectorProfiles = pgTable(
  'camp_director_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationStatus: registrationStatusEnum().notNull().default('needs_provider_profile'),
    onboardingStep: onboardingStepEnum().notNull().default('show_form'),
    paymentAccountStatus: paymentAccountStatusEnum().notNull().default('not_connected'),
    stripeAccountId: varchar({ length: 255 }),
    contactPhone: varchar({ length: 32 }),
    rejectionReason: text(),
    validatedAt: tz(),
    validatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    // Provider profile submitted for vetting.
    organisationName: varchar({ length: 255 }),
    contactName: varchar({ length: 255 }),
    address: text(),
    city: varchar({ length: 255 }),
    state: varchar({ length: 64 }),
    zipCode: varchar({ length: 16 }),
    phoneNumber: varchar({ length: 32 }),
    website: text(),
    description: text(),
    taxId: varchar({ length: 64 }),
    yearsInOperation: smallint(),
    insuranceInfo: text(),
    licensingInfo: text(),
    submittedAt: tz(),
    /**
     * The operator's standing of a validated provider: suspended (with the reason the director
     * sees) hides every program and ends its open checkouts until reinstated; a termination on
     * notice is scheduled at `terminatesAt` (cancellable before) and, once past, `terminatedAt`
     * is set: the same effect as a suspension, for good.
     */
    suspendedAt: tz(),
    suspensionReason: text(),
    terminationNoticeAt: tz(),
    terminatesAt: tz(),
    terminatedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('camp_director_profiles_validated_by_idx').on(t.validatedById),
    index('camp_director_profiles_registration_idx').on(t.registrationStatus),
    index('camp_director_profiles_terminates_idx')
      .on(t.terminatesAt)
      .where(sql`${t.terminatesAt} IS NOT NULL AND ${t.terminatedAt} IS NULL`),
  ],
);
