import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  STAFF_PAGE_SIZES,
  type StaffListResponse,
  type StaffMember,
  type StaffSort,
  type StaffStatus,
} from '@camp/shared/staff';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { StatusChip, type StatusChipTone } from '../../../components/ui/status-chip';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS } from './staff-filters';

const STATUS_TONES: Record<StaffStatus, StatusChipTone> = {
  invited: 'warning',
  active: 'success',
  deactivated: 'default',
};

export const roleLabel = (role: string) => (role === 'Admin' ? 'Administrator' : role);

function columns(onOpen: (member: StaffMember) => void): GridColDef<StaffMember>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
    { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
    {
      field: 'role',
      headerName: 'Role',
      width: 130,
      sortable: false,
      valueFormatter: (value: string) => roleLabel(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 116,
      sortable: false,
      renderCell: ({ row }) => (
        <StatusChip
          size="small"
          tone={STATUS_TONES[row.status]}
          label={STATUS_LABELS[row.status]}
        />
      ),
    },
    {
      field: 'last_sign_in_at',
      headerName: 'Last sign-in',
      width: 180,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
    },
    {
      field: 'created_at',
      headerName: 'Added',
      width: 180,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'manage',
      headerName: 'Actions',
      width: 96,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => onOpen(row)} aria-label={`Manage ${row.name}`}>
          Manage
        </Button>
      ),
    },
  ];
}

/** On a phone the grid opens on the name, the status and the way in; the rest via the columns. */
const PHONE_HIDDEN = { email: false, role: false, last_sign_in_at: false, created_at: false };

/** One page of staff, paged and sorted by the server. */
export function StaffGrid({
  data,
  loading,
  list,
  onOpen,
}: {
  data: StaffListResponse | undefined;
  loading: boolean;
  list: GridListState<StaffSort>;
  onOpen: (member: StaffMember) => void;
}) {
  return (
    <ServerGrid
      label="Staff"
      rows={data?.staff ?? []}
      columns={columns(onOpen)}
      rowCount={data?.pagy.count ?? 0}
      loading={loading}
      pageSizes={STAFF_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
