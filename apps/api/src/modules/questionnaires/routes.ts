import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  questionnaireCreateSchema,
  questionnaireListSchema,
  questionnaireSchema,
  questionnaireUpdateSchema,
  visitorQuestionnaireResponseSchema,
  visitorQuestionnaireSchema,
} from '@camp/shared/questionnaire';
import { idParams, recordId } from '../../lib/record-id.js';
import { currentUser } from '../../plugins/auth.js';
import { addBodyFieldErrors } from '../../plugins/errors.js';
import { RATE_LIMITS } from '../../plugins/rate-limit.js';
import { unknownCampTypeErrors } from './camp-types.js';
import * as service from './service.js';
import { submitAsVisitor } from './visitor.js';

const questionnaireId = (raw: string) => recordId(raw, service.QUESTIONNAIRE_NOT_FOUND);

/** The native questionnaire: a parent's own questionnaires, and a visitor's submission. */
export async function parentQuestionnaireRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireConfirmed('Parent');

  app.get(
    '/api/v1/parents/questionnaires',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'The parent’s questionnaires, newest first',
        response: { 200: questionnaireListSchema },
      },
    },
    async (request) => service.listQuestionnaires(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/v1/parents/questionnaires',
    {
      preHandler: guard,
      schema: {
        tags: ['parents'],
        summary: 'Start a questionnaire (a draft)',
        description:
          'Blank, with the address and ZIP code of the parent’s profile; or, with `copy_from_id` (one of the parent’s own, else 404), copying the family’s answers (QUESTIONNAIRE_FAMILY_FIELDS). With `child_id` (one of the family’s children, else 404) the draft is that child’s, their name, age and rising grade filled in from the profile. A parent who is not paid Premium and already has a questionnaire gets 403 with QUESTIONNAIRE_MESSAGES.limitReached.',
        body: questionnaireCreateSchema.optional(),
        response: { 201: questionnaireSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createQuestionnaire(
        app.ctx,
        currentUser(request),
        request.body?.copy_from_id,
        request.body?.child_id,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v1/parents/questionnaires/:id',
    {
      preHandler: guard,
      // Unknown camp types are named with the body's other errors.
      preValidation: async (request) =>
        addBodyFieldErrors(request, await unknownCampTypeErrors(app.ctx.db, request.body)),
      schema: {
        tags: ['parents'],
        summary: 'One of the parent’s questionnaires (another parent’s answers 404)',
        params: idParams,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      service.getQuestionnaire(app.ctx, currentUser(request), questionnaireId(request.params.id)),
  );

  app.put(
    '/api/v1/parents/questionnaires/:id',
    {
      preHandler: guard,
      // Unknown camp types are named with the body's other errors.
      preValidation: async (request) =>
        addBodyFieldErrors(request, await unknownCampTypeErrors(app.ctx.db, request.body)),
      schema: {
        tags: ['parents'],
        summary: 'Save fields of a questionnaire; `submit: true` submits it',
        description:
          'A draft saves any valid subset of `fields`. With `submit: true`, and for every edit of a submitted questionnaire, the stored fields merged with the sent ones must be complete (422 with field errors otherwise, nothing saved); the child is created or updated. The first submission also opens the child’s itinerary (status draft) and mails the receipt. 409 with QUESTIONNAIRE_MESSAGES.notEditable once the itinerary is approved or canceled.',
        params: idParams,
        body: questionnaireUpdateSchema,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) =>
      service.updateQuestionnaire(
        app.ctx,
        currentUser(request),
        questionnaireId(request.params.id),
        request.body,
      ),
  );

  app.post(
    '/api/v1/questionnaires',
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      preValidation: async (request) =>
        addBodyFieldErrors(request, await unknownCampTypeErrors(app.ctx.db, request.body)),
      schema: {
        tags: ['questionnaires'],
        summary: 'A visitor’s questionnaire: creates their account and e-mails a sign-in link',
        description:
          'The fields must be complete. Creates an unconfirmed parent account with a generated password, the submitted questionnaire, the child and a draft itinerary; the e-mail’s link {APP_URL}/confirmation-parent?form_id=… goes to POST /api/v1/parents/passwordless_sessions, which confirms the account and signs in. A taken e-mail answers the same, saves nothing and mails the holder to sign in instead (the answer does not tell who has an account).',
        body: visitorQuestionnaireSchema,
        response: { 201: visitorQuestionnaireResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitAsVisitor(app.ctx, request.body)),
  );
}
