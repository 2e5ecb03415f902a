import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, IconButton, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { agesLabel, type SpotlightProvider } from '../content/providers';
import { SpotlightArtwork } from './spotlight-art';
import { visuallyHidden } from './styles';

/** 3 slides, 2 below 1280 px, 1 below 720 px. */
export function slidesPerView(width: { atLeast1280: boolean; atLeast720: boolean }): number {
  if (width.atLeast1280) return 3;
  if (width.atLeast720) return 2;
  return 1;
}

function ProviderSlide({ p }: { p: SpotlightProvider }) {
  return (
    <Box
      component="article"
      aria-labelledby={`spotlight-${p.slug}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: 2,
        overflow: 'hidden',
        border: '1px solid #e3e9e6',
        boxShadow: '0 6px 20px rgba(16, 48, 46, 0.06)',
      }}
    >
      <SpotlightArtwork art={p.art} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Box>
          <Typography
            variant="h3"
            id={`spotlight-${p.slug}`}
            sx={{ fontSize: '1.2rem', fontWeight: 800 }}
          >
            {p.name}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              fontSize: '0.95rem',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              mt: 0.5,
            }}
          >
            <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: 18 }} />
            {p.town}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: '0.98rem' }}>{p.summary}</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 1,
            alignItems: 'start',
          }}
        >
          <Box component="dt" sx={dtSx}>
            Ages
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {agesLabel(p).replace('Ages ', '')}
          </Box>
          <Box component="dt" sx={dtSx}>
            Interests
          </Box>
          <Box component="dd" sx={ddChipsSx}>
            {p.interests.map((i) => (
              <Chip
                key={i}
                label={i}
                size="small"
                sx={{ bgcolor: '#eaf3ef', color: 'primary.dark', fontWeight: 600 }}
              />
            ))}
          </Box>
          <Box component="dt" sx={dtSx}>
            Camp types
          </Box>
          <Box component="dd" sx={ddChipsSx}>
            {p.campTypes.map((c) => (
              <Chip
                key={c}
                label={c}
                size="small"
                variant="outlined"
                sx={{ borderColor: '#c9d8d3', fontWeight: 600 }}
              />
            ))}
          </Box>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Link
            component={RouterLink}
            to={`/resources#${p.slug}`}
            underline="hover"
            sx={{ fontWeight: 800, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            Read on our blog
            <Box component="span" sx={visuallyHidden}>
              {` about ${p.name}`}
            </Box>
            <ArrowForwardIcon aria-hidden="true" sx={{ fontSize: 18 }} />
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The program spotlight: provider cards in a sliding track. Cards outside the view are inert so
 * keyboard users only tab through visible ones; arrows and swipes move the view. It does not
 * play by itself, so no pause control is needed.
 */
export function SpotlightCarousel({ providers }: { providers: SpotlightProvider[] }) {
  const theme = useTheme();
  // One slide per view on the first render, as the pre-rendered page (below the fold): the
  // screen's width applies right after.
  const atLeast1280 = useMediaQuery(theme.breakpoints.up('lg'));
  const atLeast720 = useMediaQuery('(min-width:720px)');
  const perView = slidesPerView({ atLeast1280, atLeast720 });
  const count = providers.length;
  const maxStart = Math.max(0, count - perView);
  const [start, setStart] = useState(0);
  const touchX = useRef<number | null>(null);

  // A wider screen shows more slides; keep the view full when the last ones are visible.
  useEffect(() => {
    setStart((s) => Math.min(s, maxStart));
  }, [maxStart]);

  const go = useCallback(
    (delta: number) =>
      setStart((s) => {
        if (delta > 0) return s >= maxStart ? 0 : Math.min(maxStart, s + delta);
        return s <= 0 ? maxStart : Math.max(0, s + delta);
      }),
    [maxStart],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = touchX.current;
    const to = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < 40) return;
    go(to < from ? 1 : -1);
  };

  const first = start + 1;
  const last = Math.min(count, start + perView);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Program spotlight"
      onKeyDown={onKeyDown}
    >
      <Box
        sx={{ overflow: 'hidden', mx: -1.25, px: 0 }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${(start * 100) / perView}%)`,
            transition: 'transform 450ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {providers.map((p, i) => {
            const visible = i >= start && i < start + perView;
            return (
              <Box
                key={p.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}: ${p.name}`}
                aria-hidden={!visible}
                inert={!visible}
                sx={{ flex: `0 0 ${100 / perView}%`, px: 1.25, py: 0.5, boxSizing: 'border-box' }}
              >
                <ProviderSlide p={p} />
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography aria-live="polite" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {first === last
            ? `Program ${first} of ${count}`
            : `Programs ${first}–${last} of ${count}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <IconButton onClick={() => go(-1)} aria-label="Previous programs" sx={navSx}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton onClick={() => go(1)} aria-label="Next programs" sx={navSx}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}

const dtSx = { color: 'text.secondary', fontSize: '0.85rem', fontWeight: 700, pt: 0.4 } as const;
const ddChipsSx = { m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 } as const;
const navSx = {
  bgcolor: 'primary.main',
  color: 'common.white',
  '&:hover': { bgcolor: 'primary.dark' },
  '&:focus-visible': { outline: '3px solid #f6c453', outlineOffset: 2 },
} as const;
