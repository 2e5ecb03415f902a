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
import { nearView } from './lib/near-view';

async function hydrateIsland(island: HTMLElement, index: number, pathname: string) {
  const props = island.dataset.islandProps
    ? (JSON.parse(island.dataset.islandProps) as object)
    : {};
  // display: contents has no box to observe; its first child stands for the island (one that
  // shows nothing yet hydrates at once).
  await nearView(island.firstElementChild);
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
