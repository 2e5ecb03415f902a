import type { RouteObject } from 'react-router-dom';
import { parentRoutes } from './parent-routes';
import { directorRoutes } from './director-routes';
import { specialistRoutes } from './specialist-routes';
import { adminRoutes } from './admin-routes';
import { devRoutes } from './dev-routes';

/**
 * The signed-in areas' routes (parent, camp director, specialist, admin) and the development
 * tools: one chunk the router loads when an address matches none of the routes it starts with,
 * so the public pages' first load carries none of the areas' route tables and guards.
 */
export const areaRoutes: RouteObject[] = [
  ...parentRoutes,
  ...directorRoutes,
  ...specialistRoutes,
  ...adminRoutes,
  ...devRoutes,
];
