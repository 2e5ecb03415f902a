import { z } from 'zod';
import { MAX_CENTS_DOLLARS, numberField } from './number';

// The back office's package prices (PUT /api/v1/admins/packages/:id/price).

export const PACKAGE_PRICE_MESSAGES = {
  required: 'Price is required',
  invalid: 'Price must be a number',
  /** The card provider's smallest charge in US dollars. */
  tooLow: 'Price must be at least $0.50',
  tooHigh: 'Price is too high',
  cents: 'Price may have cents, nothing smaller',
  notFound: 'Package not found',
} as const;

/** A plan's new price in dollars; subscriptions already bought keep the price they were sold at. */
export const packagePriceSchema = z.object({
  price: numberField(PACKAGE_PRICE_MESSAGES.required, {
    invalid: PACKAGE_PRICE_MESSAGES.invalid,
    min: [0.5, PACKAGE_PRICE_MESSAGES.tooLow],
    max: [MAX_CENTS_DOLLARS, PACKAGE_PRICE_MESSAGES.tooHigh],
    twoDecimals: PACKAGE_PRICE_MESSAGES.cents,
  }),
});
export type PackagePriceInput = z.input<typeof packagePriceSchema>;
