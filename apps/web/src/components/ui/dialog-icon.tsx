import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The round icon at the top of the shell's small dialogs (upgrade, consultation, welcome). */
export function DialogIcon({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: 'secondary.light',
          color: 'primary.dark',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
