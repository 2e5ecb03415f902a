import { CancellationRequestsPanel } from '../../features/cancellations/components/cancellation-requests-panel';
import { useDirectorOrdersUpdates } from '../../features/cancellations/hooks/use-director-orders-updates';
import { OrdersPage } from '../../features/director-orders/pages/orders-page';

/**
 * /camp-director/orders: the orders (director-orders) with the cancellation requests of the
 * director's programs above them and the director's real-time channel (cancellations), composed
 * here so the features stay apart (decision 0064).
 */
export function DirectorOrdersRoute() {
  useDirectorOrdersUpdates();
  return <OrdersPage before={<CancellationRequestsPanel area="camp_directors" hideWhenEmpty />} />;
}
