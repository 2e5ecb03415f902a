import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { ErrorScreen } from '../components/shell/error-screen';
import { NotFoundPage } from '../components/shell/not-found-page';
import { RootLayout } from './layouts/root-layout';
import { campaignLanding, publicRoutes } from './routes/public-routes';
import { authRoutes } from './routes/auth-routes';
import { paths } from '../lib/paths';

/**
 * The route tree: every area's routes render inside the root layout. A page that throws shows
 * the error screen inside the layout; if the layout itself fails, the full-page error screen.
 * The signed-in areas' routes are not in the tree the router starts with: `discoverAreas` adds
 * them (one chunk) the first time an address matches only the 404 route, before that address
 * renders; the 404 routes then show only where no area's path matches either.
 */
function PageLoading() {
  return null;
}

/** The route whose children are the pages (the areas' routes are added there). */
const PAGES = 'pages';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen fullPage />,
    children: [
      {
        id: PAGES,
        errorElement: <ErrorScreen />,
        // Every page is a lazy route, so the first render waits for its chunk: meanwhile the
        // layout shows with an empty main (instead of a blank document and React Router's
        // 'No HydrateFallback element provided' warning on every page load).
        HydrateFallback: PageLoading,
        children: [
          ...publicRoutes,
          ...authRoutes,
          { path: paths.notFoundCode, element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Adds the signed-in areas' routes when `path` matches only the catch-all 404 route of the tree
 * the router started with. The router asks on every address whose match has parameters; adding
 * the same routes again changes nothing (it keeps the routes it has).
 */
export const discoverAreas: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  if (leaf && leaf.path !== '*') return;
  patch(PAGES, (await import('./routes/area-routes')).areaRoutes);
};

/** The route tree with the signed-in areas' routes among the pages from the start. */
const withAreas = (areaRoutes: RouteObject[]): RouteObject[] =>
  routes.map((root) =>
    root.index
      ? root
      : {
          ...root,
          children: root.children?.map((child) =>
            child.id === PAGES && !child.index
              ? { ...child, children: [...areaRoutes, ...(child.children ?? [])] }
              : child,
          ),
        },
  );

/**
 * A page load on an advertising path lands home at once: the address is rewritten (replacing the
 * history entry) before the router reads it, so the first render is the home page's and the
 * advertising path is never on screen or in the history.
 */
function landCampaignPath() {
  const landing = campaignLanding(window.location);
  if (landing) window.history.replaceState(window.history.state, '', landing);
}

/**
 * Loads the lazy routes the current address matches and puts what they load in place of `lazy`,
 * so the router's first render is the page itself rather than the fallback: a pre-rendered page
 * is hydrated with the same tree the build rendered.
 */
async function loadMatchedRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * The app's browser router, created at page load. `hydrating`: the document holds the page
 * pre-rendered at build time, so the matched routes' chunks are loaded before the router starts.
 * `areas`: the document holds a signed-in page's frame; the areas' routes are added first and
 * the page's chunks loaded too, so the first render is that page (the frame stays until then).
 */
export async function createAppRouter({ hydrating = false, areas = false } = {}): Promise<
  ReturnType<typeof createBrowserRouter>
> {
  landCampaignPath();
  const tree = areas ? withAreas((await import('./routes/area-routes')).areaRoutes) : routes;
  if (hydrating || areas) await loadMatchedRoutes(tree);
  const router = createBrowserRouter(tree, { patchRoutesOnNavigation: discoverAreas });
  // A route's loader (one that asks for the page's data early) runs as the router starts: the
  // first render waits for it, so that render is the page rather than the empty fallback
  // (the frame of a signed-in page would otherwise give way to an empty main first).
  if (areas && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return router;
}
