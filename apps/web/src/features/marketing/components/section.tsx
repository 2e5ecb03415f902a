import type { ReactNode } from 'react';
import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  /** Centre the heading block (home page sections) or keep it left-aligned. */
  centered?: boolean;
  tone?: 'default' | 'paper' | 'mint' | 'dark';
  children: ReactNode;
  sx?: SxProps<Theme>;
}

const TONES = {
  default: { bgcolor: 'background.default', color: 'text.primary' },
  paper: { bgcolor: 'background.paper', color: 'text.primary' },
  mint: { bgcolor: '#eaf3ef', color: 'text.primary' },
  dark: { bgcolor: 'primary.dark', color: 'common.white' },
} as const;

/** A page section with an h2 heading block; the heading's id labels the region. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
  tone = 'default',
  children,
  sx,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 80, ...TONES[tone], ...sx }}
    >
      <Container maxWidth="lg">
        {title && (
          <Box sx={{ textAlign: centered ? 'center' : 'left', mb: { xs: 4, md: 5 } }}>
            {eyebrow && (
              <Typography
                component="p"
                sx={{
                  color: tone === 'dark' ? 'secondary.main' : 'primary.main',
                  fontWeight: 800,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  fontSize: '0.8rem',
                  mb: 1,
                }}
              >
                {eyebrow}
              </Typography>
            )}
            <Typography
              variant="h2"
              id={headingId}
              sx={{
                fontSize: { xs: '1.7rem', md: '2.2rem' },
                maxWidth: centered ? 760 : 'none',
                mx: centered ? 'auto' : 0,
              }}
            >
              {title}
            </Typography>
            {lead && (
              <Typography
                component="div"
                sx={{
                  mt: 1.5,
                  fontSize: '1.1rem',
                  color: tone === 'dark' ? 'rgba(255,255,255,0.85)' : 'text.secondary',
                  maxWidth: 720,
                  mx: centered ? 'auto' : 0,
                }}
              >
                {lead}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
