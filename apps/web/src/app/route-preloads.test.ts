// The build's list of each address's route modules (scripts/route-preloads.ts), read from the
// real route tables: the pages a first visit opens most must be in it with their lazy modules.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../scripts/route-preloads';

const routesDir = path.join(import.meta.dirname, 'routes');
const found = ['public', 'auth', 'parent', 'specialist', 'director'].flatMap((table) =>
  routeModules(path.join(routesDir, `${table}-routes.tsx`)),
);
const modulesAt = (pattern: string) =>
  found
    .filter((r) => r.pattern === pattern)
    .flatMap((r) => r.modules.map((m) => path.relative(path.dirname(routesDir), m)));

describe('the route modules the build lists for preloading', () => {
  it('lists a public page, a sign-in page and the areas’ pages with their lazy layouts', () => {
    expect(modulesAt('/')).toContain('../features/marketing/pages/home-page.tsx');
    expect(modulesAt('/pricing')).toContain('../features/marketing/pages/pricing-page.tsx');
    // Through a loader the file's routes share (`const signIn = () => import(…)`).
    expect(modulesAt('/sign-in')).toContain('../features/auth/pages/sign-in-pages.tsx');
    // The area's table itself (loaded on demand), its lazy layout, then the page's module.
    expect(modulesAt('/profile/itineraries')).toEqual([
      'routes/parent-routes.tsx',
      'layouts/parent-layout.tsx',
      'routes/parent-itineraries-route.tsx',
    ]);
    expect(modulesAt('/specialist/search')).toEqual([
      'routes/specialist-routes.tsx',
      'layouts/specialist-layout.tsx',
      'routes/specialist-search-route.tsx',
    ]);
    // An index route takes its parent's address; a parameter stays a pattern.
    expect(modulesAt('/specialist')).toContain(
      '../features/specialist-dashboard/pages/dashboard-page.tsx',
    );
    expect(found.map((r) => r.pattern)).toContain('/camp-director/program/:id');
  });
});
