import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { AdminProviderImport } from '@camp/shared/provider-standing';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../../components/ui/list-filter';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatDateTime } from '../../../lib/format';
import {
  downloadImportsCsv,
  providerImportsQueryOptions,
  useUndoImport,
} from '../api/provider-admin';

const plural = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/** The refusal of an undo: the server's message naming the booked activities. */
const refusalOf = (err: unknown) =>
  err instanceof ApiError ? (err.fieldErrors.ids?.[0] ?? err.message) : failureMessage(err);

/**
 * The bulk imports into the provider's programs (newest first), each with Undo: every activity
 * of the import is deleted, or none when families have booked any (the refusal names them).
 */
export function ImportsSection({ userId }: { userId: number }) {
  const query = useQuery(providerImportsQueryOptions(userId));
  const undo = useUndoImport();
  const [toUndo, setToUndo] = useState<AdminProviderImport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const imports = query.data?.imports ?? [];

  const confirm = () => {
    if (!toUndo) return;
    setRefusal(null);
    undo.mutate(toUndo.id, {
      onSuccess: (r) => {
        toast.success(`The import was undone: ${plural(r.deleted)} deleted.`);
        setToUndo(null);
      },
      onError: (err) => {
        setToUndo(null);
        setRefusal(refusalOf(err));
      },
    });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="imports-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="imports-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800, flex: '1 1 auto' }}
        >
          Imports
        </Typography>
        {imports.length > 0 && (
          <ExportCsvButton label="Export imports CSV" download={() => downloadImportsCsv(userId)} />
        )}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && imports.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No spreadsheet imports.
        </Typography>
      )}
      <List aria-labelledby="imports-heading">
        {imports.map((item) => (
          <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 220px' }}
              primary={`${item.program_name}: ${plural(item.activity_count)}`}
              secondary={
                item.undone_at
                  ? `Imported ${formatDateTime(item.created_at)} · undone ${formatDateTime(item.undone_at)}`
                  : `Imported ${formatDateTime(item.created_at)}`
              }
            />
            {!item.undone_at && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<UndoIcon />}
                onClick={() => setToUndo(item)}
                aria-label={`Undo the import into ${item.program_name} of ${formatDateTime(item.created_at)}`}
              >
                Undo
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={toUndo !== null}
        title="Undo this import?"
        description={
          toUndo
            ? `Its ${plural(toUndo.activity_count)} in ${toUndo.program_name} are deleted, or none if families have booked any.`
            : undefined
        }
        confirmText="Undo the import"
        destructive
        busy={undo.isPending}
        onConfirm={confirm}
        onClose={() => setToUndo(null)}
      />
    </Paper>
  );
}
