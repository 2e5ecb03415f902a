import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../../components/ui/page-container';
import {
  LoadError,
  LoadingBlock,
  useClampPage,
  usePageParam,
} from '../../../components/ui/paged-list';
import { directorPayoutsQueryOptions } from '../api/payouts';
import { PayoutsLedger } from '../components/payouts-ledger';

/** /camp-director/payouts: the director's sales with the 10% split, totals and payouts. */
export function DirectorPayoutsPage() {
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, error, refetch } = useQuery(directorPayoutsQueryOptions(page));
  useClampPage(page, data?.pagy.pages);

  return (
    <PageContainer title="Payouts" maxWidth="lg">
      {isPending ? (
        <LoadingBlock label="Loading payouts" />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <PayoutsLedger data={data} page={page} onPage={setPage} />
      )}
    </PageContainer>
  );
}
