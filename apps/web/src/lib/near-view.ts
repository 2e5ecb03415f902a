/** How far below the view a deferred part starts loading: before a scroll brings it in. */
const AHEAD = '400px 0px';

/**
 * Settles once `box` comes near the view (within AHEAD below it); at once when there is no box
 * to watch or the browser cannot watch one.
 */
export function nearView(box: Element | null | undefined): Promise<void> {
  if (!box || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box);
  });
}
