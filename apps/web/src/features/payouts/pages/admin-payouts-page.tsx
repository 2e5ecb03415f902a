import { useEffect } from 'react';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock, pageFromQuery } from '../../../components/ui/paged-list';
import { adminPayoutsQueryOptions, downloadLedgerCsv } from '../api/payouts';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { PayoutsLedger } from '../components/payouts-ledger';
import { ProviderPayouts } from '../components/provider-payouts';
import { paths } from '../../../lib/paths';

const PATH = paths.admin.payouts;

/** ?provider= as a user id, or null (every provider) when absent or not an id. */
function providerFromQuery(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * /admin/payouts: every provider's ledger; `?provider=<user id>` narrows it to one provider
 * (each provider's name links there). Above the ledger, each provider's totals with the
 * platform's fee income, and holding or releasing a provider's payouts.
 */
export function AdminPayoutsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const providerUserId = providerFromQuery(params.get('provider'));
  const { data, isPending, isError, error, refetch } = useQuery(
    adminPayoutsQueryOptions(page, providerUserId),
  );
  // Paging keeps the provider filter (the shared page helpers replace the whole query).
  const setPage = (next: number, replace = false) => {
    const q = new URLSearchParams(params);
    if (next === 1) q.delete('page');
    else q.set('page', String(next));
    setParams(q, { replace });
  };
  const pages = data?.pagy.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages, true);
  });
  const name =
    providerUserId === null
      ? null
      : (data?.entries.find((e) => e.provider_user_id === providerUserId)?.provider_name ??
        `provider #${providerUserId}`);

  return (
    <PageContainer
      eyebrow="Administrator"
      title={name ? `Payouts: ${name}` : 'Payouts'}
      maxWidth="lg"
    >
      {providerUserId !== null && (
        <Button component={RouterLink} to={PATH} variant="outlined" sx={{ mb: 2 }}>
          Every provider
        </Button>
      )}
      {providerUserId === null && (
        <ProviderPayouts providerLink={(id) => `${PATH}?provider=${id}`} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <ExportCsvButton
          label="Export ledger CSV"
          download={() => downloadLedgerCsv(providerUserId)}
        />
      </Box>
      {isPending ? (
        <LoadingBlock label="Loading payouts" />
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <PayoutsLedger
          data={data}
          page={page}
          onPage={setPage}
          providerLink={(id) => `${PATH}?provider=${id}`}
        />
      )}
    </PageContainer>
  );
}
