import { randomBytes } from 'node:crypto';
import {
  DECLINE_MESSAGES,
  LOCAL_PAYMENT_METHOD_PREFIX,
  type DeclineCode,
} from '@camp/shared/payment';
import type { PaymentGateway } from './gateway.js';
import { addMonths, intervalMonths } from './pricing.js';
import * as repo from '../../../data/commerce/repository.js';

const localId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

/** A new opaque id for a saved local card. */
export const newLocalPaymentMethodId = () => localId(LOCAL_PAYMENT_METHOD_PREFIX);

/** A card is good through the last day of its expiry month. */
function expired(card: Pick<repo.LocalCardRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

/**
 * Why the local provider refuses a charge on this card, if it does: Stripe's test-card
 * behaviours, plus a card that has expired since it was saved. `renewal`: a later charge of a
 * subscription (the 0341 card is accepted at first and refused from then on).
 */
export function localDecline(
  card: Pick<repo.LocalCardRow, 'behaviour' | 'expMonth' | 'expYear'>,
  now: Date,
  renewal: boolean,
): DeclineCode | null {
  if (expired(card, now)) return 'expired_card';
  switch (card.behaviour) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'expired_card':
      return card.behaviour;
    case 'renewals_declined':
      return renewal ? 'card_declined' : null;
    default:
      return null;
  }
}

export type LocalCharge =
  { status: 'succeeded'; paymentId: string } | { status: 'declined'; message: string };

/** One charge on a saved local card (a renewal when `renewal`). */
export function chargeLocalCard(
  card: Pick<repo.LocalCardRow, 'behaviour' | 'expMonth' | 'expYear'>,
  now: Date,
  renewal: boolean,
): LocalCharge {
  const decline = localDecline(card, now, renewal);
  if (decline) return { status: 'declined', message: DECLINE_MESSAGES[decline] };
  return { status: 'succeeded', paymentId: localId('pay_local_') };
}

/**
 * The built-in provider: charges are decided at once by the saved card's test behaviour, and
 * renewals are charged by the renewal job (renewals.ts).
 */
export const localGateway: PaymentGateway = {
  kind: 'local',

  async findPaymentMethod(ctx, user, id) {
    if (!id.startsWith(LOCAL_PAYMENT_METHOD_PREFIX)) return null;
    const card = await repo.findLocalCardOfUser(ctx.db, user.id, id);
    return card ? { id, customerId: null, attached: true, card } : null;
  },

  async chargeOnce(ctx, { method, amountCents }) {
    // A free order still checks the card, as a card provider's $0 authorisation does.
    const outcome = chargeLocalCard(method.card!, ctx.now(), false);
    return outcome.status === 'succeeded' && amountCents === 0
      ? { status: 'succeeded', paymentId: null }
      : outcome;
  },

  // A local charge is recorded only by the settlement, in the transaction that held the draft's
  // lock: a draft nobody holds was never charged.
  async findCharge() {
    return null;
  },

  async startSubscription(ctx, { method, pkg, trialMonths, firstChargeCents, now }) {
    const outcome = chargeLocalCard(method.card!, ctx.now(), false);
    if (outcome.status === 'declined') return outcome;
    const periodEnd = addMonths(now, trialMonths > 0 ? trialMonths : intervalMonths(pkg.interval));
    return {
      status: 'subscribed',
      subscriptionId: localId('sub_local_'),
      paymentId: firstChargeCents > 0 ? outcome.paymentId : null,
      subscriptionStatus: trialMonths > 0 ? 'trialing' : 'active',
      periodStart: now,
      periodEnd,
      trialEnd: trialMonths > 0 ? periodEnd : null,
    };
  },

  // Nothing to tell anyone: the service marks the row canceled.
  async cancelSubscription() {},

  // Renewals charge the subscription row's plan and price, which the service changes.
  async changeSubscriptionPlan() {},
};
