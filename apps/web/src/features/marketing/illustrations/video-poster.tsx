import { Box } from '@mui/material';

/** Poster of the promo video: a lakeside campfire at dusk, drawn so nothing loads from outside. */
export function VideoPoster() {
  return (
    <Box
      component="svg"
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    >
      <defs>
        <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#183f4a" />
          <stop offset="0.55" stopColor="#2e6b6e" />
          <stop offset="1" stopColor="#e59b6a" />
        </linearGradient>
        <radialGradient id="poster-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd58a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffd58a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#poster-sky)" />
      <g fill="#ffffff">
        <circle cx="220" cy="120" r="3" opacity="0.8" />
        <circle cx="420" cy="80" r="2" opacity="0.6" />
        <circle cx="760" cy="140" r="2.5" opacity="0.7" />
        <circle cx="1050" cy="70" r="2" opacity="0.6" />
        <circle cx="1320" cy="150" r="3" opacity="0.8" />
        <circle cx="1480" cy="90" r="2" opacity="0.5" />
      </g>
      <circle cx="1240" cy="250" r="70" fill="#fbe3b0" opacity="0.9" />
      <path d="M0 560 Q300 420 620 520 T1250 480 T1600 520 V900 H0 Z" fill="#1d4b4b" />
      <path d="M0 620 Q380 540 800 600 T1600 590 V900 H0 Z" fill="#16393b" />
      <path d="M560 640 Q900 600 1600 640 V900 H560 Z" fill="#2b6f7a" opacity="0.85" />
      <g stroke="#fbe3b0" strokeWidth="4" strokeLinecap="round" opacity="0.45">
        <path d="M1150 690 h120" />
        <path d="M1000 730 h80" />
        <path d="M1300 760 h100" />
      </g>
      <g fill="#0f2a2b">
        <path d="M120 640 l50 -170 l50 170 z" />
        <path d="M200 650 l40 -130 l40 130 z" />
        <path d="M1420 620 l45 -160 l45 160 z" />
      </g>
      <path d="M0 900 V700 Q250 660 560 720 Q700 750 760 900 Z" fill="#0f2a2b" />
      <circle cx="420" cy="760" r="200" fill="url(#poster-glow)" />
      <g transform="translate(380 740)">
        <path
          d="M0 70 l80 -20 M0 50 l80 20"
          stroke="#5a3a24"
          strokeWidth="14"
          strokeLinecap="round"
        />
        <path d="M40 50 C10 20 30 -20 40 -50 C55 -20 75 0 40 50 Z" fill="#f6a33b" />
        <path d="M40 50 C28 30 36 10 40 -10 C48 10 56 28 40 50 Z" fill="#ffe08a" />
      </g>
      <g fill="#0a1f20">
        <circle cx="300" cy="770" r="22" />
        <path d="M270 840 q30 -70 60 0 z" />
        <circle cx="540" cy="780" r="18" />
        <path d="M516 840 q24 -60 48 0 z" />
      </g>
    </Box>
  );
}
