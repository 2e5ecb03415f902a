import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorActivity } from '@camp/shared/director-activity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import {
  EMPTY_FILTERS,
  programActivitiesQuery,
  type ActivityListFilters,
} from '../api/program-activities';
import { useDeleteActivityMutation } from '../api/delete-activity';
import { ActivityCard } from './activity-card';
import { ActivityPreviewDialog } from './activity-preview-dialog';
import { failureMessage } from '../../../lib/form-support';

/** Filter changes wait this long before loading (second document, section 9). */
export const FILTER_DEBOUNCE_MS = 500;

const REFUSED_TITLE = "You can't delete this activity";

interface FilterInputs {
  sku: string;
  startDate: string;
  endDate: string;
}

const EMPTY_INPUTS: FilterInputs = { sku: '', startDate: '', endDate: '' };

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
  // The spec's refusal text starts with the dialog's title; the rest is its body.
  const refusalBody = refusal?.startsWith(`${REFUSED_TITLE}. `)
    ? refusal.slice(REFUSED_TITLE.length + 2)
    : refusal;

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
          to={`/camp-director/program/${programId}/create-activity`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create activity
        </Button>
      </Box>

      <Box
        role="search"
        aria-label="Search activities"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' },
          gap: 2,
          alignItems: 'center',
          mb: 3,
        }}
      >
        <TextField
          label="Search by SKU"
          value={inputs.sku}
          onChange={(e) => setInputs((i) => ({ ...i, sku: e.target.value }))}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label="From"
          type="date"
          value={inputs.startDate}
          onChange={(e) => setInputs((i) => ({ ...i, startDate: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={inputs.endDate}
          onChange={(e) => setInputs((i) => ({ ...i, endDate: e.target.value }))}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: inputs.startDate || undefined },
          }}
        />
        <Button
          onClick={clearAll}
          disabled={!filtered}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        >
          Clear all
        </Button>
      </Box>

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
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 2,
            opacity: query.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
          aria-busy={query.isFetching}
        >
          {data?.activities.map((a) => (
            <ActivityCard
              key={a.id}
              activity={a}
              programId={programId}
              onDelete={setToDelete}
              onPreview={setPreview}
            />
          ))}
        </Box>
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
      <Dialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        aria-labelledby="activity-refused-title"
        aria-describedby="activity-refused-text"
        maxWidth="xs"
      >
        <DialogTitle id="activity-refused-title">{REFUSED_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="activity-refused-text">{refusalBody}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" autoFocus onClick={() => setRefusal(null)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
