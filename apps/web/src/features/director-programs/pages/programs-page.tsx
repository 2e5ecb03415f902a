import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectorProgram } from '@camp/shared/director-program';
import { PageContainer } from '../../../components/ui/page-container';
import {
  EmptyCard,
  ListPagination,
  LoadError,
  LoadingBlock,
  useClampPage,
  usePageParam,
} from '../../../components/ui/paged-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { programsQueryOptions } from '../api/programs';
import { useDeleteProgramMutation } from '../api/delete-program';
import { ProgramList } from '../components/program-list';
import { paths } from '../../../lib/paths';

export const PROGRAM_TEXTS = {
  empty: 'There are no programs yet!',
  deleteConfirm: 'Are you sure want to delete the program?',
  deleteRefusedTitle: "You can't delete this program",
  deleted: 'The program was deleted successfully',
  created: 'The program was created successfully',
  edited: 'The program was edited successfully',
} as const;

/** /camp-director/programs: the director's programs, newest first, paged. */
export function ProgramsPage() {
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, error } = useQuery(programsQueryOptions(page));
  useClampPage(page, data?.pagy.pages);
  const remove = useDeleteProgramMutation();
  const [toDelete, setToDelete] = useState<DirectorProgram | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(PROGRAM_TEXTS.deleted, 'Success');
        setToDelete(null);
        if (page !== 1) setPage(1);
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
          to={paths.director.createProgram}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create program
        </Button>
      }
    >
      {isPending ? (
        <LoadingBlock label="Loading programs" />
      ) : isError ? (
        <LoadError error={error} />
      ) : data.activity_providers.length === 0 ? (
        <EmptyCard>{PROGRAM_TEXTS.empty}</EmptyCard>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {data.pagy.count} {data.pagy.count === 1 ? 'program' : 'programs'}
          </Typography>
          <ProgramList programs={data.activity_providers} onDelete={setToDelete} />
          <ListPagination page={page} pages={data.pagy.pages} onChange={setPage} />
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
