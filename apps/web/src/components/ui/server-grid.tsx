import { useMemo } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/** A list's page and order as useListParams keeps them in the URL. */
export interface GridListState<S extends string> {
  page: number;
  perPage: number;
  sort: S;
  order: 'asc' | 'desc';
  /** The order a column starts in when it is first sorted by. */
  firstOrder: 'asc' | 'desc';
  onPage: (model: { page: number; pageSize: number }) => void;
  onSort: (sort: S | null, order: 'asc' | 'desc') => void;
}

/**
 * One page of a back-office list, paged and sorted by the server (the grid's own filter panel
 * is off: the filter form above it holds the filters). `orderBy` fixes the sort column of a list
 * ordered by one column only. On a phone the columns in `phoneHidden` start hidden; the column
 * menu shows them.
 */
export function ServerGrid<R extends GridValidRowModel, S extends string>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  pageSizes,
  list,
  orderBy,
  phoneHidden,
  getRowId,
}: {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  rowCount: number;
  loading: boolean;
  pageSizes: readonly number[];
  list: GridListState<S>;
  orderBy?: string;
  phoneHidden: GridColumnVisibilityModel;
  /** The row's id when it is not its `id` field. */
  getRowId?: (row: R) => GridRowId;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const other = list.firstOrder === 'asc' ? 'desc' : 'asc';
  // One sort model while the order stays: the grid takes a new one as a new order and goes back
  // to its first page, which would undo every page change.
  const sortField = orderBy ?? list.sort;
  const sortModel = useMemo(
    () => [{ field: sortField, sort: list.order }],
    [sortField, list.order],
  );
  return (
    <DataGrid
      label={label}
      rows={rows}
      {...(getRowId ? { getRowId } : {})}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...pageSizes]}
      paginationModel={{ page: list.page - 1, pageSize: list.perPage }}
      onPaginationModelChange={list.onPage}
      sortModel={sortModel}
      sortingOrder={[list.firstOrder, other]}
      onSortModelChange={(model) => {
        const first = model[0];
        const order = first?.sort === other ? other : list.firstOrder;
        list.onSort(orderBy === undefined && first ? (first.field as S) : null, order);
      }}
      {...(phone ? { initialState: { columns: { columnVisibilityModel: phoneHidden } } } : {})}
      key={phone ? 'phone' : 'wide'}
      sx={{ bgcolor: 'background.paper', borderRadius: '18px' }}
    />
  );
}
