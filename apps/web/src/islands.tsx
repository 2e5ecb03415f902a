/**
 * The entry of the pages the build renders as islands (home, pricing, the parent's sign-in):
 * the page is plain HTML and only its interactive parts hydrate, each a React root of its own,
 * loaded and hydrated when it comes near the view (the header at once). The app's own entry
 * (main.tsx), its router and the page's static content are none of these pages' scripts.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandShell } from './islands/island-shell';
import { loadIsland } from './islands/registry';

/** How far below the view an island starts loading: before a scroll brings it in. */
const AHEAD = '400px 0px';

/** Settles once the island's markup is near the view; at once for one that shows nothing yet. */
function nearView(island: HTMLElement): Promise<void> {
  // display: contents has no box to observe; its first child stands for the island.
  const box = island.firstElementChild;
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

async function hydrateIsland(island: HTMLElement, index: number, pathname: string) {
  const props = island.dataset.islandProps
    ? (JSON.parse(island.dataset.islandProps) as object)
    : {};
  await nearView(island);
  const Component = await loadIsland(island.dataset.island ?? '');
  if (!Component) return;
  // A transition: React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(
      island,
      <IslandShell pathname={pathname}>
        <Component {...props} />
      </IslandShell>,
      // The build rendered each island as a root of its own with the same prefix: the ids
      // React makes (labels, menus) match.
      { identifierPrefix: `i${index}-` },
    );
  });
}

// The footer is static HTML from the build: its year is this year's, not the build's.
for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

const root = document.getElementById('root');
const pathname = root?.dataset.islands ?? window.location.pathname;
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
islands.forEach((island, index) => void hydrateIsland(island, index, pathname));
