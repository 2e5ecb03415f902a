import { Box } from '@mui/material';

/** Soft hills along the bottom of inner-page banners; decorative. */
export function BannerHills() {
  return (
    <Box
      component="svg"
      viewBox="0 0 1440 120"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: -1,
        width: '100%',
        height: { xs: 40, md: 72 },
      }}
    >
      <path d="M0 70 Q240 10 520 60 T1040 50 T1440 40 V120 H0 Z" fill="#fbfaf6" opacity="0.35" />
      <path d="M0 95 Q360 40 760 85 T1440 70 V120 H0 Z" fill="#fbfaf6" />
    </Box>
  );
}
