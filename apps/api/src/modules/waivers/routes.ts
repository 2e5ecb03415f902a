import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  directorSignaturesResponseSchema,
  directorWaiverResponseSchema,
  itineraryWaiversResponseSchema,
  signWaiverResponseSchema,
  signWaiverSchema,
  waiverInputSchema,
  WAIVER_MESSAGES,
} from '@camp/shared/waivers';
import { wrapped } from '@camp/shared/request-wrapper';
import { currentUser } from '../../plugins/auth.js';
import { idParams, recordId } from '../../lib/record-id.js';
import * as director from './director.js';
import * as parent from './parent.js';
import { signedPdf } from './download.js';

/** Signing makes and stores a PDF: 30 a minute per address is ample for a family. */
const SIGN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const programId = (raw: string) => recordId(raw, director.PROGRAM_NOT_FOUND);

/** Program waivers: the director's document and signatures, the parent's signing, the copies. */
export async function waiverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activeDirector = app.requireActiveDirector();
  const parentOnly = app.requireRole('Parent');

  app.get(
    '/api/v1/camp_directors/activity_providers/:id/waiver',
    {
      preHandler: activeDirector,
      schema: {
        tags: ['waivers'],
        summary: 'The program’s current waiver (null when it has none)',
        params: idParams,
        response: { 200: directorWaiverResponseSchema },
      },
    },
    async (request) =>
      director.getWaiver(app.ctx, currentUser(request), programId(request.params.id)),
  );

  app.put(
    '/api/v1/camp_directors/activity_providers/:id/waiver',
    {
      preHandler: activeDirector,
      schema: {
        tags: ['waivers'],
        summary: 'Write or upload the program’s waiver; mark it required or optional',
        description:
          'Exactly one of body (the text) and document (the signed_id of a PDF uploaded through /api/v1/camp_directors/waiver_documents). A new title or document makes the next version: signatures of earlier versions no longer let a booking through. `required` alone changes the current version in place. Another director’s program 404.',
        params: idParams,
        body: wrapped('waiver', waiverInputSchema),
        response: { 200: directorWaiverResponseSchema },
      },
    },
    async (request) =>
      director.putWaiver(
        app.ctx,
        currentUser(request),
        programId(request.params.id),
        request.body.waiver,
      ),
  );

  app.delete(
    '/api/v1/camp_directors/activity_providers/:id/waiver',
    {
      preHandler: activeDirector,
      schema: {
        tags: ['waivers'],
        summary: 'Stop asking for a signature (the signatures collected are kept)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await director.removeWaiver(app.ctx, currentUser(request), programId(request.params.id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/camp_directors/activity_providers/:id/waiver_signatures',
    {
      preHandler: activeDirector,
      schema: {
        tags: ['waivers'],
        summary: 'The program’s signed waivers, newest first (at most 500)',
        params: idParams,
        response: { 200: directorSignaturesResponseSchema },
      },
    },
    async (request) =>
      director.listSignatures(app.ctx, currentUser(request), programId(request.params.id)),
  );

  app.get(
    '/api/v1/parents/itineraries/:id/waivers',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['waivers'],
        summary: 'The waivers the itinerary’s activities ask for, by program and season',
        description:
          'One entry per program and season (the calendar year of the start date) among the activities not canceled, when the program has a waiver, with the child’s signature of its current version (or null). Another family’s itinerary 404.',
        params: idParams,
        response: { 200: itineraryWaiversResponseSchema },
      },
    },
    async (request) =>
      parent.itineraryWaivers(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, parent.ITINERARY_NOT_FOUND),
      ),
  );

  app.post(
    '/api/v1/parents/itineraries/:id/waiver_signatures',
    {
      preHandler: parentOnly,
      config: { rateLimit: SIGN_RATE_LIMIT },
      schema: {
        tags: ['waivers'],
        summary: 'Sign a program’s waiver for the itinerary’s child and season',
        description: `Keeps the typed name, the date, the version and the document’s SHA-256, stores a signed copy (PDF) and e-mails the parent and the director. 201 when signed; 200 with the signature kept when already signed. A version other than the current one 409 ("${WAIVER_MESSAGES.versionChanged}").`,
        params: idParams,
        body: signWaiverSchema,
        response: { 200: signWaiverResponseSchema, 201: signWaiverResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, signature } = await parent.signWaiver(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, parent.ITINERARY_NOT_FOUND),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ signature });
    },
  );

  app.get(
    '/api/v1/waiver_signatures/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['waivers'],
        summary: 'The signed copy (PDF): the family that signed it and the program’s director only',
        description: 'Anyone else, whatever their role, 404.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await signedPdf(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, WAIVER_MESSAGES.signatureNotFound),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
