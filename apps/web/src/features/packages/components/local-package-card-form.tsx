import { LocalCardForm } from '../../../components/payments/local-card-form';
import { useCreateLocalPaymentMethodMutation } from '../api/local-payment-methods';
import type { CardFormProps } from './card-form';

/**
 * The package checkout with the built-in provider: the shared local card form turns the card
 * into a local payment method (its card errors under the fields), then subscribes with it (a
 * refusal shown above Pay).
 */
export function LocalPackageCardForm({ payLabel, paid, pay }: CardFormProps) {
  const createMethod = useCreateLocalPaymentMethodMutation();
  return (
    <LocalCardForm
      payLabel={payLabel}
      paid={paid}
      onCard={async (card) => {
        const method = await createMethod.mutateAsync(card);
        await pay(method.id);
      }}
    />
  );
}
