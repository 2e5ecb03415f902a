import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PackageChooser } from './package-chooser';

/** The chooser beside its page's other content (stacked on phones, chooser first). */
export function ChooserLayout({ aside }: { aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 460px) minmax(0, 1fr)' },
        gap: { xs: 4, md: 6 },
        alignItems: 'start',
      }}
    >
      <PackageChooser />
      <Box>{aside}</Box>
    </Box>
  );
}
