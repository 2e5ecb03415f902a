import { Box } from '@mui/material';

/** A small campsite scene used by the 404 and error screens. */
export function StatusIllustration({ variant }: { variant: 'not-found' | 'error' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      sx={{ width: { xs: 240, sm: 320 }, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <circle cx="160" cy="104" r="92" fill="#e6f0ed" />
      <circle cx="236" cy="52" r="16" fill={variant === 'error' ? '#f5a623' : '#fbdf9c'} />
      <path d="M40 168c30-34 62-50 92-50s58 14 84 34c14 10 30 16 64 16z" fill="#cfe2dc" />
      <path d="M98 168 150 74l52 94z" fill="#f6c453" />
      <path d="M150 74 202 168h16L158 64z" fill="#c9962a" />
      <path d="M136 168l14-26 14 26z" fill="#0e3e3b" />
      <path d="M30 168h260" stroke="#1f5f5b" strokeWidth="5" strokeLinecap="round" />
      {variant === 'not-found' ? (
        <g fill="#1f5f5b">
          <path d="M246 168v-52" stroke="#1f5f5b" strokeWidth="5" strokeLinecap="round" />
          <path d="M222 110h46l10 10-10 10h-46z" />
          <text
            x="245"
            y="125"
            fontSize="14"
            fontWeight="800"
            fill="#fff"
            textAnchor="middle"
            fontFamily="sans-serif"
          >
            404
          </text>
        </g>
      ) : (
        <g>
          <path
            d="M246 168c-10-6-14-16-8-28 2 8 8 10 8 10 0-12 6-20 14-24-4 10 2 16 6 22 4 6 2 14-6 20z"
            fill="#e4572e"
          />
          <path d="M232 170h32" stroke="#7a4800" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
    </Box>
  );
}
