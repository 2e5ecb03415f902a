import { Box, type SxProps, type Theme } from '@mui/material';

/** An envelope with a paper plane: the contact page picture. Decorative. */
export function EnvelopeIllustration({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 300 220"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', height: 'auto', display: 'block', ...sx }}
    >
      <circle cx="150" cy="115" r="100" fill="#eaf3ef" />
      <g transform="translate(60 70)">
        <rect width="180" height="120" rx="14" fill="#ffffff" stroke="#cfe0da" strokeWidth="2" />
        <path
          d="M6 10 L90 72 L174 10"
          fill="none"
          stroke="#1f5f5b"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M8 112 L70 58 M172 112 L110 58"
          stroke="#cfe0da"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <g transform="translate(200 20) rotate(12)">
        <path d="M0 30 L70 0 L48 62 L34 42 Z" fill="#f6c453" />
        <path d="M34 42 L70 0 L26 36 Z" fill="#e0a92b" />
      </g>
      <path
        d="M40 60 C80 20 140 30 200 42"
        stroke="#1f5f5b"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
      />
    </Box>
  );
}
