import { Box, type SxProps, type Theme } from '@mui/material';

/** A compass over a folded map: the about-us picture for "finding the right path". Decorative. */
export function CompassIllustration({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 320"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', height: 'auto', display: 'block', ...sx }}
    >
      <circle cx="180" cy="160" r="150" fill="#eaf3ef" />
      {/* folded map */}
      <g transform="translate(50 120)">
        <path
          d="M0 20 L80 0 L160 20 L240 0 V140 L160 160 L80 140 L0 160 Z"
          fill="#ffffff"
          stroke="#cfe0da"
          strokeWidth="2"
        />
        <path d="M80 0 V140 M160 20 V160" stroke="#cfe0da" strokeWidth="2" />
        <path
          d="M20 120 C60 80 100 130 130 90 S200 60 220 40"
          stroke="#e76f51"
          strokeWidth="4"
          strokeDasharray="2 10"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="220" cy="40" r="9" fill="#e76f51" />
        <path
          d="M30 40 q20 -14 40 0"
          stroke="#9cc9a4"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M170 110 q20 -14 40 0"
          stroke="#9cc9a4"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      {/* compass */}
      <g transform="translate(180 120)">
        <circle r="78" fill="#1f5f5b" />
        <circle r="66" fill="#ffffff" />
        <circle r="66" fill="none" stroke="#e3e9e6" strokeWidth="2" />
        {[0, 90, 180, 270].map((a) => (
          <rect
            key={a}
            x="-2"
            y="-62"
            width="4"
            height="12"
            rx="2"
            fill="#1f5f5b"
            transform={`rotate(${a})`}
          />
        ))}
        {[45, 135, 225, 315].map((a) => (
          <rect
            key={a}
            x="-1.5"
            y="-60"
            width="3"
            height="7"
            rx="1.5"
            fill="#9bb5ae"
            transform={`rotate(${a})`}
          />
        ))}
        <g transform="rotate(35)">
          <path d="M0 -50 L12 0 L-12 0 Z" fill="#e76f51" />
          <path d="M0 50 L12 0 L-12 0 Z" fill="#1f5f5b" />
        </g>
        <circle r="7" fill="#f6c453" stroke="#ffffff" strokeWidth="3" />
        <text
          x="0"
          y="-36"
          textAnchor="middle"
          fontSize="14"
          fontWeight="800"
          fill="#1f5f5b"
          fontFamily="inherit"
        >
          N
        </text>
      </g>
      {/* stars */}
      <g fill="#f6c453">
        <path d="M300 60 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" />
        <path d="M60 70 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 z" />
      </g>
    </Box>
  );
}
