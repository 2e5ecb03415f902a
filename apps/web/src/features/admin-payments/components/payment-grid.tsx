import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  PAYMENT_PAGE_SIZES,
  type AdminPayment,
  type PaymentListQuery,
  type PaymentStatus,
} from '@camp/shared/admin-payments';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { StatusChip, type StatusChipTone } from '../../../components/ui/status-chip';
import { formatCents, formatUtcDay } from '../../../lib/format';
import { KIND_LABELS, PROVIDER_LABELS, STATUS_LABELS } from './payment-labels';

const TONES: Record<PaymentStatus, StatusChipTone> = {
  paid: 'success',
  partially_refunded: 'warning',
  refunded: 'default',
};

const money = (cents: number) => formatCents(cents, { cents: 'always' });

/** The plans as the back office names them elsewhere; an activity payment names its activities. */
const PLAN_NAMES = new Map([
  ['one_time', 'One-time'],
  ['monthly', 'Monthly'],
  ['annually', 'Annually'],
]);
const paidFor = (row: AdminPayment) =>
  row.kind === 'package' ? (PLAN_NAMES.get(row.description) ?? row.description) : row.description;

function columns(onRefund: (payment: AdminPayment) => void): GridColDef<AdminPayment>[] {
  return [
    {
      field: 'paid_at',
      headerName: 'Paid',
      width: 118,
      valueFormatter: (value: string) => formatUtcDay(value),
    },
    {
      field: 'parent_email',
      headerName: 'Parent',
      minWidth: 130,
      flex: 1,
      sortable: false,
    },
    {
      field: 'description',
      headerName: 'Paid for',
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => `${KIND_LABELS[row.kind]}: ${paidFor(row)}`,
    },
    {
      field: 'provider',
      headerName: 'Provider',
      width: 85,
      sortable: false,
      valueGetter: (_value, row) => PROVIDER_LABELS[row.provider],
    },
    {
      field: 'amount_cents',
      headerName: 'Amount',
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'refunded_cents',
      headerName: 'Refunded',
      type: 'number',
      width: 100,
      sortable: false,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'refundable_cents',
      headerName: 'Refundable',
      type: 'number',
      width: 105,
      sortable: false,
      valueFormatter: (value: number) => money(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <StatusChip tone={TONES[row.status]} size="small" label={STATUS_LABELS[row.status]} />
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 90,
      sortable: false,
      renderCell: ({ row }) =>
        row.refundable_cents > 0 ? (
          <Button
            size="small"
            onClick={() => onRefund(row)}
            aria-label={`Refund payment ${row.key} of ${row.parent_email}`}
          >
            Refund
          </Button>
        ) : null,
    },
  ];
}

/** On a phone the grid opens on the parent, the amount and the action; the rest is a menu away. */
const PHONE_HIDDEN = {
  paid_at: false,
  description: false,
  provider: false,
  refunded_cents: false,
  refundable_cents: false,
  status: false,
};

type Sort = PaymentListQuery['sort'];

/** One page of payments, paged and sorted by the server; the column menu hides and shows columns. */
export function PaymentGrid({
  payments,
  count,
  loading,
  list,
  onRefund,
}: {
  payments: AdminPayment[];
  count: number;
  loading: boolean;
  list: GridListState<Sort>;
  onRefund: (payment: AdminPayment) => void;
}) {
  return (
    <ServerGrid
      label="Payments"
      rows={payments}
      getRowId={(row) => row.key}
      columns={columns(onRefund)}
      rowCount={count}
      loading={loading}
      pageSizes={PAYMENT_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
