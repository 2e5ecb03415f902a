import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import type { AutosaveStatus } from '../hooks/use-autosave';

export const SAVE_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet, will retry',
  local: 'Saved on this device',
} as const;

type Shown = Exclude<AutosaveStatus, 'idle'> | 'local';

const VIEWS: Record<Shown, { icon: ReactNode; color: string }> = {
  saving: { icon: <CircularProgress size={14} />, color: 'text.secondary' },
  saved: { icon: <CloudDoneOutlinedIcon fontSize="small" />, color: 'success.dark' },
  local: { icon: <CloudDoneOutlinedIcon fontSize="small" />, color: 'text.secondary' },
  retrying: { icon: <CloudOffOutlinedIcon fontSize="small" />, color: 'warning.dark' },
  failed: { icon: <ErrorOutlineIcon fontSize="small" />, color: 'error.main' },
};

/**
 * The draft's save state, announced politely (role=status). A visitor's draft is kept in this
 * browser only ('local'); a parent's goes to the server.
 */
export function SaveStatus({
  status,
  error,
}: {
  status: AutosaveStatus | 'local';
  error?: string | null;
}) {
  const view = status === 'idle' ? null : VIEWS[status];
  const text =
    status === 'failed'
      ? `Not saved: ${error ?? 'Something went wrong'}`
      : status === 'idle'
        ? ''
        : SAVE_STATUS_TEXT[status];
  return (
    <Box role="status" sx={{ minHeight: 24, display: 'flex', alignItems: 'center' }}>
      {view && (
        <Typography
          component="span"
          variant="body2"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.6,
            color: view.color,
            fontWeight: 600,
          }}
        >
          <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
            {view.icon}
          </Box>
          {text}
        </Typography>
      )}
    </Box>
  );
}
