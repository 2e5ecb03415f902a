import type { PackageName } from '@camp/shared/enums';

/**
 * Package copy shared by the public pricing page and the parent's package chooser (spec sections
 * 1, 2 and 9). Prices are not here: the chooser shows the server's, the pricing page the
 * advertised ones.
 */

/** The features every package has. */
export const PACKAGE_FEATURES: { title: string; text: string }[] = [
  {
    title: 'MIA virtual concierge',
    text: 'Ask My Itinerary Assistant about any activity in your plan, day or night.',
  },
  {
    title: 'Friends and family collaboration',
    text: 'Share activities with other families and plan together.',
  },
  { title: 'Calendar planner', text: 'Every approved activity for every child on one calendar.' },
  {
    title: 'Easy booking',
    text: 'Book the programs in your itinerary without filling in the same forms again.',
  },
  {
    title: 'Buy now, pay later',
    text: 'Reserve a seat now and spread the cost where the program allows it.',
  },
  {
    title: 'Cancellation assistance',
    text: 'Plans change; we help you with providers\u2019 cancellation policies.',
  },
  {
    title: 'Personalized itineraries',
    text: 'Built by a program specialist around your child and your schedule.',
  },
  { title: 'Multiple kids', text: 'Coordinate siblings, shared weeks and drop-offs in one plan.' },
];

/** The premium card's two advantage variants: single plan and premium. */
export const PLAN_ADVANTAGES = {
  single: 'One itinerary for one kid',
  premium: 'Multiple itineraries for one or more kids',
} as const;

export interface PlanCopy {
  toggleLabel: string;
  name: string;
  /** After the price: 'one-time', 'per month', 'per year'. */
  priceSuffix: string;
  advantage: string;
  description: string;
}

export const PLAN_COPY: Record<PackageName, PlanCopy> = {
  one_time: {
    toggleLabel: 'One-time',
    name: 'Single plan',
    priceSuffix: 'one-time',
    advantage: PLAN_ADVANTAGES.single,
    description:
      'Perfect for planning one summer or one set of track-out weeks for a single child.',
  },
  monthly: {
    toggleLabel: 'Monthly',
    name: 'Premium, billed monthly',
    priceSuffix: 'per month',
    advantage: PLAN_ADVANTAGES.premium,
    description:
      'Unlimited planning, billed month by month. Code MYTRIAL makes your first month free.',
  },
  annually: {
    toggleLabel: 'Annual',
    name: 'Premium, billed yearly',
    priceSuffix: 'per year',
    advantage: PLAN_ADVANTAGES.premium,
    description:
      'Unlimited planning for a whole year: summer, track-outs, after-school and everything in between.',
  },
};

/** The advertised prices: $36 one-time single plan, $99 for a year. */
export const ADVERTISED_PRICES = { one_time: 36, annually: 99 } as const satisfies Partial<
  Record<PackageName, number>
>;

/**
 * The first-response targets: a specialist introduces themselves within 8 business hours, the
 * first itinerary within 2 business days.
 */
export const FIRST_RESPONSE_TEXT =
  'Your program specialist introduces themselves within 8 business hours of your questionnaire, and your first itinerary is targeted within 2 business days.';
