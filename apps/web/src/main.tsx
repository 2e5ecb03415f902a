import '@fontsource-variable/nunito-sans/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerServiceWorker } from './components/shell/service-worker';
import { Providers } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Production only: in development the worker's cache would serve stale modules.
if (import.meta.env.PROD) {
  // The entry bundle's hashed name changes with every build, so it versions the worker.
  registerServiceWorker(new URL(import.meta.url).pathname.split('/').pop() ?? 'app');
}
