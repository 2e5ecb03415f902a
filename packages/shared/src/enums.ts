// Enumerations of the product. The database enums are built from these arrays so a
// value exists once.

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
/**
 * What a parent sees of an order's status. The spec shows 'Pending payment' and 'Paid'; an order
 * not paid yet (draft) reads as pending, and a refused charge says so.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Pending payment',
  pending: 'Pending payment',
  paid: 'Paid',
  payment_failed: 'Payment failed',
};

/** The values the itinerary activity's stored column may hold; it keeps only the fact `paid`. */
export const STORED_ACTIVITY_PAYMENT_STATUSES = [
  'booking_available',
  'booking_not_available',
  'paid',
  'easy_booking',
  'available_for_payment',
] as const;
/**
 * What the payment status rule answers for a place (decision 0072): the stored five, plus a full
 * activity, one that has started, and a place that was canceled (its refund, if any, applied).
 */
export const ACTIVITY_PAYMENT_STATUSES = [
  ...STORED_ACTIVITY_PAYMENT_STATUSES,
  'full',
  'started',
  'canceled',
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

/**
 * The camp types an installation starts with (migration 0026 seeds the camp_types table with
 * them). The live list is data, edited by admins: read it from the API, never from here.
 */
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

/** Billing period of a package (one_time → Basic; month/year → Premium). */
export const PACKAGE_INTERVALS = ['one_time', 'month', 'year'] as const;
export type PackageInterval = (typeof PACKAGE_INTERVALS)[number];

/** Payment adapters: the built-in local card simulator or Stripe. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * How a card behaves in the built-in local payment provider (Stripe's test cards; see
 * TEST_CARDS in payment.ts). renewals_declined: accepted when subscribing, later charges fail.
 */
export const LOCAL_CARD_BEHAVIOURS = [
  'succeeds',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'renewals_declined',
] as const;
export type LocalCardBehaviour = (typeof LOCAL_CARD_BEHAVIOURS)[number];

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const QUESTIONNAIRE_STATUSES = ['draft', 'submitted'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** 'activity' interests are the skill groups; 'program' interests are the personal-growth options. */
export const INTEREST_KINDS = ['activity', 'program'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** Author of a chat message in the MIA panel. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** Questionnaire options. 'Sprituality' is the spec's spelling. */
export const PERSONAL_SKILLS = [
  'Self-Esteem',
  'Independence',
  'Leadership',
  'Friendship Skills',
  'Social Comfort',
  'Peer Relationships',
  'Adventure and Exploration',
  'Environmental Awareness',
  'Values and Decisions',
  'Sprituality',
] as const;
export const QUESTIONNAIRE_SPECIAL_NEEDS = ['Accessibility', 'Food Allergy', 'Other'] as const;

/** Program interest (personal growth) options, in the spec's spelling. */
export const PROGRAM_INTERESTS = [
  'Self-esteem',
  'Leadership',
  'Social Comfort',
  'Adventure and Exploration',
  'Values and Decisions',
  'Independence',
  'Friendship Skills',
  'Peer Relationships',
  'Environmental Awareness',
  'Spirtuality/Faith',
] as const;

/** Keys of a program's per-need text map (special_needs). */
export const PROVIDER_SPECIAL_NEEDS = [
  'physical_disabilities',
  'learning_disabilities',
  'dietary',
] as const;
export type ProviderSpecialNeed = (typeof PROVIDER_SPECIAL_NEEDS)[number];

/**
 * Skill groups (activity interests) with their skills. `questionnaireKey` is the questionnaire's
 * per-group interest field; Cooking & Baking has none (only a proficiency), and its skills are
 * ours because the spec does not list them.
 */
export const SKILL_GROUPS = [
  {
    name: 'Academics',
    questionnaireKey: 'academic_interests',
    skills: [
      'Coding',
      'Digital Art',
      'Foreign language',
      'History',
      'Math',
      'Robotics',
      'Science',
      'Space',
      'Writing',
    ],
  },
  {
    name: 'Arts & Crafts',
    questionnaireKey: 'art_interests',
    skills: [
      'Beads',
      'Drawing',
      'Jewelry',
      'Painting',
      'Papercraft',
      'Photography',
      'Pottery',
      'Sewing',
      'Woodworking',
    ],
  },
  {
    name: 'Sports',
    questionnaireKey: 'sport_interests',
    skills: [
      'Baseball',
      'Basketball',
      'Cheerleading',
      'Cricket',
      'Fencing',
      'Football',
      'Golf',
      'Gymnastics',
      'Lacrosse',
      'Martial Arts',
      'Soccer',
      'Swimming',
      'Tennis',
      'Volleyball',
      'eGames',
    ],
  },
  {
    name: 'Outdoor Activities',
    questionnaireKey: 'outdoor_interests',
    skills: [
      'Archery',
      'Boating/Sailing',
      'Farming',
      'Fishing',
      'Gardening',
      'Hiking',
      'Horseback Riding',
      'Hunting',
      'Rock Climbing',
      'Surfing',
      'Swimming',
      'White Water Rafting',
    ],
  },
  {
    name: 'Dance',
    questionnaireKey: 'dance_interests',
    skills: ['Ballet', 'Clogging', 'Contemporary', 'Hip Hop', 'Tap'],
  },
  {
    name: 'Music',
    questionnaireKey: 'music_interests',
    skills: [
      'Brass',
      'Genre - Classical',
      'Genre - Contemporary',
      'Genre - Jazz',
      'Guitar',
      'Piano',
      'Strings',
      'Vocals',
      'Woodwind',
    ],
  },
  {
    name: 'Theater',
    questionnaireKey: 'theater_interests',
    skills: [
      'Acting',
      'Circus / Aerial',
      'Comedy / Improv',
      'Costume / set design',
      'Musical/Broadway',
      'Puppeteering',
    ],
  },
  {
    name: 'Cooking & Baking',
    questionnaireKey: null,
    skills: [
      'Baking',
      'Cake Decorating',
      'Culinary Basics',
      'International Cuisine',
      'Knife Skills',
      'Nutrition',
      'Pastry',
    ],
  },
] as const;
export type SkillGroupName = (typeof SKILL_GROUPS)[number]['name'];

/** A chat message's state: MIA still writing it, finished, or given up (decision 0067). */
export const CHAT_MESSAGE_STATUSES = ['complete', 'streaming', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
