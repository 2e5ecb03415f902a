import { lazyOnOpen } from './lazy-on-open';
import { SCROLL_TOP_AFTER_PX, useScrollPast } from './use-scroll-past';

/** Its code loads the first time the page scrolls far enough to show it. */
const ScrollToTopFab = lazyOnOpen(() =>
  import('./scroll-to-top-fab').then((m) => m.ScrollToTopFab),
);

/** Appears after 300 px of scrolling; takes the page (and keyboard focus) back to the top. */
export function ScrollToTopButton() {
  return <ScrollToTopFab open={useScrollPast(SCROLL_TOP_AFTER_PX)} />;
}
