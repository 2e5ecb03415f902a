import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, Typography, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { TESTIMONIAL_AUTOPLAY_MS } from '@camp/shared/constants';
import type { Testimonial } from '../content/home';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && w !== 'and')
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * Parent testimonials, one at a time. Autoplay pauses while the pointer is over it or focus is
 * inside it, and the pause button stops it for good (WCAG 2.2.2); visitors who ask for reduced
 * motion start paused. Arrow keys move between testimonials.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;
  const count = items.length;

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setInterval(() => go(1), TESTIMONIAL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, go, count]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Parent testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      sx={{ maxWidth: 880, mx: 'auto' }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ display: 'grid', position: 'relative' }}>
        {items.map((t, i) => {
          const active = i === index;
          return (
            <Box
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              sx={{
                gridArea: '1 / 1',
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transition: 'opacity 500ms ease, visibility 500ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <TestimonialFigure testimonial={t} />
            </Box>
          );
        })}
      </Box>

      <Box
        sx={{
          mt: 3,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <IconButton
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}
          sx={controlSx}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <IconButton onClick={() => go(-1)} aria-label="Previous testimonial" sx={controlSx}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 0.25 }}>
          {items.map((t, i) => (
            <Box
              key={t.name}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                border: 0,
                p: 0,
                width: { xs: 24, sm: 32 },
                height: 32,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: i === index ? 22 : 10,
                  height: 10,
                  borderRadius: 2.5,
                  bgcolor: i === index ? 'secondary.main' : 'rgba(255,255,255,0.45)',
                  transition: 'width 200ms',
                },
                '&:focus-visible': { outline: '2px solid #f6c453', outlineOffset: 2 },
              }}
            />
          ))}
        </Box>
        <IconButton onClick={() => go(1)} aria-label="Next testimonial" sx={controlSx}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/** One testimonial: the quote, and who said it. */
function TestimonialFigure({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.14)',
        borderRadius: 2,
        p: { xs: 3, md: 5 },
        height: '100%',
      }}
    >
      <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main', mb: 1 }} />
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' }, lineHeight: 1.6 }}>
          {t.quote}
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            flex: 'none',
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'primary.dark',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
          }}
        >
          {initials(t.name)}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{t.name}</Typography>
          <Typography sx={{ fontSize: '0.95rem', color: 'rgba(255,255,255,0.8)' }}>
            {t.detail}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

const controlSx = {
  color: 'common.white',
  border: '1px solid rgba(255,255,255,0.4)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: '2px solid #f6c453', outlineOffset: 2 },
} as const;
