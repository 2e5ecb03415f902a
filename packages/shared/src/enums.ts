// Enumerations from both spec documents. The database enums are built from these arrays so a
// value exists once (DESIGN.md: "enums built from the `as const` arrays in shared").

export const ROLES = ['Parent', 'Specialist', 'CampDirector', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const ITINERARY_STATUSES = [
  'draft',
  'in_progress',
  'review',
  'alternate_request',
  'accepted',
  'approved',
  'canceled',
] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];
export const ITINERARY_STATUS_LABELS: Record<ItineraryStatus, string> = {
  draft: 'New',
  in_progress: 'In Progress',
  review: 'Review',
  alternate_request: 'Alternate Request',
  accepted: 'Accepted',
  approved: 'Approved',
  canceled: 'Canceled',
};

export const ORDER_STATUSES = ['draft', 'paid', 'payment_failed', 'pending'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ACTIVITY_PAYMENT_STATUSES = [
  'booking_available',
  'booking_not_available',
  'paid',
  'easy_booking',
  'available_for_payment',
] as const;
export type ActivityPaymentStatus = (typeof ACTIVITY_PAYMENT_STATUSES)[number];

export const PACKAGE_NAMES = ['one_time', 'monthly', 'annually'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];
export const PACKAGE_PERIOD_LABELS: Record<PackageName, string> = {
  one_time: 'One-Time',
  monthly: 'Monthly',
  annually: 'Annually',
};
export const NOT_SUBSCRIBED_LABEL = 'Not Subscribed';

export const PACKAGE_TYPES = ['Basic', 'Premium'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const INVITATION_STATUSES = ['draft', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const CHANGE_REQUEST_REASONS = ['Date', 'Location', 'Price', 'Program', 'Other'] as const;
export type ChangeRequestReason = (typeof CHANGE_REQUEST_REASONS)[number];

export const CAMP_TYPES = [
  'Day',
  'Overnight',
  'Track-Out',
  'Afterschool',
  'Classes',
  'Virtual',
  'Night-Out',
] as const;
export type CampType = (typeof CAMP_TYPES)[number];

/** Grade levels: Preschool is -1, Kindergarten 0, then 1st to 12th. */
export const GRADE_LEVELS = [
  { value: -1, label: 'Preschool' },
  { value: 0, label: 'Kindergarten' },
  { value: 1, label: '1st' },
  { value: 2, label: '2nd' },
  { value: 3, label: '3rd' },
  { value: 4, label: '4th' },
  { value: 5, label: '5th' },
  { value: 6, label: '6th' },
  { value: 7, label: '7th' },
  { value: 8, label: '8th' },
  { value: 9, label: '9th' },
  { value: 10, label: '10th' },
  { value: 11, label: '11th' },
  { value: 12, label: '12th' },
] as const;

/** Director registration status (session field zoho_profile), named by meaning in the spec. */
export const REGISTRATION_STATUSES = [
  'needs_provider_profile',
  'awaiting_validation',
  'validated',
  'rejected',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Director onboarding steps named in the product. */
export const ONBOARDING_STEPS = [
  'show_form',
  'show_congratulations',
  'form_completed',
  'waiting_for_details',
  'waiting_for_stripe_connect_completion',
  'connect_completed',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Payment-account (Stripe Connect) status; the first two are the spec's "not ready" values. */
export const PAYMENT_ACCOUNT_STATUSES = ['not_connected', 'pending', 'ready', 'failed'] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];
export const PAYMENT_ACCOUNT_NOT_READY: readonly PaymentAccountStatus[] = [
  'not_connected',
  'pending',
];

export const AGE_MIN = 4;
export const AGE_MAX = 18;
export const PLATFORM_FEE_PERCENT = 10;
