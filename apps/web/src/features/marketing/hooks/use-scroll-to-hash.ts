import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scroll to the element named by the URL hash (e.g. /resources#oak-city-makers-lab). The app
 * scrolls to the top on every route change, so this runs after that, on the next frame.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const el = document.getElementById(id);
        if (!el) return;
        el.scrollIntoView({ block: 'start' });
        // Move keyboard and screen-reader focus to the target without a visible outline jump.
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
        el.focus({ preventScroll: true });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
