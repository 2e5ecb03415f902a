import type { PaymentKind, PaymentStatus } from '@camp/shared/admin-payments';
import type { PaymentProvider } from '@camp/shared/enums';

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const KIND_LABELS: Record<PaymentKind, string> = {
  activity: 'Activities',
  package: 'Package',
};

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  local: 'Built-in',
  stripe: 'Stripe',
};
