import { PageContainer } from '../../../components/ui/page-container';
import { CancellationRequestsPanel } from '../components/cancellation-requests-panel';

/** /admin/cancellations: every cancellation request, with Approve / Decline (decision 0064). */
export function AdminCancellationsPage() {
  return (
    <PageContainer title="Cancellations" maxWidth="lg">
      <CancellationRequestsPanel area="admins" />
    </PageContainer>
  );
}
