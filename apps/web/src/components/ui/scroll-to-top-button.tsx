import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { SCROLL_TOP_AFTER_PX, useScrollPast } from './use-scroll-past';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Appears after 300 px of scrolling; takes the page (and keyboard focus) back to the top. */
export function ScrollToTopButton() {
  const visible = useScrollPast(SCROLL_TOP_AFTER_PX);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Scroll to top"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: (t) => t.zIndex.speedDial,
          boxShadow: '0 10px 24px rgba(14, 62, 59, 0.28)',
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
