import { Button, useMediaQuery, useTheme } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  STAFF_PAGE_SIZES,
  STAFF_SORTS,
  type StaffListResponse,
  type StaffMember,
  type StaffSort,
  type StaffStatus,
} from '@camp/shared/staff';
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

const isSort = (field: string | undefined): field is StaffSort =>
  (STAFF_SORTS as readonly string[]).includes(field ?? '');

/** One page of staff, paged and sorted by the server. */
export function StaffGrid({
  data,
  loading,
  page,
  perPage,
  sort,
  order,
  onPage,
  onSort,
  onOpen,
}: {
  data: StaffListResponse | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  sort: StaffSort;
  order: 'asc' | 'desc';
  onPage: (model: GridPaginationModel) => void;
  onSort: (sort: StaffSort, order: 'asc' | 'desc') => void;
  onOpen: (member: StaffMember) => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sortModel: GridSortModel = [{ field: sort, sort: order }];
  return (
    <DataGrid
      label="Staff"
      rows={data?.staff ?? []}
      columns={columns(onOpen)}
      rowCount={data?.pagy.count ?? 0}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...STAFF_PAGE_SIZES]}
      paginationModel={{ page: page - 1, pageSize: perPage }}
      onPaginationModelChange={onPage}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => {
        const field = model[0]?.field;
        onSort(isSort(field) ? field : 'name', model[0]?.sort === 'desc' ? 'desc' : 'asc');
      }}
      {...(phone ? { initialState: { columns: { columnVisibilityModel: PHONE_HIDDEN } } } : {})}
      key={phone ? 'phone' : 'wide'}
      sx={{ bgcolor: 'background.paper', borderRadius: '18px' }}
    />
  );
}
