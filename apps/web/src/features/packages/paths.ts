import { PACKAGE_NAMES, type PackageName } from '@camp/shared/enums';
import type { ParentOrder, ParentSubscription } from '@camp/shared/payment';

/** The parent's package pages (spec section 2 routes). */
export const PACKAGES_PATHS = {
  congratulations: '/congratulations',
  packages: '/packages',
  confirm: '/confirm',
  profile: '/profile',
  checkout: (plan: PackageName) => `/checkout/${plan}`,
} as const;

/** The {plan} of /checkout/{plan}: one_time, monthly or annually, else null. */
export function parsePlan(value: string | undefined): PackageName | null {
  return PACKAGE_NAMES.find((name) => name === value) ?? null;
}

/** Navigation state of /confirm: what the subscription call answered. */
export interface ConfirmState {
  order: ParentOrder;
  subscription: ParentSubscription | null;
}
