import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { ParentCancellations } from '../../features/cancellations/components/parent-cancellations';
import { usePlanPaidSoFar } from '../../features/activity-payment/hooks/use-plan-paid-so-far';
import { PaymentSummaryPage } from '../../features/activity-payment/pages/payment-summary-page';

/**
 * /profile/payment/{id}: the payment summary (activity-payment) with the itinerary's
 * cancellations below it (cancellations), composed here so the features stay apart; the plans'
 * paid-so-far amounts go from one to the other (decision 0070).
 */
export function PaymentSummaryRoute() {
  return <PaymentSummaryPage extra={(it) => <Cancellations itinerary={it} />} />;
}

function Cancellations({ itinerary }: { itinerary: ParentItinerary }) {
  const paidInInstalments = usePlanPaidSoFar(
    itinerary.id,
    itinerary.itinerary_activities.some((a) => a.payment_status === 'paid'),
  );
  return <ParentCancellations itinerary={itinerary} paidInInstalments={paidInInstalments} />;
}
