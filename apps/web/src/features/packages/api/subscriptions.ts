import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ERROR_TITLE, OOPS_SOMETHING_WENT_WRONG } from '@camp/shared/messages';
import {
  subscriptionResponseSchema,
  type SubscriptionRequestInput,
  type SubscriptionResponse,
} from '@camp/shared/payment';
import { toast } from '../../../components/ui/toaster';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { PACKAGES_PATHS, type ConfirmState } from '../paths';

/**
 * POST /api/v1/payment/subscriptions { package_id, payment_method_id, promocode } → { order,
 * subscription, session }. A refused card answers 402 with _base 'Payment failed. …'.
 */
export async function createSubscription(
  input: SubscriptionRequestInput,
): Promise<SubscriptionResponse> {
  const res = await apiFetch<unknown>('/api/v1/payment/subscriptions', {
    method: 'POST',
    body: input,
  });
  return subscriptionResponseSchema.parse(res);
}

/**
 * Buys the package. On success the session takes the server's (package, package type, order
 * status), then the confirmation opens; both happen here, not in mutate()'s callbacks, because
 * the session change re-renders the guards around the checkout page. A failure raises the
 * spec's 'Error' / 'Oops something went wrong!' toast; the form shows the reason itself.
 */
export function useSubscribeMutation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: async (res) => {
      setSession(res.session);
      const state: ConfirmState = { order: res.order, subscription: res.subscription };
      await navigate(PACKAGES_PATHS.confirm, { state });
      return queryClient.invalidateQueries();
    },
    onError: () => {
      toast.error(OOPS_SOMETHING_WENT_WRONG, ERROR_TITLE);
    },
  });
}
