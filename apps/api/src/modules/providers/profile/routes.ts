import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directorProfileSchema } from '@camp/shared/director-profile';
import { flatOrWrapped } from '@camp/shared/request-wrapper';
import { currentUser } from '../../../plugins/auth.js';
import { getDirectorProfile, updateDirectorProfile } from './service.js';

/** The director profile as GET/PUT /api/v1/camp_directors answer it. */
export const directorProfileResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_phone: z.string().nullable(),
});

/** The signed-in camp director's own profile: names, e-mail and contact phone. */
export async function directorProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/camp_directors',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'The signed-in director’s profile',
        response: { 200: directorProfileResponseSchema },
      },
    },
    async (request) => getDirectorProfile(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/v1/camp_directors',
    {
      preHandler: app.requireConfirmed('CampDirector'),
      schema: {
        tags: ['camp directors'],
        summary: 'Update the director’s names and contact phone (the e-mail is read-only)',
        body: flatOrWrapped('camp_director', directorProfileSchema),
        response: { 200: directorProfileResponseSchema },
      },
    },
    async (request) => updateDirectorProfile(app.ctx, currentUser(request), request.body),
  );
}
