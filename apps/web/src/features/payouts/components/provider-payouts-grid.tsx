import { Button, Chip, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  PROVIDER_PAYOUT_PAGE_SIZES,
  type ProviderPayout,
  type ProviderPayoutSort,
} from '@camp/shared/admin-payments';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { formatCents } from '../../../lib/format';

const money = (cents: number) => formatCents(cents, { cents: 'always' });

function amount(field: keyof ProviderPayout & ProviderPayoutSort, headerName: string) {
  return {
    field,
    headerName,
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => money(value),
  } satisfies GridColDef<ProviderPayout>;
}

interface Actions {
  providerLink: (id: number) => string;
  onHold: (p: ProviderPayout) => void;
  onRelease: (p: ProviderPayout) => void;
}

function columns({ providerLink, onHold, onRelease }: Actions): GridColDef<ProviderPayout>[] {
  return [
    {
      field: 'provider_name',
      headerName: 'Provider',
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={providerLink(row.provider_user_id)}>
          {row.provider_name}
        </Link>
      ),
    },
    {
      field: 'held',
      headerName: 'Hold',
      minWidth: 160,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) =>
        row.held ? (
          <>
            <Chip
              size="small"
              label="Payouts held"
              sx={{ mr: 1, bgcolor: 'error.dark', color: 'common.white' }}
            />
            {row.hold_reason && (
              <span
                title={row.hold_reason}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {`Held: ${row.hold_reason}`}
              </span>
            )}
          </>
        ) : (
          'None'
        ),
    },
    amount('gross_cents', 'Sales'),
    amount('platform_fee_cents', 'Platform fee'),
    amount('net_cents', 'Net'),
    amount('pending_cents', 'Pending'),
    amount('paid_out_cents', 'Paid out'),
    {
      field: 'actions',
      headerName: 'Actions',
      width: 130,
      sortable: false,
      renderCell: ({ row }) =>
        row.held ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onRelease(row)}
            aria-label={`Release ${row.provider_name}’s payouts`}
          >
            Release
          </Button>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => onHold(row)}
            aria-label={`Hold ${row.provider_name}’s payouts`}
          >
            Hold payouts
          </Button>
        ),
    },
  ];
}

/** On a phone the grid opens on the provider and the hold or release button; the rest is a menu away. */
const PHONE_HIDDEN = {
  held: false,
  gross_cents: false,
  platform_fee_cents: false,
  net_cents: false,
  pending_cents: false,
  paid_out_cents: false,
};

/**
 * The providers, paged and ordered by the server (by name or any of their sums); each name links
 * to that provider's ledger, and each row holds or releases the provider's payouts.
 */
export function ProviderPayoutsGrid({
  providers,
  count,
  loading,
  list,
  ...actions
}: Actions & {
  providers: ProviderPayout[];
  count: number;
  loading: boolean;
  list: GridListState<ProviderPayoutSort>;
}) {
  return (
    <ServerGrid
      label="Payouts per provider"
      rows={providers}
      columns={columns(actions)}
      rowCount={count}
      loading={loading}
      pageSizes={PROVIDER_PAYOUT_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
      getRowId={(row) => row.provider_user_id}
    />
  );
}
