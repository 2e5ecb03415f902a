import { Link, useMediaQuery, useTheme } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  FAMILY_PAGE_SIZES,
  FAMILY_SORTS,
  type FamilyListResponse,
  type FamilySort,
  type FamilySummary,
} from '@camp/shared/admin-families';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { packageLabel } from './package-label';

const COLUMNS: GridColDef<FamilySummary>[] = [
  {
    field: 'name',
    headerName: 'Parent',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.admin.family(row.id)} sx={{ fontWeight: 700 }}>
        {row.name || row.email}
      </Link>
    ),
  },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
  {
    field: 'children',
    headerName: 'Children',
    flex: 1,
    minWidth: 120,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  {
    field: 'package',
    headerName: 'Plan',
    width: 130,
    sortable: false,
    valueFormatter: (value: FamilySummary['package']) => packageLabel(value),
  },
  { field: 'phone_number', headerName: 'Phone', width: 150, sortable: false },
  {
    field: 'last_sign_in_at',
    headerName: 'Last sign-in',
    width: 180,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
  },
  {
    field: 'created_at',
    headerName: 'Signed up',
    width: 180,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/** On a phone the grid opens on the parent, the children and the plan; the rest via the columns. */
const PHONE_HIDDEN = {
  email: false,
  phone_number: false,
  last_sign_in_at: false,
  created_at: false,
};

const isSort = (field: string | undefined): field is FamilySort =>
  (FAMILY_SORTS as readonly string[]).includes(field ?? '');

/** One page of families, paged and sorted by the server; a parent's name opens the family. */
export function FamilyGrid({
  data,
  loading,
  page,
  perPage,
  sort,
  order,
  onPage,
  onSort,
}: {
  data: FamilyListResponse | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  sort: FamilySort;
  order: 'asc' | 'desc';
  onPage: (model: GridPaginationModel) => void;
  onSort: (sort: FamilySort, order: 'asc' | 'desc') => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sortModel: GridSortModel = [{ field: sort, sort: order }];
  return (
    <DataGrid
      label="Families"
      rows={data?.families ?? []}
      columns={COLUMNS}
      rowCount={data?.pagy.count ?? 0}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...FAMILY_PAGE_SIZES]}
      paginationModel={{ page: page - 1, pageSize: perPage }}
      onPaginationModelChange={onPage}
      sortModel={sortModel}
      sortingOrder={['desc', 'asc']}
      onSortModelChange={(model) => {
        const field = model[0]?.field;
        onSort(isSort(field) ? field : 'created_at', model[0]?.sort === 'asc' ? 'asc' : 'desc');
      }}
      {...(phone ? { initialState: { columns: { columnVisibilityModel: PHONE_HIDDEN } } } : {})}
      key={phone ? 'phone' : 'wide'}
      sx={{ bgcolor: 'background.paper', borderRadius: '18px' }}
    />
  );
}
