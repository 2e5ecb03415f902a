import { NOT_SUBSCRIBED_LABEL, PACKAGE_PERIOD_LABELS, type PackageName } from '@camp/shared/enums';

/** A plan as the parent's profile names it; no plan reads 'Not Subscribed'. */
export const packageLabel = (name: PackageName | null): string =>
  name ? PACKAGE_PERIOD_LABELS[name] : NOT_SUBSCRIBED_LABEL;
