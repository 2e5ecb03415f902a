import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Pagination, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import {
  EMPTY_FILTERS,
  programActivitiesQuery,
  type ActivityListFilters,
} from '../api/program-activities';
import { useDeleteActivityMutation } from '../api/delete-activity';
import { ActivityPreviewDialog } from './activity-preview-dialog';
import { SelectableActivities } from './bulk-delete-bar';
import { ProgramImports } from './program-imports';
import {
  ActivitySearchBar,
  EMPTY_INPUTS,
  RefusalDialog,
  type FilterInputs,
} from './program-activities-parts';
import { failureMessage } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';

/** Filter changes wait this long before loading. */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * A program's activities (the Activities tab of the program page): SKU and date-range search
 * (debounced, back to page 1), paging, cards with Edit / Duplicate / Delete / Preview.
 */
export function ProgramActivitiesPanel({ programId }: { programId: number }) {
  const [inputs, setInputs] = useState<FilterInputs>(EMPTY_INPUTS);
  const [filters, setFilters] = useState<ActivityListFilters>(EMPTY_FILTERS);
  const [preview, setPreview] = useState<DirectorActivity | null>(null);
  const [toDelete, setToDelete] = useState<DirectorActivity | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = useQuery(programActivitiesQuery(programId, filters));
  const remove = useDeleteActivityMutation();

  useEffect(() => {
    const same =
      inputs.sku === filters.sku &&
      inputs.startDate === filters.startDate &&
      inputs.endDate === filters.endDate;
    if (same) return undefined;
    const timer = setTimeout(() => setFilters({ ...inputs, page: 1 }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [inputs, filters]);

  const clearAll = () => {
    setInputs(EMPTY_INPUTS);
    setFilters(EMPTY_FILTERS);
  };
  const filtered = inputs.sku !== '' || inputs.startDate !== '' || inputs.endDate !== '';

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('The activity was successfully deleted');
        setFilters((f) => ({ ...f, page: 1 }));
        setToDelete(null);
      },
      onError: (err) => {
        setToDelete(null);
        if (err instanceof ApiError && err.status === 409) setRefusal(err.message);
        else toast.error(failureMessage(err), 'Error');
      },
    });
  };

  const data = query.data;
  const program = data?.activity_provider;

  return (
    <Box component="section" aria-labelledby="program-activities-heading">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography
          id="program-activities-heading"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
        >
          {program?.name ?? 'Activities'}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.director.createActivity(programId)}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create activity
        </Button>
      </Box>

      <ActivitySearchBar
        inputs={inputs}
        onChange={setInputs}
        filtered={filtered}
        onClear={clearAll}
      />

      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading activities" />
        </Box>
      ) : query.isError ? (
        <Alert severity="error">{failureMessage(query.error)}</Alert>
      ) : data && data.activities.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          There are no activities yet!
        </Typography>
      ) : (
        <SelectableActivities
          programId={programId}
          activities={data?.activities ?? []}
          key={JSON.stringify(filters)}
          busy={query.isFetching}
          placeholder={query.isPlaceholderData}
          onDelete={setToDelete}
          onPreview={setPreview}
          onDeleted={() => setFilters((f) => ({ ...f, page: 1 }))}
        />
      )}

      {data && data.pagy.pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={data.pagy.pages}
            page={data.pagy.page}
            onChange={(_e, page) => setFilters((f) => ({ ...f, page }))}
            color="primary"
            siblingCount={0}
          />
        </Box>
      )}

      <ProgramImports programId={programId} />

      <ActivityPreviewDialog activity={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure want to delete the activity?"
        description={toDelete?.name}
        confirmText="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </Box>
  );
}
