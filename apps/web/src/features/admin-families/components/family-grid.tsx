import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  FAMILY_PAGE_SIZES,
  type FamilyListResponse,
  type FamilySort,
  type FamilySummary,
} from '@camp/shared/admin-families';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
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

/** One page of families, paged and sorted by the server. */
export function FamilyGrid({
  data,
  loading,
  list,
}: {
  data: FamilyListResponse | undefined;
  loading: boolean;
  list: GridListState<FamilySort>;
}) {
  return (
    <ServerGrid
      label="Families"
      rows={data?.families ?? []}
      columns={COLUMNS}
      rowCount={data?.pagy.count ?? 0}
      loading={loading}
      pageSizes={FAMILY_PAGE_SIZES}
      list={list}
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
