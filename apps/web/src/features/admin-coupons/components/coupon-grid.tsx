import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  COUPON_PAGE_SIZES,
  type AdminCoupon,
  type CouponListQuery,
  type CouponStatus,
} from '@camp/shared/admin-coupons';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { StatusChip, type StatusChipTone } from '../../../components/ui/status-chip';
import { formatUtcDay } from '../../../lib/format';
import { STATUS_LABELS, discountLabel, plansLabel } from './coupon-labels';

const TONES: Record<CouponStatus, StatusChipTone> = {
  active: 'success',
  used_up: 'warning',
  expired: 'default',
  deactivated: 'default',
};

const DAY_MS = 86_400_000;

/** The last day a code works (it stops at the end of that UTC day). */
const lastDay = (expiresAt: string | null) =>
  expiresAt ? formatUtcDay(new Date(Date.parse(expiresAt) - DAY_MS).toISOString()) : 'Never';

function columns(onDeactivate: (coupon: AdminCoupon) => void): GridColDef<AdminCoupon>[] {
  return [
    { field: 'code', headerName: 'Code', minWidth: 150, flex: 1 },
    {
      field: 'status',
      headerName: 'Status',
      width: 125,
      sortable: false,
      renderCell: ({ row }) => (
        <StatusChip tone={TONES[row.status]} size="small" label={STATUS_LABELS[row.status]} />
      ),
    },
    {
      field: 'discount',
      headerName: 'Discount',
      width: 135,
      sortable: false,
      valueGetter: (_value, row) => discountLabel(row),
    },
    {
      field: 'applies_to',
      headerName: 'Plans',
      width: 140,
      sortable: false,
      valueGetter: (_value, row) => plansLabel(row),
    },
    { field: 'times_used', headerName: 'Used', type: 'number', width: 75 },
    {
      field: 'remaining',
      headerName: 'Remaining',
      width: 100,
      sortable: false,
      valueGetter: (_value, row) => (row.remaining === null ? 'No limit' : String(row.remaining)),
    },
    {
      field: 'per_family_limit',
      headerName: 'Per family',
      type: 'number',
      width: 95,
      sortable: false,
    },
    {
      field: 'expires_at',
      headerName: 'Last day',
      width: 115,
      valueGetter: (_value, row) => lastDay(row.expires_at),
    },
    {
      field: 'created_at',
      headerName: 'Created',
      width: 115,
      valueFormatter: (value: string) => formatUtcDay(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 115,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'deactivated' ? null : (
          <Button
            size="small"
            color="error"
            onClick={() => onDeactivate(row)}
            aria-label={`Deactivate ${row.code}`}
          >
            Deactivate
          </Button>
        ),
    },
  ];
}

/** On a phone the grid opens on the code, its status and its use; the rest is a menu away. */
const PHONE_HIDDEN = {
  discount: false,
  applies_to: false,
  remaining: false,
  per_family_limit: false,
  expires_at: false,
  created_at: false,
};

/** One page of coupons, paged and sorted by the server; the column menu hides and shows columns. */
export function CouponGrid({
  coupons,
  count,
  loading,
  list,
  onDeactivate,
}: {
  coupons: AdminCoupon[];
  count: number;
  loading: boolean;
  list: GridListState<CouponListQuery['sort']>;
  onDeactivate: (coupon: AdminCoupon) => void;
}) {
  return (
    <ServerGrid
      label="Coupons"
      rows={coupons}
      columns={columns(onDeactivate)}
      rowCount={count}
      loading={loading}
      pageSizes={COUPON_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
