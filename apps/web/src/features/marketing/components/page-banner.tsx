import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { BannerHills } from '../illustrations/page-banner-art';

interface PageBannerProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The colored title band at the top of every inner page; holds the page's only h1. */
export function PageBanner({ eyebrow, title, lead, children }: PageBannerProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background: 'linear-gradient(135deg, #0e3e3b 0%, #1f5f5b 55%, #2f7a6f 100%)',
        pt: { xs: 5, md: 8 },
        pb: { xs: 7, md: 11 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          width: 340,
          height: 340,
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(246,196,83,0.35) 0%, rgba(246,196,83,0) 70%)',
          top: -120,
          right: { xs: -160, md: 60 },
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        {eyebrow && (
          <Typography
            component="p"
            sx={{
              color: 'secondary.main',
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
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.9rem' }, maxWidth: 820 }}>
          {title}
        </Typography>
        {lead && (
          <Typography
            component="div"
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 720, opacity: 0.92 }}
          >
            {lead}
          </Typography>
        )}
        {children}
      </Container>
      <BannerHills />
    </Box>
  );
}
