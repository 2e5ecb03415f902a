import type { PaymentProvider } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { PackageRow } from '../packages/service.js';
import type {
  CouponRow,
  LocalCardRow,
  OrderRow,
  UserRow,
} from '../../../data/commerce/repository.js';

/** A payment method the parent may use, as the gateway resolved it. */
export interface PaymentMethodHandle {
  /** The id the web sent ('pm_local_…' or Stripe's 'pm_…'). */
  id: string;
  /** Stripe: the parent's customer, the method is attached to it before a charge. */
  customerId: string | null;
  /** Stripe: already attached to that customer (a card used before). */
  attached: boolean;
  /** Local provider: the saved card. */
  card: LocalCardRow | null;
}

export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string | null }
  /** The provider is still processing (Stripe `processing`); a webhook settles it. */
  | { status: 'pending'; paymentId: string }
  | { status: 'declined'; message: string };

export type SubscriptionOutcome =
  | {
      status: 'subscribed';
      subscriptionId: string;
      /** The first invoice (Stripe) or the local charge; null when nothing was charged. */
      paymentId: string | null;
      subscriptionStatus: 'active' | 'trialing';
      periodStart: Date;
      periodEnd: Date;
      trialEnd: Date | null;
    }
  | { status: 'declined'; message: string };

export interface ChargeRequest {
  orderId: number;
  /** The order's key (one per attempt): every provider call for it carries this key. */
  idempotencyKey: string;
  user: UserRow;
  method: PaymentMethodHandle;
  amountCents: number;
  description: string;
}

export interface SubscriptionRequest {
  orderId: number;
  /** The order's key (one per attempt): every provider call for it carries this key. */
  idempotencyKey: string;
  user: UserRow;
  method: PaymentMethodHandle;
  pkg: PackageRow;
  /** The coupon taking `discountCents` off the first charge (null: none, or a trial only). */
  discount: { coupon: CouponRow; discountCents: number } | null;
  /** Free months before the first charge (MYTRIAL). */
  trialMonths: number;
  /** What the first charge comes to (0 during a trial). */
  firstChargeCents: number;
  now: Date;
}

/**
 * A card payment provider for parent packages: Stripe when STRIPE_SECRET_KEY is set, else the
 * built-in local provider (every external part has a working embedded default).
 * Declines are outcomes; anything else that goes wrong (network, provider error) throws.
 */
export interface PaymentGateway {
  readonly kind: PaymentProvider;
  /** The method when this parent may use it; null for another parent's or an unknown one. */
  findPaymentMethod(
    ctx: AppContext,
    user: UserRow,
    id: string,
  ): Promise<PaymentMethodHandle | null>;
  /** One charge (the one_time plan). */
  chargeOnce(ctx: AppContext, request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * What became of the one-time charge of an order whose request died (the orphan job): the
   * provider's payment made with the order's idempotency key, or null when there is none.
   */
  findCharge(ctx: AppContext, order: OrderRow): Promise<ChargeOutcome | null>;
  /** A renewing plan: the first charge (or a trial) and the period. */
  startSubscription(ctx: AppContext, request: SubscriptionRequest): Promise<SubscriptionOutcome>;
  /** Stops a subscription the parent replaced (e.g. a past-due one after paying again). */
  cancelSubscription(ctx: AppContext, providerSubscriptionId: string): Promise<void>;
  /**
   * Moves a renewing subscription to another renewing plan from its next renewal on (the
   * operator's change on the family's request); nothing is charged or credited now.
   */
  changeSubscriptionPlan(
    ctx: AppContext,
    providerSubscriptionId: string,
    pkg: PackageRow,
  ): Promise<void>;
}
