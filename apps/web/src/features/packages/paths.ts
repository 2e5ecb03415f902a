import { PACKAGE_NAMES, type PackageName } from '@camp/shared/enums';
import type { ParentOrder, ParentSubscription } from '@camp/shared/payment';
import { paths } from '../../lib/paths';

/** The parent's package pages. */
export const PACKAGES_PATHS = {
  congratulations: paths.parent.congratulations,
  packages: paths.parent.packages,
  confirm: paths.parent.confirm,
  profile: paths.parent.profile,
  checkout: (plan: PackageName) => paths.parent.checkout(plan),
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
