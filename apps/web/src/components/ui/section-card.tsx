import { useId, type ReactNode } from 'react';
import { Paper, Typography, type SxProps, type Theme } from '@mui/material';

/**
 * One titled part of a page: an outlined card that is a region named by its h2, its content
 * stacked under the title.
 */
export function SectionCard({
  title,
  titleVariant = 'h6',
  sx,
  children,
}: {
  title: ReactNode;
  titleVariant?: 'h5' | 'h6';
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={[
        { p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={titleId} component="h2" variant={titleVariant}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
