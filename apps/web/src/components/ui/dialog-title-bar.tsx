import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/**
 * A dialog title plus a close button in the dialog's corner (shared by the shell's dialogs).
 * The button sits outside the heading so the dialog's name is the title alone.
 */
export function DialogTitleBar({
  id,
  children,
  onClose,
  centered = false,
}: {
  id: string;
  children: ReactNode;
  onClose: () => void;
  centered?: boolean;
}) {
  return (
    <>
      <DialogTitle id={id} sx={centered ? { px: 6, textAlign: 'center' } : { pr: 7 }}>
        {children}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
}
