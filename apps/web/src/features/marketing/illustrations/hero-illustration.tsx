import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * The home hero scene: hills, a lake with a sailboat, a tent, a calendar card with three ticked
 * weeks and a map pin. Decorative (the heading says it all), so hidden from assistive tech.
 */
export function HeroIllustration({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 400"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', height: 'auto', display: 'block', ...sx }}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3d6" />
          <stop offset="1" stopColor="#fde7b0" />
        </linearGradient>
        <linearGradient id="hero-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7fc4c8" />
          <stop offset="1" stopColor="#4a9fa6" />
        </linearGradient>
        <clipPath id="hero-clip">
          <rect x="20" y="20" width="440" height="360" rx="40" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-clip)">
        <rect x="20" y="20" width="440" height="360" fill="url(#hero-sky)" />
        <circle cx="360" cy="105" r="46" fill="#f6c453" />
        <circle cx="360" cy="105" r="64" fill="#f6c453" opacity="0.25" />
        {/* clouds */}
        <g fill="#ffffff" opacity="0.9">
          <ellipse cx="120" cy="85" rx="38" ry="14" />
          <ellipse cx="146" cy="76" rx="24" ry="14" />
          <ellipse cx="262" cy="60" rx="26" ry="9" />
        </g>
        {/* far hills */}
        <path d="M20 240 Q110 170 200 215 T380 200 T460 215 V380 H20 Z" fill="#9cc9a4" />
        <path d="M20 265 Q140 215 250 250 T460 240 V380 H20 Z" fill="#6fae84" />
        {/* pines */}
        <g fill="#2f6f55">
          <path d="M70 262 l14 -42 l14 42 z" />
          <path d="M92 268 l11 -32 l11 32 z" />
          <path d="M400 246 l14 -44 l14 44 z" />
          <path d="M424 252 l10 -30 l10 30 z" />
        </g>
        {/* lake */}
        <path d="M150 300 Q250 270 360 292 Q420 305 460 300 V380 H150 Z" fill="url(#hero-lake)" />
        <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.6">
          <path d="M250 322 h30" />
          <path d="M330 340 h40" />
          <path d="M210 352 h24" />
        </g>
        {/* sailboat */}
        <g>
          <path d="M300 316 h56 l-9 12 h-38 z" fill="#1f5f5b" />
          <path d="M326 312 V252 l28 58 z" fill="#ffffff" />
          <path d="M322 312 V266 l-22 46 z" fill="#f3a683" />
        </g>
        {/* foreground meadow */}
        <path d="M20 318 Q90 290 170 312 Q200 320 210 380 H20 Z" fill="#4c8c6a" />
        {/* tent */}
        <g>
          <path d="M60 330 l42 -66 l42 66 z" fill="#e76f51" />
          <path d="M102 264 l-12 66 h24 z" fill="#b4533b" />
          <path d="M102 264 v-14" stroke="#1d2a2a" strokeWidth="3" strokeLinecap="round" />
          <path d="M102 250 l16 6 l-16 6 z" fill="#f6c453" />
        </g>
      </g>
      {/* calendar card */}
      <g transform="translate(248 128)">
        <rect x="0" y="0" width="150" height="118" rx="14" fill="#ffffff" />
        <rect x="0" y="0" width="150" height="30" rx="14" fill="#1f5f5b" />
        <rect x="0" y="16" width="150" height="14" fill="#1f5f5b" />
        <circle cx="32" cy="15" r="4" fill="#f6c453" />
        <circle cx="118" cy="15" r="4" fill="#f6c453" />
        {[0, 1, 2].map((row) => (
          <g key={row} transform={`translate(14 ${42 + row * 24})`}>
            <circle cx="8" cy="8" r="8" fill={row === 2 ? '#e8efee' : '#2e7d32'} />
            {row < 2 && (
              <path
                d="M4 8 l3 3 l5 -6"
                stroke="#ffffff"
                strokeWidth="2.2"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
            <rect x="24" y="3" width={row === 1 ? 70 : 92} height="10" rx="5" fill="#e8efee" />
          </g>
        ))}
      </g>
      {/* map pin */}
      <g transform="translate(196 96)">
        <path
          d="M22 0 C10 0 0 10 0 22 C0 38 22 58 22 58 C22 58 44 38 44 22 C44 10 34 0 22 0 Z"
          fill="#1f5f5b"
        />
        <circle cx="22" cy="22" r="9" fill="#f6c453" />
      </g>
      {/* dashed route from pin to tent */}
      <path
        d="M210 160 C180 210 150 220 118 250"
        stroke="#1f5f5b"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
      />
    </Box>
  );
}
