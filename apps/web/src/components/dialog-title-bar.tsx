import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A dialog title with a close button in the corner (shared by the shell's dialogs). */
export function DialogTitleBar({ id, children, onClose }: { id: string; children: ReactNode; onClose: () => void }) {
  return (
    <DialogTitle id={id} sx={{ pr: 7 }}>
      {children}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
