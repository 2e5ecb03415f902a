import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { failureMessage } from '../../../lib/form-support';
import { useDeleteAccountMutation } from '../api/delete-account';
import { SectionCard } from './section-card';

/** What the parent types to confirm. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * Delete account: a dialog explains what goes and what stays, and the parent types DELETE
 * before the button works. Success signs out, goes home and shows the spec's toast.
 */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAccountMutation();
  const inputId = useId();
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setTyped('');
    mutation.reset();
  };

  return (
    <SectionCard
      id="delete-account"
      title="Delete account"
      intro="Deleting your account removes your details, your children's profiles and your plans that are still in progress. It cannot be undone."
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="delete-account-dialog-title"
        aria-describedby="delete-account-dialog-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="delete-account-dialog-title">Delete your account?</DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (confirmed && !mutation.isPending) mutation.mutate(userId);
          }}
        >
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText id="delete-account-dialog-text" component="div">
              <Typography sx={{ mb: 1.5 }}>
                You will be signed out and your profile, your children&apos;s details and any plan
                not yet approved will be removed. Payments already made to camps stay with them:
                contact the provider about their cancellation policy.
              </Typography>
              <Typography>
                To confirm, type <strong>{DELETE_CONFIRMATION_WORD}</strong> below.
              </Typography>
            </DialogContentText>
            <TextField
              id={inputId}
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              fullWidth
              autoFocus
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            {mutation.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {failureMessage(mutation.error)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button onClick={close} disabled={mutation.isPending} variant="outlined">
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={!confirmed}
              loading={mutation.isPending}
            >
              Delete account
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </SectionCard>
  );
}
