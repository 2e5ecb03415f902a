import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_NAME } from './site-links';
import { paths } from '../../lib/paths';

/** The tent mark, also used for the favicon and app icons. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="#1f5f5b" />
      <circle cx="46" cy="19" r="6" fill="#fbdf9c" />
      <path d="M10 48 29 16l19 32z" fill="#f6c453" />
      <path d="M29 16 48 48h6L33 14z" fill="#c9962a" />
      <path d="M24 48l5-9 5 9z" fill="#0e3e3b" />
      <path d="M8 48h48" stroke="#fbdf9c" strokeWidth="3" strokeLinecap="round" />
    </Box>
  );
}

export interface BrandLogoProps {
  /** 'light' for dark backgrounds (footer). */
  tone?: 'dark' | 'light';
  /** Hide the word mark (tight headers). */
  compact?: boolean;
  size?: number;
  /** Render as a link home (default) or as plain content. */
  asLink?: boolean;
  onClick?: () => void;
  /** Extra styles for the word mark, e.g. to hide it at some widths. */
  wordmarkSx?: SxProps<Theme>;
}

/** Logo: mark plus "Camp Concierge", linking home. */
export function BrandLogo({
  tone = 'dark',
  compact = false,
  size = 40,
  asLink = true,
  onClick,
  wordmarkSx,
}: BrandLogoProps) {
  const content = (
    <>
      <BrandMark size={size} />
      {!compact && (
        <Typography
          component="span"
          sx={[
            {
              fontWeight: 900,
              fontSize: size > 36 ? '1.3rem' : '1.1rem',
              letterSpacing: -0.3,
              lineHeight: 1,
              whiteSpace: 'nowrap',
              color: tone === 'light' ? '#ffffff' : 'text.primary',
            },
            ...(Array.isArray(wordmarkSx) ? wordmarkSx : [wordmarkSx]),
          ]}
        >
          Camp{' '}
          <Box
            component="span"
            sx={{ color: tone === 'light' ? 'secondary.main' : 'primary.main' }}
          >
            Concierge
          </Box>
        </Typography>
      )}
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    textDecoration: 'none',
    borderRadius: 1,
    flexShrink: 0,
  } as const;
  if (!asLink) return <Box sx={sx}>{content}</Box>;
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${BRAND_NAME} home`}
      onClick={onClick}
      sx={sx}
    >
      {content}
    </Box>
  );
}
