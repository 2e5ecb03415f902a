import { ParentCancellations } from '../../features/cancellations/components/parent-cancellations';
import { PaymentSummaryPage } from '../../features/activity-payment/pages/payment-summary-page';

/**
 * /profile/payment/{id}: the payment summary (activity-payment) with the itinerary's
 * cancellations below it (cancellations), composed here so the features stay apart.
 */
export function PaymentSummaryRoute() {
  return <PaymentSummaryPage extra={(it) => <ParentCancellations itinerary={it} />} />;
}
