import type { PackageName } from '@camp/shared/enums';

/**
 * Every page's address, in one place: links and redirects build them here, and the route tables
 * (app/routes) match the same patterns. A path with parameters is a builder whose `pattern` is
 * the route's (`paths.director.program(5)` → '/camp-director/program/5', its pattern
 * '/camp-director/program/:id').
 */

type Builder<A extends unknown[]> = ((...args: A) => string) & { readonly pattern: string };

const withPattern = <A extends unknown[]>(pattern: string, build: (...args: A) => string) =>
  Object.assign(build, { pattern }) as Builder<A>;

/** `?itinerary_id=5` when a specialist plans an itinerary, nothing otherwise. */
const itineraryQuery = (itineraryId: number | null) =>
  itineraryId ? `?itinerary_id=${itineraryId}` : '';

export const paths = {
  home: '/',
  /** The home page's program spotlight section. */
  programSpotlight: '/#program-spotlight',
  notFound: '/not-found',
  notFoundCode: '/404',

  aboutUs: '/about-us',
  contactUs: '/contact-us',
  howItWorks: '/how-it-works',
  faqs: '/faqs',
  pricing: '/pricing',
  resources: '/resources',
  terms: '/terms',
  businessTerms: '/business-terms',
  privacyPolicy: '/privacy-policy',
  questionnaire: '/questionnaire',

  signIn: '/sign-in',
  signUp: '/sign-up',
  signUpVerify: '/sign-up/verify',
  forgotPassword: '/forgot-password',
  forgotPasswordVerify: '/forgot-password/verify',
  resetPassword: '/reset-password',
  resetPasswordToken: withPattern(
    '/reset-password/:token',
    (token: string) => `/reset-password/${token}`,
  ),
  confirmation: withPattern('/confirmation/:token', (token: string) => `/confirmation/${token}`),
  confirmationParent: '/confirmation-parent',
  /** Where a specialist or an admin chooses a password (the link of an invitation or a reset). */
  staffSetPassword: '/staff/set-password',
  staffSetPasswordToken: withPattern(
    '/staff/set-password/:token',
    (token: string) => `/staff/set-password/${token}`,
  ),

  parent: {
    profile: '/profile',
    calendar: '/profile/calendar',
    children: '/profile/children',
    newChild: '/profile/children/new',
    child: withPattern('/profile/children/:id', (id: number) => `/profile/children/${id}`),
    itineraries: '/profile/itineraries',
    itinerary: withPattern(
      '/profile/itineraries/:id',
      (id: number) => `/profile/itineraries/${id}`,
    ),
    friendsItineraries: '/profile/itineraries-friends',
    payments: '/profile/payment',
    receipts: '/profile/receipts',
    payment: withPattern('/profile/payment/:id', (id: number) => `/profile/payment/${id}`),
    pay: withPattern('/pay/:sessionId', (sessionId: string) => `/pay/${sessionId}`),
    congratulations: '/congratulations',
    packages: '/packages',
    checkout: withPattern('/checkout/:plan', (plan: PackageName) => `/checkout/${plan}`),
    confirm: '/confirm',
  },

  director: {
    home: '/camp-director',
    signIn: '/camp-director/sign-in',
    signUp: '/camp-director/sign-up',
    forgotPassword: '/camp-director/forgot-password',
    resetPassword: '/camp-director/reset-password',
    loginLink: '/camp-director/login-link',
    orders: '/camp-director/orders',
    payouts: '/camp-director/payouts',
    profile: '/camp-director/profile',
    programs: '/camp-director/programs',
    createProgram: '/camp-director/create-program',
    program: withPattern(
      '/camp-director/program/:id',
      (id: number) => `/camp-director/program/${id}`,
    ),
    programActivities: (id: number) => `/camp-director/program/${id}?tab=activities`,
    createActivity: withPattern(
      '/camp-director/program/:id/create-activity',
      (id: number) => `/camp-director/program/${id}/create-activity`,
    ),
    editActivity: withPattern(
      '/camp-director/program/:id/edit-activity/:activityId',
      (id: number, activityId: number) =>
        `/camp-director/program/${id}/edit-activity/${activityId}`,
    ),
    duplicateActivity: withPattern(
      '/camp-director/program/:id/duplicate-activity/:activityId',
      (id: number, activityId: number) =>
        `/camp-director/program/${id}/duplicate-activity/${activityId}`,
    ),
    /** The activity's roster for a meeting day (`?date=YYYY-MM-DD`, the nearest one without). */
    activityRoster: withPattern(
      '/camp-director/activity/:activityId/roster',
      (activityId: number, date?: string) =>
        `/camp-director/activity/${activityId}/roster${date ? `?date=${date}` : ''}`,
    ),
    provider: '/camp-director/provider',
    congratulations: '/camp-director/congratulations',
    stripe: '/camp-director/stripe',
    checkStatus: '/camp-director/check-status',
    stripePending: '/camp-director/stripe-pending',
    stripeFailure: '/camp-director/stripe-failure',
    localOnboarding: '/camp-director/local-onboarding',
    localAccount: '/camp-director/local-account',
  },

  specialist: {
    home: '/specialist',
    signIn: '/specialist/sign-in',
    search: '/specialist/search',
    /** The catalog search opened from an itinerary, carrying its id. */
    searchFor: (itineraryId: number) => `/specialist/search?itinerary_id=${itineraryId}`,
    itinerary: withPattern(
      '/specialist/itineraries/:id',
      (id: number, approve = false) =>
        `/specialist/itineraries/${id}${approve ? '?mode=approve' : ''}`,
    ),
    activity: withPattern(
      '/specialist/activities/:id',
      (id: number, itineraryId: number | null = null) =>
        `/specialist/activities/${id}${itineraryQuery(itineraryId)}`,
    ),
    provider: withPattern(
      '/specialist/providers/:id',
      (id: number, itineraryId: number | null = null) =>
        `/specialist/providers/${id}${itineraryQuery(itineraryId)}`,
    ),
  },

  admin: {
    home: '/admin',
    signIn: '/admin/sign-in',
    providers: '/admin/providers',
    provider: withPattern('/admin/providers/:id', (id: number) => `/admin/providers/${id}`),
    payouts: '/admin/payouts',
    payments: '/admin/payments',
    cancellations: '/admin/cancellations',
    audit: '/admin/audit',
    staff: '/admin/staff',
    families: '/admin/families',
    family: withPattern('/admin/families/:id', (id: number) => `/admin/families/${id}`),
    taxonomy: '/admin/taxonomy',
    coupons: '/admin/coupons',
    dashboard: '/admin/dashboard',
    twoFactor: '/admin/two-factor',
    twoFactorSetup: '/admin/two-factor/setup',
  },

  devMailbox: '/dev/mailbox',
} as const;
