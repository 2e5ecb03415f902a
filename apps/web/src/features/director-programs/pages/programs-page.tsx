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
  Pagination,
  Paper,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DirectorProgram } from '@camp/shared/director-program';
import { PageContainer } from '../../../components/page-container';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { programsQueryOptions } from '../api/programs';
import { useDeleteProgramMutation } from '../api/delete-program';
import { ProgramList } from '../components/program-list';

export const PROGRAM_TEXTS = {
  empty: 'There are no programs yet!',
  deleteConfirm: 'Are you sure want to delete the program?',
  deleteRefusedTitle: "You can't delete this program",
  deleted: 'The program was deleted successfully',
  created: 'The program was created successfully',
  edited: 'The program was edited successfully',
} as const;

/** ?page= as a whole number of at least 1 (anything else is page 1). */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /camp-director/programs: the director's programs, newest first, paged. */
export function ProgramsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { data, isPending, isError, error } = useQuery(programsQueryOptions(page));
  const remove = useDeleteProgramMutation();
  const [toDelete, setToDelete] = useState<DirectorProgram | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A page past the last one (after deletes, or a typed URL) goes to the last page.
  const pages = data?.pagy.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) setParams({ page: String(pages) }, { replace: true });
  }, [page, pages, setParams]);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(PROGRAM_TEXTS.deleted, 'Success');
        setToDelete(null);
        if (page !== 1) setParams({});
      },
      onError: (err) => {
        setToDelete(null);
        if (err instanceof ApiError && err.status === 409) setRefusal(err.message);
        else toast.error(err.message || 'Something went wrong', 'Error');
      },
    });
  }

  return (
    <PageContainer
      title="Programs"
      actions={
        <Button
          component={RouterLink}
          to="/camp-director/create-program"
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create program
        </Button>
      }
    >
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading programs" />
        </Box>
      ) : isError ? (
        <Alert severity="error">{error.message || 'Something went wrong'}</Alert>
      ) : data.activity_providers.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, borderRadius: '18px', textAlign: 'center' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{PROGRAM_TEXTS.empty}</Typography>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {data.pagy.count} {data.pagy.count === 1 ? 'program' : 'programs'}
          </Typography>
          <ProgramList programs={data.activity_providers} onDelete={setToDelete} />
          {data.pagy.pages > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={data.pagy.pages}
              page={Math.min(page, data.pagy.pages)}
              onChange={(_, next) => {
                setParams({ page: String(next) });
                window.scrollTo({ top: 0 });
              }}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`
              }
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={PROGRAM_TEXTS.deleteConfirm}
        description={toDelete?.name}
        confirmText="Delete"
        cancelText="Cancel"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
      <Dialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        aria-labelledby="program-delete-refused-title"
        aria-describedby="program-delete-refused-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="program-delete-refused-title">
          {PROGRAM_TEXTS.deleteRefusedTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="program-delete-refused-text">{refusal}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={() => setRefusal(null)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </PageContainer>
  );
}
