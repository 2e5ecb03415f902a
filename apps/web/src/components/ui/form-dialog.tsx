import type { FormEvent, ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  type DialogProps,
} from '@mui/material';
import { DialogTitleBar } from './dialog-title-bar';

/**
 * A dialog holding one form: its title (which names the form), the fields, the server's
 * form-level refusal above the buttons, Cancel and the submit button. It cannot be closed while
 * the form is being sent.
 */
export function FormDialog({
  id,
  title,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  onClose,
  open = true,
  maxWidth = 'xs',
  children,
}: {
  /** The title's id: the dialog and the form are labelled by it. */
  id: string;
  title: ReactNode;
  submitLabel: string;
  submitting: boolean;
  serverError?: string | undefined;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={id}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitleBar id={id} onClose={onClose}>
        {title}
      </DialogTitleBar>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={id}>
        <DialogContent>
          <Stack spacing={2}>
            {children}
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
