import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  itineraryReassignmentSchema,
  STAFF_EXPORT_MAX_ROWS,
  STAFF_ITINERARIES_EXPORT_MAX_ROWS,
  staffDetailsSchema,
  staffFilterSchema,
  staffInviteSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberSchema,
  staffRoleSchema,
} from '@camp/shared/staff';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';
import {
  changeStaffRole,
  deactivateStaff,
  reactivateStaff,
  resendInvitation,
  resetTwoFactor,
  sendPasswordReset,
} from './use-cases/account-actions.js';
import { inviteStaff } from './use-cases/invite.js';
import { reassignItinerary } from './use-cases/reassign-itinerary.js';
import { sendCsv } from '../../lib/csv.js';

const BASE = '/api/v1/admins/staff';
const params = z.object({ id: urlIntField() });

/** The actions on one account that take no body: path, summary, use case. */
const ACTIONS = [
  {
    path: 'deactivation',
    summary: 'Deactivate: no more sign-in, every session ends now (never one’s own account)',
    run: deactivateStaff,
  },
  { path: 'reactivation', summary: 'Reactivate a deactivated account', run: reactivateStaff },
  {
    path: 'invitation',
    summary: 'Send the invitation again (only while no password was chosen)',
    run: resendInvitation,
  },
  {
    path: 'password-reset',
    summary: 'Mail a password-reset link to an active account',
    run: sendPasswordReset,
  },
  {
    path: 'two-factor-reset',
    summary:
      'Reset another admin’s two-step sign-in: their sessions end, they set it up again at sign-in',
    run: resetTwoFactor,
  },
] as const;

/** The back office's staff accounts (specialists and admins). Admins only. */
export async function adminStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];

  app.get(
    BASE,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Specialists and admins, filtered and paged',
        description:
          'Filters (optional, combined): q (part of the name or e-mail), role (Specialist, Admin), status (invited, active, deactivated). per_page 25, 50 or 100; sort name, email, created_at or last_sign_in_at; order asc or desc.',
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema },
      },
    },
    async (request) => service.listStaff(app.ctx, request.query),
  );

  app.get(
    `${BASE}/export`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'The filtered staff as CSV',
        description: `The same filters as the list; by name, at most ${STAFF_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
        querystring: staffFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(app.ctx, request.query);
      return sendCsv(reply, 'staff.csv', csv);
    },
  );

  app.get(
    `${BASE}/:id/itineraries/export`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'The itineraries a specialist is working on, overdue first, as CSV',
        description: `The details’ open itineraries without their cap, at most ${STAFF_ITINERARIES_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows; an admin’s is a header only. 404 for an unknown account.`,
        params,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'itineraries.csv',
        await service.exportOpenItineraries(app.ctx, request.params.id),
      ),
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary:
          'One staff account, with a specialist’s itineraries counted by status and the open ones',
        params,
        response: { 200: staffDetailsSchema },
      },
    },
    async (request) => service.staffDetails(app.ctx, request.params.id),
  );

  app.post(
    BASE,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Invite a specialist or an admin: an account without a password, and a link',
        description:
          'The invited person gets an e-mail with a link (valid 7 days) to choose a password. 422 on email when any account already has it.',
        body: staffInviteSchema,
        response: { 201: staffMemberSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaff(app.ctx, currentUser(request).id, request.body)),
  );

  app.post(
    '/api/v1/admins/itineraries/:id/reassignment',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Hand an itinerary a specialist is working on to another active specialist',
        description:
          'Only in progress, review, alternate request or accepted itineraries (409 otherwise). 422 on specialist_id when it is not an active specialist or already holds the itinerary.',
        params,
        body: itineraryReassignmentSchema,
        response: { 200: z.object({ id: z.number(), specialist_id: z.number() }) },
      },
    },
    async (request) =>
      reassignItinerary(
        app.ctx,
        currentUser(request).id,
        request.params.id,
        request.body.specialist_id,
      ),
  );

  app.put(
    `${BASE}/:id/role`,
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'Change a staff member’s role (never one’s own admin role); their sessions end',
        params,
        body: staffRoleSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) =>
      changeStaffRole(app.ctx, currentUser(request).id, request.params.id, request.body.role),
  );

  for (const action of ACTIONS) {
    app.post(
      `${BASE}/:id/${action.path}`,
      {
        preHandler: app.requireRole('Admin'),
        schema: { tags, summary: action.summary, params, response: { 200: staffMemberSchema } },
      },
      async (request) => action.run(app.ctx, currentUser(request).id, request.params.id),
    );
  }
}
