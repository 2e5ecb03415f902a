import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVITE_MESSAGES as M,
  friendInvitationAnswerSchema,
  inviteFriendResponseSchema,
  inviteFriendSchema,
} from '@camp/shared/invite';
import {
  friendItineraryListSchema,
  friendItineraryResponseSchema,
} from '@camp/shared/friends-itinerary';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import { recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * Inviting sends e-mail to an address the parent types, so it is limited like the other calls
 * that send e-mail, but per parent rather than per IP: counted after the session is known.
 */
const inviteRateLimit = {
  ...RATE_LIMITS.invite,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `parent:${currentUser(request).id}`,
};

/** Invitations to a friend, and 'Share with me', where the friend accepts or declines. */
export async function friendsItineraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is read: 401 anonymous or unconfirmed, 403 any other role.
  const onRequest = app.requireConfirmed('Parent');
  const tags = ['parents'];

  app.post(
    '/api/v1/parents/invite_friends',
    {
      onRequest,
      config: { rateLimit: inviteRateLimit },
      schema: {
        tags,
        summary: 'Invite a friend by e-mail to some activities of one’s own itinerary',
        description:
          'Another family’s itinerary answers 404; oneself, an e-mail already invited to this itinerary or activities not on it answer 422; an itinerary not sent for review or with comments waiting for the specialist answers 409. The friend gets an e-mail: an account holder is linked at once and led to ‘Share with me’, a newcomer to sign-up. Limited per parent.',
        body: inviteFriendSchema,
        response: { 201: inviteFriendResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.inviteFriend(app.ctx, currentUser(request), request.body);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/v1/parents/friends_itineraries',
    {
      onRequest,
      schema: {
        tags,
        summary: '‘Share with me’: the itineraries friends invited this parent to',
        description:
          'Newest first, declined ones left out, with the shared activities only. Reading the list clears the invited_to_itinerary flag.',
        response: { 200: friendItineraryListSchema },
      },
    },
    async (request) => service.listFriendItineraries(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/v1/parents/friends_itineraries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Accept or decline one’s own invitation, with a comment and the child who joins',
        description:
          'Only the invited friend’s own draft invitation (someone else’s or a declined one answers 404), only while the itinerary is in review, alternate_request, accepted or approved (409 otherwise, and for an invitation already answered). The inviting parent and the specialist are e-mailed and told in real time.',
        params: idParams,
        body: friendInvitationAnswerSchema,
        response: { 200: friendItineraryResponseSchema },
      },
    },
    async (request) =>
      service.answerInvitation(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.invitationNotFound),
        request.body,
      ),
  );
}
