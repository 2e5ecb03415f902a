import type { ReactNode } from 'react';
import { Box, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDocumentTitle } from './use-document-title';

export interface StatusCardProps {
  icon?: ReactNode;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Colour of the icon's disc. */
  tone?: 'primary' | 'success' | 'warning' | 'error';
  maxWidth?: 'sm' | 'md';
  /**
   * 'center' for short messages; 'start' keeps the icon, title and subtitle centred but lets
   * the content (lists, forms, buttons rows) read from the left.
   */
  align?: 'center' | 'start';
  children?: ReactNode;
}

/**
 * A centred card on a soft backdrop for one-message pages: the verification-sent and link
 * landing pages, and the camp director's onboarding steps.
 */
export function StatusCard({
  icon,
  title,
  subtitle,
  tone = 'primary',
  maxWidth = 'sm',
  align = 'center',
  children,
}: StatusCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="section"
      aria-labelledby="status-card-title"
      sx={(t) => ({
        flex: 1,
        py: { xs: 2.4, sm: 6, md: 9 },
        px: { xs: 1.6, sm: 3 },
        background: `radial-gradient(900px 420px at 50% 0%, ${alpha(t.palette.secondary.main, 0.16)}, transparent 70%), ${t.palette.background.default}`,
      })}
    >
      <Container maxWidth={maxWidth} disableGutters>
        <Paper
          elevation={0}
          sx={(t) => ({
            p: { xs: 2.4, sm: 4.8 },
            borderRadius: '24px',
            textAlign: align === 'center' ? 'center' : 'start',
            border: `1px solid ${t.palette.divider}`,
            boxShadow: `0 24px 60px ${alpha(t.palette.primary.dark, 0.1)}`,
          })}
        >
          {icon && (
            <Box
              aria-hidden
              sx={(t) => ({
                width: 72,
                height: 72,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: `${tone}.main`,
                bgcolor: alpha(t.palette[tone].main, 0.1),
                '& svg': { fontSize: 36 },
              })}
            >
              {icon}
            </Box>
          )}
          <Typography
            id="status-card-title"
            variant="h3"
            component="h1"
            sx={{ mb: subtitle ? 1 : 1.6, textAlign: 'center' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2.4, textAlign: 'center' }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

/** A landing page at work (confirming an e-mail, opening a link). */
export function WorkingCard({ title }: { title: string }) {
  return (
    <StatusCard title={title}>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
      >
        <CircularProgress aria-label={title} />
      </Box>
    </StatusCard>
  );
}
