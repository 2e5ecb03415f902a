import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels (header 85, scroll-to-top 300). */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
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
