import { Box, Container, Divider, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import {
  BRAND_NAME,
  FOOTER_LINKS,
  LEGAL_LINKS,
  SOCIAL_LINKS,
  type SocialNetwork,
} from './site-links';

const SOCIAL_ICONS: Record<SocialNetwork, SvgIconComponent> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

const linkSx = {
  color: 'rgba(255, 255, 255, 0.86)',
  fontWeight: 600,
  borderRadius: 0.5,
  '&:hover': { color: '#ffffff' },
} as const;

function FooterHeading({ children, id }: { children: string; id: string }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="overline"
      sx={{ color: 'secondary.main', display: 'block', mb: 1.5, fontSize: '0.8rem' }}
    >
      {children}
    </Typography>
  );
}

/** Site footer: brand, site links, social links, legal links and copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: '#ffffff',
        mt: 'auto',
        pt: { xs: 5, md: 7 },
        pb: 3,
        backgroundImage:
          'radial-gradient(circle at 85% -20%, rgba(246, 196, 83, 0.16), transparent 45%), radial-gradient(circle at -10% 120%, rgba(76, 140, 135, 0.35), transparent 50%)',
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <BrandLogo tone="light" size={42} />
            <Typography sx={{ mt: 2, color: 'rgba(255, 255, 255, 0.82)', maxWidth: 380 }}>
              Personalised itineraries of camps, classes and after-school programs for your
              children, built by a program specialist who knows your family.
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ mt: 2.5, ml: -1, p: 0, mb: 0 }}
              component="ul"
              aria-label="Social media"
            >
              {SOCIAL_LINKS.map((s) => {
                const Icon = SOCIAL_ICONS[s.network];
                return (
                  <Box component="li" key={s.network} sx={{ listStyle: 'none' }}>
                    <IconButton
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={s.label}
                      sx={{
                        color: '#ffffff',
                        '&:hover': {
                          bgcolor: 'rgba(255, 255, 255, 0.12)',
                          color: 'secondary.main',
                        },
                      }}
                    >
                      <Icon />
                    </IconButton>
                  </Box>
                );
              })}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }} component="nav" aria-labelledby="footer-explore">
            <FooterHeading id="footer-explore">Explore</FooterHeading>
            <Stack component="ul" spacing={1.1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} sx={linkSx}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3.5 }} component="nav" aria-labelledby="footer-legal">
            <FooterHeading id="footer-legal">Legal</FooterHeading>
            <Stack component="ul" spacing={1.1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} sx={linkSx}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255, 255, 255, 0.16)', mt: { xs: 4, md: 6 }, mb: 2.5 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            color: 'rgba(255, 255, 255, 0.75)',
          }}
        >
          {/* The pre-rendered page has its build's year: across a new year the hydrated page
              keeps it until the next navigation rather than failing to hydrate, and a page of
              islands (whose footer never hydrates) has its script write the year in. */}
          <Typography variant="body2">
            ©{' '}
            <span data-current-year suppressHydrationWarning>
              {year}
            </span>{' '}
            {BRAND_NAME}. All rights reserved.
          </Typography>
          <Typography variant="body2">Made for busy families.</Typography>
        </Box>
      </Container>
    </Box>
  );
}
