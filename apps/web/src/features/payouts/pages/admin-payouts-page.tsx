import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { PAYOUT_LEDGER_PAGE_SIZES, PAYOUT_LEDGER_SORTS } from '@camp/shared/payouts';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { adminPayoutsQueryOptions, downloadLedgerCsv } from '../api/payouts';
import { ExportCsvButton, listFilter, useListParams } from '../../../components/ui/list-filter';
import { LedgerGrid } from '../components/ledger-grid';
import { PayoutsLedger } from '../components/payouts-ledger';
import { ProviderPayouts } from '../components/provider-payouts';
import { paths } from '../../../lib/paths';

const PATH = paths.admin.payouts;
const providerLink = (id: number) => `${PATH}?provider=${id}`;

/** The ledger has no filter form: `?provider=` (a link from a provider's name) narrows it. */
const noFilter = listFilter(z.object({}), {});

/** ?provider= as a user id, or null (every provider) when absent or not an id. */
function providerFromQuery(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * /admin/payouts: every provider's ledger; `?provider=<user id>` narrows it to one provider
 * (each provider's name links there). The sales are a grid paged and ordered by the server (date,
 * gross or net, in the URL). Above the ledger, each provider's totals with the platform's fee
 * income, and holding or releasing a provider's payouts.
 */
export function AdminPayoutsPage() {
  const [params] = useSearchParams();
  const providerUserId = providerFromQuery(params.get('provider'));
  const list = useListParams(noFilter, {
    pageSizes: PAYOUT_LEDGER_PAGE_SIZES,
    sorts: PAYOUT_LEDGER_SORTS,
    sort: 'created_at',
    order: 'desc',
  });
  const { page, perPage, sort, order } = list;
  const { data, isPending, isFetching, isError, error, refetch } = useQuery(
    adminPayoutsQueryOptions({
      page,
      per_page: perPage,
      sort,
      order,
      provider_user_id: providerUserId,
    }),
  );
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
      {providerUserId === null && <ProviderPayouts providerLink={providerLink} />}
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
          onPage={(next) => list.onPage({ page: next - 1, pageSize: perPage })}
          providerLink={providerLink}
          salesGrid={
            <LedgerGrid
              entries={data.entries}
              count={data.pagy.count}
              loading={isFetching}
              list={list}
              providerLink={providerLink}
            />
          }
        />
      )}
    </PageContainer>
  );
}
