import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './routes-accounts.js';
import { parentRoutes } from './routes-parents.js';
import { directorRoutes } from './routes-directors.js';
import { staffRoutes } from './routes-staff.js';
import { sessionRoutes } from './routes-sessions.js';
import { twoFactorRoutes } from './routes-two-factor.js';

/** Every accounts route: parents, camp directors, specialists, admins and sessions. */
export async function authRoutes(app: FastifyInstance) {
  await app.register(accountRoutes('/api/v1/parents', 'Parent', 'parent'));
  await app.register(parentRoutes);
  await app.register(accountRoutes('/api/v1/camp_directors', 'CampDirector', 'camp_director'));
  await app.register(directorRoutes);
  await app.register(staffRoutes);
  await app.register(sessionRoutes);
  await app.register(twoFactorRoutes);
}
