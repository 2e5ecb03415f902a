import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import {
  ADMIN_PROGRAM_ACTIVITIES_PER_PAGE,
  type AdminProgramActivity,
  type AdminProviderProgram,
} from '@camp/shared/provider-standing';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { StatusChip } from '../../../components/ui/status-chip';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatListDate } from '../../../lib/format';
import {
  downloadActivitiesCsv,
  downloadProgramsCsv,
  programActivitiesQueryOptions,
  providerProgramsQueryOptions,
  useActivitiesPublication,
  useProgramPublication,
} from '../api/provider-admin';

const plural = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

const COLUMNS: GridColDef<AdminProgramActivity>[] = [
  { field: 'name', headerName: 'Activity', flex: 1, minWidth: 180, sortable: false },
  { field: 'sku', headerName: 'SKU', width: 130, sortable: false },
  {
    field: 'start_date',
    headerName: 'Dates',
    width: 210,
    sortable: false,
    valueGetter: (_v, row) => `${formatListDate(row.start_date)} – ${formatListDate(row.end_date)}`,
  },
  {
    field: 'unpublished_at',
    headerName: 'Catalog',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <StatusChip
        size="small"
        tone={row.unpublished_at ? 'default' : 'success'}
        label={row.unpublished_at ? 'Unpublished' : 'Published'}
      />
    ),
  },
];

const noSelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

/** One program's activities, paged on the server, selectable for a bulk unpublish or publish. */
function ProgramActivities({ program }: { program: AdminProviderProgram }) {
  const [page, setPage] = useState(1);
  const query = useQuery(programActivitiesQueryOptions(program.id, page));
  const publication = useActivitiesPublication();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const ids = [...selection.ids].map(Number);

  const apply = (publish: boolean) => {
    publication.mutate(
      { programId: program.id, ids, publish },
      {
        onSuccess: (r) => {
          toast.success(`${plural(r.changed)} ${publish ? 'published' : 'unpublished'}.`);
          setSelection(noSelection());
        },
        onError: (err) =>
          toast.error(
            err instanceof ApiError
              ? (err.fieldErrors.ids?.[0] ?? err.message)
              : failureMessage(err),
            'Error',
          ),
      },
    );
  };

  const model: GridPaginationModel = {
    page: page - 1,
    pageSize: ADMIN_PROGRAM_ACTIVITIES_PER_PAGE,
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={ids.length === 0 || publication.isPending}
          onClick={() => apply(false)}
        >
          Unpublish selected ({ids.length})
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={ids.length === 0 || publication.isPending}
          onClick={() => apply(true)}
        >
          Publish selected
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <ExportCsvButton
          label="Export activities CSV"
          download={() => downloadActivitiesCsv(program.id)}
        />
      </Box>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      <DataGrid
        aria-label={`Activities of ${program.name}`}
        rows={query.data?.activities ?? []}
        columns={COLUMNS}
        rowCount={query.data?.pagy.count ?? 0}
        loading={query.isFetching}
        paginationMode="server"
        paginationModel={model}
        onPaginationModelChange={(m) => {
          setPage(m.page + 1);
          setSelection(noSelection());
        }}
        pageSizeOptions={[ADMIN_PROGRAM_ACTIVITIES_PER_PAGE]}
        checkboxSelection
        keepNonExistentRowsSelected={false}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnMenu
        density="compact"
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}

/** The provider's programs: each can be unpublished (or published again) and opened. */
export function ProgramsSection({ userId }: { userId: number }) {
  const query = useQuery(providerProgramsQueryOptions(userId));
  const publication = useProgramPublication();
  const [open, setOpen] = useState<number | null>(null);
  const programs = query.data?.programs ?? [];

  const toggle = (p: AdminProviderProgram) =>
    publication.mutate(
      { programId: p.id, publish: p.unpublished_at !== null },
      {
        onSuccess: (after) =>
          toast.success(
            `${after.name} is ${after.unpublished_at ? 'unpublished' : 'published again'}.`,
          ),
        onError: (err) => toast.error(failureMessage(err), 'Error'),
      },
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="programs-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="programs-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800, flex: '1 1 auto' }}
        >
          Programs and activities
        </Typography>
        {programs.length > 0 && (
          <ExportCsvButton
            label="Export programs CSV"
            download={() => downloadProgramsCsv(userId)}
          />
        )}
      </Box>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && programs.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          This provider has no programs yet.
        </Typography>
      )}
      <List aria-labelledby="programs-heading">
        {programs.map((p) => (
          <ListItem
            key={p.id}
            divider
            sx={{ flexDirection: 'column', alignItems: 'stretch', px: 0 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 220px' }}
                primary={p.name}
                secondary={`${p.city} · ${plural(p.activity_count)}${
                  p.unpublished_count ? `, ${p.unpublished_count} unpublished` : ''
                }`}
              />
              <StatusChip
                size="small"
                tone={p.unpublished_at ? 'default' : 'success'}
                label={p.unpublished_at ? 'Unpublished' : 'Published'}
              />
              <Button
                size="small"
                variant="outlined"
                color={p.unpublished_at ? 'primary' : 'error'}
                disabled={publication.isPending}
                onClick={() => toggle(p)}
                aria-label={`${p.unpublished_at ? 'Publish' : 'Unpublish'} ${p.name}`}
              >
                {p.unpublished_at ? 'Publish' : 'Unpublish'}
              </Button>
              <Button
                size="small"
                aria-expanded={open === p.id}
                onClick={() => setOpen(open === p.id ? null : p.id)}
                aria-label={`${open === p.id ? 'Hide' : 'Show'} the activities of ${p.name}`}
              >
                {open === p.id ? 'Hide activities' : 'Activities'}
              </Button>
            </Box>
            {open === p.id && <ProgramActivities program={p} />}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
