/** Package facts shown on the pricing page (spec sections 1 and 9). */

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

export type PricingPeriod = 'one_time' | 'annual';

export interface PricingOption {
  period: PricingPeriod;
  toggleLabel: string;
  name: string;
  priceDollars: number;
  priceSuffix: string;
  /** The advantage variant from the spec (single plan vs premium). */
  advantage: string;
  description: string;
}

export const PRICING_OPTIONS: Record<PricingPeriod, PricingOption> = {
  one_time: {
    period: 'one_time',
    toggleLabel: 'One-time',
    name: 'Single plan',
    priceDollars: 36,
    priceSuffix: 'one-time',
    advantage: 'One itinerary for one kid',
    description:
      'Perfect for planning one summer or one set of track-out weeks for a single child.',
  },
  annual: {
    period: 'annual',
    toggleLabel: 'Annual',
    name: 'Premium, billed yearly',
    priceDollars: 99,
    priceSuffix: 'per year',
    advantage: 'Multiple itineraries for one or more kids',
    description:
      'Unlimited planning for a whole year: summer, track-outs, after-school and everything in between.',
  },
};
