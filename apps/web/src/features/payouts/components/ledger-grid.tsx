import { Chip, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  PAYOUT_LEDGER_PAGE_SIZES,
  PAYOUT_MESSAGES,
  type PayoutEntry,
  type PayoutLedgerSort,
} from '@camp/shared/payouts';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { formatCents, formatUtcDay } from '../../../lib/format';
import { STATUS_COLOR } from './payouts-ledger';

const money = (cents: number) => formatCents(cents, { cents: 'always' });
const title = (e: PayoutEntry) =>
  e.description || `Itinerary activity #${e.itinerary_activity_id ?? '?'}`;

function columns(providerLink: (id: number) => string): GridColDef<PayoutEntry>[] {
  return [
    {
      field: 'created_at',
      headerName: 'Date',
      width: 118,
      valueFormatter: (value: string) => formatUtcDay(value),
    },
    {
      field: 'description',
      headerName: 'Sale',
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => `${title(row)}${row.kind === 'reversal' ? ' (refund)' : ''}`,
    },
    {
      field: 'provider_name',
      headerName: 'Provider',
      minWidth: 140,
      flex: 0.6,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={providerLink(row.provider_user_id)}>
          {row.provider_name ?? `Provider #${row.provider_user_id}`}
        </Link>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          sx={{ bgcolor: STATUS_COLOR[row.status], color: '#fff' }}
          label={PAYOUT_MESSAGES.statuses[row.status]}
        />
      ),
    },
    {
      field: 'payment_provider',
      headerName: 'Payments',
      width: 130,
      sortable: false,
      valueGetter: (_value, row) => (row.payment_provider === 'stripe' ? 'Stripe' : 'Built-in'),
    },
    {
      field: 'gross_cents',
      headerName: 'Gross',
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'platform_fee_cents',
      headerName: 'Platform fee',
      type: 'number',
      width: 110,
      sortable: false,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'payment_provider_fee_cents',
      headerName: 'Payment fee',
      type: 'number',
      width: 110,
      sortable: false,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'net_cents',
      headerName: 'Net',
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => money(value),
    },
  ];
}

/** On a phone the grid opens on the sale and its net; the rest is a column menu away. */
const PHONE_HIDDEN = {
  created_at: false,
  provider_name: false,
  status: false,
  payment_provider: false,
  gross_cents: false,
  platform_fee_cents: false,
  payment_provider_fee_cents: false,
};

/**
 * The back office's ledger entries, paged and ordered by the server (date, gross or net); each
 * names its provider, a link to that provider's ledger.
 */
export function LedgerGrid({
  entries,
  count,
  loading,
  list,
  providerLink,
}: {
  entries: PayoutEntry[];
  count: number;
  loading: boolean;
  list: GridListState<PayoutLedgerSort>;
  providerLink: (id: number) => string;
}) {
  return (
    <ServerGrid
      label="Sales"
      rows={entries}
      columns={columns(providerLink)}
      rowCount={count}
      loading={loading}
      pageSizes={PAYOUT_LEDGER_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
