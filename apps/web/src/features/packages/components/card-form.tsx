/**
 * What the checkout asks of a card form, whichever provider draws it (Stripe Elements with a
 * publishable key, the built-in local provider's own fields otherwise): turn the typed card into
 * a payment method id, then `pay` with it.
 */
export interface CardFormProps {
  /** The Pay button's text, with the amount due today ('Pay $12'). */
  payLabel: string;
  /** The package is paid: Pay stays disabled. */
  paid: boolean;
  /** Subscribes with the payment method; rejects with the failure to show on the form. */
  pay: (paymentMethodId: string) => Promise<unknown>;
}
