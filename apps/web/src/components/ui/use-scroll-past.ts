import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels (header 85, scroll-to-top 300). */
export function useScrollPast(threshold: number): boolean {
  // Not scrolled on the first render (a pre-rendered page is hydrated as the build rendered
  // it); the effect reads the window's offset before the browser paints the page's update.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

export const HEADER_SOLID_AFTER_PX = 85;
export const SCROLL_TOP_AFTER_PX = 300;
