import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export interface SectionCardProps {
  /** The section's h2; also names the region for screen readers. */
  title: string;
  id: string;
  intro?: ReactNode;
  /** Beside the title on wider screens; under the intro on phones. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the profile page: an outlined card with an h2, named as a region. */
export function SectionCard({ title, id, intro, action, children }: SectionCardProps) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          // Only the rows in use, so a missing intro or action leaves no gap.
          gridTemplateAreas: {
            xs: ['"title"', intro && '"intro"', action && '"action"'].filter(Boolean).join(' '),
            sm: [action ? '"title action"' : '"title title"', intro && '"intro intro"']
              .filter(Boolean)
              .join(' '),
          },
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1.5,
          mb: 2.4,
        }}
      >
        <Typography id={headingId} variant="h4" component="h2" sx={{ gridArea: 'title' }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ gridArea: 'intro' }}>
            {intro}
          </Typography>
        )}
        {action && <Box sx={{ gridArea: 'action', minWidth: 0 }}>{action}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
