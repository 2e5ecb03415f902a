import { useState } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { applyUpdate, useUpdateAvailable } from './service-worker';

export interface UpdateBarViewProps {
  onReload: () => void;
  busy?: boolean;
}

/** The bar itself (separate so it can be rendered without a service worker). */
export function UpdateBarView({ onReload, busy = false }: UpdateBarViewProps) {
  return (
    <Box
      role="status"
      sx={{
        bgcolor: 'primary.dark',
        color: '#ffffff',
        position: 'relative',
        zIndex: (t) => t.zIndex.appBar + 1,
      }}
    >
      <Container
        maxWidth="xl"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          py: 0.8,
          flexWrap: 'wrap',
        }}
      >
        <SystemUpdateAltIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>A new version is available!</Typography>
        <Button
          size="small"
          variant="contained"
          color="secondary"
          onClick={onReload}
          disabled={busy}
        >
          Reload
        </Button>
      </Container>
    </Box>
  );
}

/** 'A new version is available!' with Reload, shown when a new service worker is waiting. */
export function UpdateBar() {
  const available = useUpdateAvailable();
  const [busy, setBusy] = useState(false);
  if (!available) return null;
  return (
    <UpdateBarView
      busy={busy}
      onReload={() => {
        setBusy(true);
        applyUpdate();
      }}
    />
  );
}
