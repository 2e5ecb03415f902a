import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button (delete, cancel an itinerary). */
  destructive?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  /** Keeps the confirm button disabled (what the dialog asks for is not given yet). */
  confirmDisabled?: boolean;
  /** More content under the description (a list to acknowledge). */
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm';
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's confirm dialog ('Are you sure ...?' with Cancel/confirm). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  destructive = false,
  busy = false,
  confirmDisabled = false,
  children,
  maxWidth = 'xs',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      aria-describedby={description ? 'confirm-dialog-text' : undefined}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      {(description || children) && (
        <DialogContent>
          {description && (
            <DialogContentText id="confirm-dialog-text">{description}</DialogContentText>
          )}
          {children}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} variant="outlined">
          {cancelText}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
