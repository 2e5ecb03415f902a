import '@fontsource-variable/nunito-sans/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerServiceWorker } from './components/shell/service-worker';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { SHELL_ATTRIBUTE } from './app/shell-marker';

/**
 * Starts the app. The public pages come pre-rendered (the build's HTML of the page and its
 * styles): React takes that markup over instead of rendering anew. Some signed-in pages come
 * with their frame (header bar and heading): the app renders its page over it, once the page's
 * routes are loaded, so the frame stays until the page replaces it. Elsewhere the root is empty.
 */
async function start() {
  const container = document.getElementById('root')!;
  const first = container.firstElementChild;
  const shell = first?.hasAttribute(SHELL_ATTRIBUTE) ?? false;
  const hydrating = first !== null && !shell;
  const router = await createAppRouter({ hydrating, areas: shell });
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A transition: React renders in slices and yields to the browser between them, instead of
  // one long task (what a phone's input waits for and Lighthouse counts as blocking time).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();

// Production only: in development the worker's cache would serve stale modules.
if (import.meta.env.PROD) {
  // The entry bundle's hashed name changes with every build, so it versions the worker.
  registerServiceWorker(new URL(import.meta.url).pathname.split('/').pop() ?? 'app');
}
