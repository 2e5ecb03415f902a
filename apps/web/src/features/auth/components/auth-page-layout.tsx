import type { ReactNode } from 'react';
import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import CheckRounded from '@mui/icons-material/CheckRounded';

export type AuthAudience = 'parent' | 'director' | 'specialist' | 'admin';

const ASIDE: Record<AuthAudience, { eyebrow: string; heading: string; points: string[] }> = {
  parent: {
    eyebrow: 'For parents & guardians',
    heading: 'Camps, classes and after-school plans, built around your child.',
    points: [
      'Tell us about your child once, in a short questionnaire.',
      'A program specialist builds a personal itinerary for you.',
      'Plan together with friends and keep every date in one calendar.',
    ],
  },
  director: {
    eyebrow: 'For camp directors & providers',
    heading: 'Reach families who are planning their season right now.',
    points: [
      'List your programs and activities with dates, seats and prices.',
      'Specialists recommend your camps to matching families.',
      'Follow your orders and get paid through your own Stripe account.',
    ],
  },
  specialist: {
    eyebrow: 'Camp Concierge team',
    heading: 'The workspace behind every family’s itinerary.',
    points: [
      'Review new requests and assign them to yourself.',
      'Search the whole catalog of programs and activities.',
      'Send finished itineraries to parents for approval.',
    ],
  },
  admin: {
    eyebrow: 'Camp Concierge team',
    heading: 'Administration of Camp Concierge.',
    points: [
      'Staff accounts are invited by an administrator, never by sign-up.',
      'Use the e-mail address and password you were given.',
      'Repeated failed sign-ins call for a security check.',
    ],
  },
};

export interface AuthPageLayoutProps {
  /** Who the page is for: chooses the explanatory panel shown beside the form on wide screens. */
  audience: AuthAudience;
  /** Page heading (the only h1). */
  title: string;
  /** Second line of the heading, part of its accessible name ('Parent / Guardian'). */
  titleSuffix?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Card layout shared by the sign-in, sign-up and password pages. */
export function AuthPageLayout({
  audience,
  title,
  titleSuffix,
  intro,
  children,
}: AuthPageLayoutProps) {
  const aside = ASIDE[audience];
  useDocumentTitle(titleSuffix ? `${title} · ${titleSuffix}` : title);
  return (
    <Box
      component="section"
      aria-labelledby="auth-page-title"
      sx={(t) => ({
        flex: 1,
        py: { xs: 2.4, sm: 5, md: 8 },
        background: `radial-gradient(1200px 500px at 0% 0%, ${alpha(t.palette.secondary.main, 0.18)}, transparent 60%), radial-gradient(900px 500px at 100% 100%, ${alpha(t.palette.primary.main, 0.1)}, transparent 60%), ${t.palette.background.default}`,
      })}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 1.6, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr minmax(0, 480px)' },
            gap: { md: 6, lg: 10 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'block' }, pr: { lg: 4 } }}>
            <Typography variant="overline" component="p" color="primary">
              {aside.eyebrow}
            </Typography>
            <Typography variant="h2" component="p" sx={{ mt: 1, mb: 3, maxWidth: 520 }}>
              {aside.heading}
            </Typography>
            <Stack component="ul" spacing={1.6} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {aside.points.map((point) => (
                <Box
                  component="li"
                  key={point}
                  sx={{ display: 'flex', gap: 1.2, alignItems: 'flex-start' }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      flex: '0 0 auto',
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                      mt: '1px',
                    }}
                  >
                    <CheckRounded sx={{ fontSize: 18 }} />
                  </Box>
                  <Typography variant="subtitle1" color="text.secondary">
                    {point}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Box>

          <Paper
            elevation={0}
            sx={(t) => ({
              width: '100%',
              maxWidth: 480,
              mx: 'auto',
              p: { xs: 2.4, sm: 4 },
              borderRadius: '24px',
              border: `1px solid ${t.palette.divider}`,
              boxShadow: `0 24px 60px ${alpha(t.palette.primary.dark, 0.1)}`,
            })}
          >
            <Typography
              id="auth-page-title"
              variant="h3"
              component="h1"
              sx={{ mb: intro ? 1 : 2.4 }}
            >
              {title}
              {titleSuffix && (
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    mt: 0.4,
                    fontSize: '1rem',
                    fontWeight: 700,
                    color: 'primary.main',
                  }}
                >
                  {' '}
                  {titleSuffix}
                </Box>
              )}
            </Typography>
            {intro && (
              <Typography color="text.secondary" sx={{ mb: 2.4 }}>
                {intro}
              </Typography>
            )}
            {children}
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}
