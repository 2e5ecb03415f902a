import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../components/shell/error-screen';
import { NotFoundPage } from '../components/shell/not-found-page';
import { RootLayout } from './layouts/root-layout';
import { campaignLanding, publicRoutes } from './routes/public-routes';
import { authRoutes } from './routes/auth-routes';
import { parentRoutes } from './routes/parent-routes';
import { directorRoutes } from './routes/director-routes';
import { specialistRoutes } from './routes/specialist-routes';
import { adminRoutes } from './routes/admin-routes';
import { devRoutes } from './routes/dev-routes';
import { paths } from '../lib/paths';

/**
 * The route tree: every area's routes render inside the root layout. A page that throws shows
 * the error screen inside the layout; if the layout itself fails, the full-page error screen.
 * The 404 routes come last so every area's paths win over them.
 */
function PageLoading() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen fullPage />,
    children: [
      {
        errorElement: <ErrorScreen />,
        // Every page is a lazy route, so the first render waits for its chunk: meanwhile the
        // layout shows with an empty main (instead of a blank document and React Router's
        // 'No HydrateFallback element provided' warning on every page load).
        HydrateFallback: PageLoading,
        children: [
          ...publicRoutes,
          ...authRoutes,
          ...parentRoutes,
          ...directorRoutes,
          ...specialistRoutes,
          ...adminRoutes,
          ...devRoutes,
          { path: paths.notFoundCode, element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * A page load on an advertising path lands home at once: the address is rewritten (replacing the
 * history entry) before the router reads it, so the first render is the home page's and the
 * advertising path is never on screen or in the history.
 */
function landCampaignPath() {
  const landing = campaignLanding(window.location);
  if (landing) window.history.replaceState(window.history.state, '', landing);
}

landCampaignPath();
export const router = createBrowserRouter(routes);
