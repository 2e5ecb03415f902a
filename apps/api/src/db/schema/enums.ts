import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ROLES,
  ITINERARY_STATUSES,
  ORDER_STATUSES,
  STORED_ACTIVITY_PAYMENT_STATUSES,
  PACKAGE_NAMES,
  PACKAGE_TYPES,
  INVITATION_STATUSES,
  REGISTRATION_STATUSES,
  ONBOARDING_STEPS,
  PAYMENT_ACCOUNT_STATUSES,
  PACKAGE_INTERVALS,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  DISCOUNT_TYPES,
  LOCAL_CARD_BEHAVIOURS,
  QUESTIONNAIRE_STATUSES,
  INTEREST_KINDS,
  CHAT_ROLES,
  CHAT_MESSAGE_STATUSES,
} from '@camp/shared/enums';

export const roleEnum = pgEnum('role', ROLES);
export const itineraryStatusEnum = pgEnum('itinerary_status', ITINERARY_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const activityPaymentStatusEnum = pgEnum(
  'activity_payment_status',
  STORED_ACTIVITY_PAYMENT_STATUSES,
);
export const packageNameEnum = pgEnum('package_name', PACKAGE_NAMES);
export const packageTypeEnum = pgEnum('package_type', PACKAGE_TYPES);
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
export const registrationStatusEnum = pgEnum('registration_status', REGISTRATION_STATUSES);
export const onboardingStepEnum = pgEnum('onboarding_step', ONBOARDING_STEPS);
export const paymentAccountStatusEnum = pgEnum('payment_account_status', PAYMENT_ACCOUNT_STATUSES);
export const tokenPurposeEnum = pgEnum('token_purpose', [
  'confirmation',
  'password_reset',
  'passwordless',
  // The short-lived challenge between an admin's password and their second-factor code.
  'two_factor',
]);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const packageIntervalEnum = pgEnum('package_interval', PACKAGE_INTERVALS);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const localCardBehaviourEnum = pgEnum('local_card_behaviour', LOCAL_CARD_BEHAVIOURS);
export const questionnaireStatusEnum = pgEnum('questionnaire_status', QUESTIONNAIRE_STATUSES);
export const interestKindEnum = pgEnum('interest_kind', INTEREST_KINDS);
export const chatRoleEnum = pgEnum('chat_role', CHAT_ROLES);
export const chatMessageStatusEnum = pgEnum('chat_message_status', CHAT_MESSAGE_STATUSES);
