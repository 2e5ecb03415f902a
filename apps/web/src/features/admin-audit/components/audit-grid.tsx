import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_PAGE_SIZES, type AuditEvent, type AuditListResponse } from '@camp/shared/audit';
import { ServerGrid, type GridListState } from '../../../components/ui/server-grid';
import { formatDateTime } from '../../../lib/format';

const words = (value: string) => value.replaceAll('_', ' ');

const COLUMNS: GridColDef<AuditEvent>[] = [
  {
    field: 'created_at',
    headerName: 'When',
    width: 190,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'actor',
    headerName: 'Who',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => (row.actor ? `${row.actor.name} <${row.actor.email}>` : 'System'),
  },
  {
    field: 'role',
    headerName: 'Role',
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => row.actor?.role ?? '',
  },
  {
    field: 'action',
    headerName: 'Action',
    width: 190,
    sortable: false,
    valueFormatter: (value: string) => words(value),
  },
  {
    field: 'record',
    headerName: 'Record',
    width: 220,
    sortable: false,
    valueGetter: (_value, row) => `${words(row.entity_type)} #${row.entity_id}`,
  },
  {
    field: 'change',
    headerName: 'Change',
    width: 220,
    sortable: false,
    valueGetter: (_value, row) =>
      row.from_status || row.to_status
        ? `${words(row.from_status ?? '—')} → ${words(row.to_status ?? '—')}`
        : '',
  },
  { field: 'ip', headerName: 'Address', width: 150, sortable: false },
  {
    field: 'data',
    headerName: 'Details',
    flex: 1,
    minWidth: 220,
    sortable: false,
    valueGetter: (_value, row) =>
      Object.entries(row.data)
        .map(([k, v]) => `${words(k)}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; '),
  },
];

/** On a phone the grid opens on when, who and what; the others are one "Manage columns" away. */
const PHONE_HIDDEN = { role: false, record: false, change: false, ip: false, data: false };

/** One page of the audit trail, newest or oldest first. */
export function AuditGrid({
  data,
  loading,
  list,
}: {
  data: AuditListResponse | undefined;
  loading: boolean;
  list: GridListState<never>;
}) {
  return (
    <ServerGrid
      label="Audit trail"
      rows={data?.events ?? []}
      columns={COLUMNS}
      rowCount={data?.pagy.count ?? 0}
      loading={loading}
      pageSizes={AUDIT_PAGE_SIZES}
      list={list}
      orderBy="created_at"
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
