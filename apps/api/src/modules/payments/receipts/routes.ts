import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  RECEIPT_MESSAGES as M,
  parseReceiptKey,
  receiptSchema,
  receiptsResponseSchema,
  statementSchema,
} from '@camp/shared/receipts';
import { AppError } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { RATE_LIMITS } from '../../../plugins/rate-limit.js';
import {
  emailReceipt,
  getReceipt,
  getStatement,
  listReceipts,
  receiptDocument,
  statementDocument,
} from './service.js';

const receiptParams = z.object({ key: z.string().max(40) });
const yearParams = z.object({ year: urlIntField(M.yearInvalid) });
const childQuery = z.object({ child_id: urlIntField(M.childNotFound).optional() });

/** `<kind>-<id>` of a receipt; anything else names no receipt (404). */
function keyOf(raw: string) {
  const key = parseReceiptKey(raw);
  if (!key) throw AppError.notFound(M.notFound);
  return key;
}

const sendPdf = (reply: FastifyReply, doc: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);

/** The parent's receipts (one per payment) and year-end statements of care paid. */
export async function receiptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parent = app.requireRole('Parent');
  const tags = ['payments'];

  app.get(
    '/api/v1/parents/receipts',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'The family’s receipts, one per payment',
        description:
          'Activities paid in full (one checkout), each paid charge of a payment plan (the deposit and each instalment) and each paid package, newest first; amounts in cents, refunds subtracted in net_cents.',
        response: { 200: receiptsResponseSchema },
      },
    },
    async (request) => listReceipts(app.ctx, currentUser(request)),
  );

  app.get(
    '/api/v1/parents/receipts/:key',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'One receipt with what it paid for',
        description:
          'The key is `<kind>-<id>` as the list gives it. Each line names the child, the dates of care and the provider with its address and tax id. Another family’s receipt 404.',
        params: receiptParams,
        response: { 200: z.object({ receipt: receiptSchema }) },
      },
    },
    async (request) => {
      const { kind, id } = keyOf(request.params.key);
      return { receipt: await getReceipt(app.ctx, currentUser(request), kind, id) };
    },
  );

  app.get(
    '/api/v1/parents/receipts/:key/pdf',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'One receipt as a PDF',
        description: 'A US Letter PDF (attachment). Another family’s receipt 404.',
        params: receiptParams,
      },
    },
    async (request, reply) => {
      const { kind, id } = keyOf(request.params.key);
      return sendPdf(reply, await receiptDocument(app.ctx, currentUser(request), kind, id));
    },
  );

  app.post(
    '/api/v1/parents/receipts/:key/email',
    {
      preHandler: parent,
      config: { rateLimit: RATE_LIMITS.email },
      schema: {
        tags,
        summary: 'E-mail a copy of one receipt to the parent',
        description:
          'Queues the mail (outbox) to the account’s address, with a link to the receipts page where the PDF downloads. Another family’s receipt 404.',
        params: receiptParams,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { kind, id } = keyOf(request.params.key);
      return reply.status(202).send(await emailReceipt(app.ctx, currentUser(request), kind, id));
    },
  );

  app.get(
    '/api/v1/parents/statements/:year',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'The family’s statement of care paid in a year',
        description:
          'For dependent-care FSA claims and the child and dependent care credit: per child and provider (name, address, tax id), each activity’s dates of care and what was paid in the calendar year (of the family’s time zone: where its ZIP code is, Eastern time when unknown) less what was refunded in it, in cents. `child_id` gives one child’s statement; another family’s child 404. `years` lists the years with care paid.',
        params: yearParams,
        querystring: childQuery,
        response: { 200: z.object({ statement: statementSchema }) },
      },
    },
    async (request) => {
      const { statement } = await getStatement(
        app.ctx,
        currentUser(request),
        request.params.year,
        request.query.child_id,
      );
      return { statement };
    },
  );

  app.get(
    '/api/v1/parents/statements/:year/pdf',
    {
      preHandler: parent,
      schema: {
        tags,
        summary: 'The family’s (or one child’s) statement of a year as a PDF',
        description: 'The statement above as a US Letter PDF (attachment).',
        params: yearParams,
        querystring: childQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await statementDocument(
          app.ctx,
          currentUser(request),
          request.params.year,
          request.query.child_id,
        ),
      ),
  );
}
