import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDocumentTitle } from '../../../components/use-document-title';

export interface OnboardingCardProps {
  icon?: ReactNode;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'error';
  maxWidth?: 'sm' | 'md';
  children?: ReactNode;
}

/** The centred card of the onboarding pages (congratulations, stripe, status pages). */
export function OnboardingCard({
  icon,
  title,
  subtitle,
  tone = 'primary',
  maxWidth = 'sm',
  children,
}: OnboardingCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="section"
      aria-labelledby="onboarding-card-title"
      sx={(t) => ({
        flex: 1,
        py: { xs: 2.4, sm: 6 },
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
            id="onboarding-card-title"
            variant="h3"
            component="h1"
            sx={{ mb: subtitle ? 1 : 2, textAlign: 'center' }}
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
