import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { DialogIcon } from './dialog-icon';
import { DialogTitleBar } from './dialog-title-bar';

export interface IconDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefix of the title's and the message's element ids. */
  id: string;
  icon: ReactNode;
  title: ReactNode;
  /** The message under the title; it describes the dialog to screen readers. */
  text: ReactNode;
  /** More content under the message. */
  children?: ReactNode;
  actions: ReactNode;
}

/**
 * The shell's small centred dialogs (upgrade, consultation, welcome, 'Payment Successful!'): a
 * round icon, the title with a close button, a message and the actions.
 */
export function IconDialog({
  open,
  onClose,
  id,
  icon,
  title,
  text,
  children,
  actions,
}: IconDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogIcon>{icon}</DialogIcon>
      <DialogTitleBar id={`${id}-title`} onClose={onClose} centered>
        {title}
      </DialogTitleBar>
      <DialogContent>
        <Typography id={`${id}-text`} sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {text}
        </Typography>
        {children}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, px: 3, gap: 1, flexWrap: 'wrap' }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
