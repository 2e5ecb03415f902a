import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTENDANCE_MESSAGES as M,
  attendanceSchema,
  checkInSchema,
  checkOutSchema,
  parentAttendanceSchema,
  rosterExportQuerySchema,
  rosterPageQuerySchema,
  rosterQuerySchema,
  rosterSchema,
  type Roster,
} from '@camp/shared/attendance';
import { sendCsv } from '../../lib/csv.js';
import { idParams, recordId } from '../../lib/record-id.js';
import { currentUser } from '../../plugins/auth.js';
import { rosterCsv, rosterFilename, rosterPdf } from './export.js';
import * as service from './service.js';

const childParams = z.object({ id: z.string(), childId: z.string() });
const activityId = (raw: string) => recordId(raw, M.activityNotFound);
const childId = (raw: string) => recordId(raw, M.childNotOnRoster);
const attendanceResponse = z.object({ attendance: attendanceSchema });

const AUDIT_NOTE =
  'Only the director of the activity’s program; another director’s activity 404. A date outside the activity’s dates or not one of its meeting days 422. Each child’s health answers read is recorded in the audit trail (action child_profile_read).';

const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** Rosters and attendance: the director's roster, check-in and check-out; the family's times. */
export async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const director = app.requireActiveDirector();
  const tags = ['attendance'];
  const base = '/api/v1/camp_directors/activities/:id/roster';

  app.get(
    base,
    {
      preHandler: director,
      schema: {
        tags,
        summary: 'The children booked in the activity on a meeting day, with health and pickups',
        description: `Without date, the first meeting day on or after today (the director’s date, UTC when absent), or the last one once the activity is over. ${AUDIT_NOTE}`,
        params: idParams,
        querystring: rosterPageQuerySchema,
        response: { 200: rosterSchema },
      },
    },
    async (request) =>
      service.roster(
        app.ctx,
        currentUser(request),
        activityId(request.params.id),
        request.query.date ?? { today: request.query.today },
      ),
  );

  // The roster as a file: CSV, or a printable PDF; times in the time zone `tz` (UTC when absent).
  const exports = [
    {
      format: 'csv',
      summary: 'The roster as CSV (times in the time zone `tz`, UTC when absent)',
      purpose: 'roster_csv',
      send: async (reply: FastifyReply, r: Roster, tz: string) =>
        sendCsv(reply, rosterFilename(r, 'csv'), rosterCsv(r, tz)),
    },
    {
      format: 'pdf',
      summary: 'The roster as a printable PDF (times in the time zone `tz`, UTC when absent)',
      purpose: 'roster_pdf',
      send: async (reply: FastifyReply, r: Roster, tz: string) =>
        sendPdf(reply, rosterFilename(r, 'pdf'), await rosterPdf(r, tz, app.ctx.now())),
    },
  ] as const;
  for (const { format, summary, purpose, send } of exports) {
    app.get(
      `${base}.${format}`,
      {
        preHandler: director,
        schema: {
          tags,
          summary,
          description: AUDIT_NOTE,
          params: idParams,
          querystring: rosterExportQuerySchema,
        },
      },
      async (request, reply) => {
        const r = await service.roster(
          app.ctx,
          currentUser(request),
          activityId(request.params.id),
          request.query.date,
          purpose,
        );
        return send(reply, r, request.query.tz);
      },
    );
  }

  app.post(
    `${base}/:childId/check_in`,
    {
      preHandler: director,
      schema: {
        tags,
        summary: 'Check the child in for the day (records the time and who did it)',
        description:
          '201 with the new record; 200 with the existing one when the child is already checked in (two taps at once make one record). A child without a paid place in the activity 404; a date after tomorrow (UTC) 422.',
        params: childParams,
        body: checkInSchema,
        response: { 200: attendanceResponse, 201: attendanceResponse },
      },
    },
    async (request, reply) => {
      const { created, attendance } = await service.checkIn(
        app.ctx,
        currentUser(request),
        activityId(request.params.id),
        childId(request.params.childId),
        request.body.date,
      );
      return reply.status(created ? 201 : 200).send({ attendance });
    },
  );

  app.post(
    `${base}/:childId/check_out`,
    {
      preHandler: director,
      schema: {
        tags,
        summary: 'Check the child out to a person on the child’s authorised pickup list',
        description: `Before the check-in 409 ("${M.notCheckedIn}"); a second check-out 409. A pickup_name not on the child’s authorised list (ignoring case) 422.`,
        params: childParams,
        body: checkOutSchema,
        response: { 200: attendanceResponse },
      },
    },
    async (request) => ({
      attendance: await service.checkOut(
        app.ctx,
        currentUser(request),
        activityId(request.params.id),
        childId(request.params.childId),
        request.body,
      ),
    }),
  );

  for (const [kind, step] of [
    ['in', 'check_in'],
    ['out', 'check_out'],
  ] as const) {
    app.delete(
      `${base}/:childId/${step}`,
      {
        preHandler: director,
        schema: {
          tags,
          summary:
            kind === 'out'
              ? 'Undo a check-out made by mistake: the child is checked in again'
              : 'Undo a check-in made by mistake: the day’s record is removed',
          description:
            kind === 'out'
              ? `200 with the record, checked in again. Not checked out 409 ("${M.notCheckedOut}").`
              : `204. Not checked in 409 ("${M.notCheckedInYet}"); checked out 409 ("${M.undoCheckOutFirst}").`,
          params: childParams,
          querystring: rosterQuerySchema,
          response: kind === 'out' ? { 200: attendanceResponse } : { 204: z.null() },
        },
      },
      async (request, reply) => {
        const attendance = await service.undoMark(
          app.ctx,
          currentUser(request),
          {
            activityId: activityId(request.params.id),
            childId: childId(request.params.childId),
            date: request.query.date,
          },
          kind,
        );
        return attendance ? { attendance } : reply.status(204).send();
      },
    );
  }

  app.get(
    '/api/v1/parents/itineraries/:id/attendance',
    {
      preHandler: app.requireRole('Parent'),
      schema: {
        tags,
        summary: 'The check-in and check-out times of the itinerary’s child, newest day first',
        description:
          'Per paid activity of the itinerary and day, with who checked the child in and out and whom the child went home with. Another family’s itinerary 404.',
        params: idParams,
        response: { 200: parentAttendanceSchema },
      },
    },
    async (request) =>
      service.parentAttendance(
        app.ctx,
        currentUser(request),
        recordId(request.params.id, M.itineraryNotFound),
      ),
  );
}
