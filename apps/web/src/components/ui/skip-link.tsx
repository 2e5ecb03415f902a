import { Box } from '@mui/material';

/** First focusable element: jumps keyboard users past the header to <main id="main">. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(e) => {
        const el = document.getElementById(target);
        if (!el) return;
        e.preventDefault();
        el.focus();
        el.scrollIntoView();
      }}
      sx={{
        position: 'fixed',
        left: 12,
        top: 12,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.2,
        borderRadius: 2,
        bgcolor: 'primary.dark',
        color: '#ffffff',
        fontWeight: 800,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        transition: 'transform .15s ease',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
