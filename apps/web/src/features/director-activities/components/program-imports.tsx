import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useQuery } from '@tanstack/react-query';
import type { ActivityImport } from '@camp/shared/activity-import';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatDateTime } from '../../../lib/format';
import { programImportsQuery, useUndoImportMutation } from '../api/bulk-activities';

/** The refusal a failed bulk delete or undo shows: the server's message naming the activities. */
export function refusalOf(err: unknown): string {
  if (err instanceof ApiError) return err.fieldErrors.ids?.[0] ?? failureMessage(err);
  return failureMessage(err);
}

const plural = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/**
 * The program's bulk imports (newest first), each with 'Undo this import': after a confirmation
 * every activity of the import is deleted, or none when families have booked any of them.
 */
export function ProgramImports({ programId }: { programId: number }) {
  const query = useQuery(programImportsQuery(programId));
  const undo = useUndoImportMutation();
  const [toUndo, setToUndo] = useState<ActivityImport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const imports = query.data?.imports ?? [];
  if (imports.length === 0) return null;

  const confirm = () => {
    if (!toUndo) return;
    setRefusal(null);
    undo.mutate(toUndo.id, {
      onSuccess: (result) => {
        toast.success(`The import was undone: ${plural(result.deleted)} deleted`);
        setToUndo(null);
      },
      onError: (err) => {
        setToUndo(null);
        setRefusal(refusalOf(err));
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="program-imports-heading" sx={{ mt: 5 }}>
      <Typography id="program-imports-heading" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Imports
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <List aria-labelledby="program-imports-heading">
        {imports.map((item) => (
          <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 220px' }}
              primary={`${formatDateTime(item.created_at)}: ${plural(item.activity_count)}`}
              secondary={item.undone_at ? `Undone ${formatDateTime(item.undone_at)}` : null}
            />
            {!item.undone_at && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<UndoIcon />}
                onClick={() => setToUndo(item)}
                aria-label={`Undo the import of ${formatDateTime(item.created_at)}`}
              >
                Undo this import
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
            ? `All ${plural(toUndo.activity_count)} it created will be deleted. If families have booked any of them, nothing is deleted.`
            : undefined
        }
        confirmText="Undo import"
        destructive
        busy={undo.isPending}
        onConfirm={confirm}
        onClose={() => setToUndo(null)}
      />
    </Box>
  );
}
