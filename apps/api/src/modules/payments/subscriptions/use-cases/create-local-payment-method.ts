import {
  cardBrand,
  cardDigits,
  localCardBehaviour,
  parseExpiry,
  type LocalCard,
  type PaymentMethod,
} from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import { stripeEnabled } from '../../../../lib/stripe.js';
import * as repo from '../../../../data/commerce/repository.js';
import { newLocalPaymentMethodId } from '../local-gateway.js';

/**
 * POST /api/v1/payment/local/payment_methods: saves a card for the built-in provider (404 when
 * Stripe is configured: cards then go to Stripe Elements only). The card arrives validated; only
 * brand, last four digits, expiry and its test behaviour are kept.
 */
export async function createLocalPaymentMethod(
  ctx: AppContext,
  userId: number,
  card: LocalCard,
): Promise<PaymentMethod> {
  if (stripeEnabled(ctx.config)) throw AppError.notFound();
  const digits = cardDigits(card.number);
  const expiry = parseExpiry(card);
  if (!expiry) throw AppError.field('exp_month', "Your card's expiration date is incomplete.");
  const row = await repo.insertLocalCard(ctx.db, {
    token: newLocalPaymentMethodId(),
    userId,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    behaviour: localCardBehaviour(digits),
  });
  return { id: row.token, brand: cardBrand(digits), last4: row.last4 };
}
