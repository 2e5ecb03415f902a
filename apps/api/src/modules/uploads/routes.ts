import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logoBlobSchema } from '@camp/shared/upload';
import { waiverPdfBlobSchema } from '@camp/shared/waivers';
import { wrapped } from '@camp/shared/request-wrapper';
import { currentUser } from '../../plugins/auth.js';
import { errorBody } from '../../plugins/errors.js';
import * as service from './service.js';

/** Per IP: generous for a person picking a few logos, tight for a script filling the disk. */
export const UPLOAD_RATE_LIMITS = {
  create: { max: 30, timeWindow: 10 * 60_000 },
  put: { max: 30, timeWindow: 10 * 60_000 },
  read: { max: 600, timeWindow: 60_000 },
} as const;

const directUploadResponseSchema = z.object({
  signed_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  checksum: z.string(),
  direct_upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});

/**
 * Direct uploads (Active Storage's protocol) for program logos, and the stable URL that serves
 * them. Files live in `ctx.storage` (lib/storage.ts).
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The PUT sends the raw file with its own content type; in this plugin's scope any body that
  // is not JSON arrives as bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/rails/active_storage/direct_uploads',
    {
      preHandler: app.authenticate,
      config: { rateLimit: UPLOAD_RATE_LIMITS.create },
      schema: {
        tags: ['uploads'],
        summary: 'Start a direct upload of a logo (JPEG or PNG, at most 1 MB)',
        description:
          'Answers the signed_id and where to PUT the bytes (url and headers, valid 10 minutes). The signed_id can be attached once the PUT succeeds, by its uploader only.',
        body: wrapped('blob', logoBlobSchema),
        response: { 200: directUploadResponseSchema },
      },
    },
    async (request) => service.createDirectUpload(app.ctx, currentUser(request), request.body.blob),
  );

  app.post(
    '/api/v1/camp_directors/waiver_documents',
    {
      preHandler: app.requireRole('CampDirector'),
      config: { rateLimit: UPLOAD_RATE_LIMITS.create },
      schema: {
        tags: ['uploads'],
        summary: 'Start a direct upload of a waiver document (a PDF, at most 5 MB)',
        description:
          'As the logo’s direct upload: answers the signed_id and where to PUT the bytes. The PUT checks the bytes by content: a readable, unencrypted PDF with at least one page.',
        body: wrapped('blob', waiverPdfBlobSchema),
        response: { 200: directUploadResponseSchema },
      },
    },
    async (request) =>
      service.createDirectUpload(app.ctx, currentUser(request), request.body.blob, 'waiver_pdf'),
  );

  app.put(
    '/rails/active_storage/disk/*',
    {
      bodyLimit: service.UPLOAD_MAX_BYTES,
      config: { rateLimit: UPLOAD_RATE_LIMITS.put },
      // Past the body limit Fastify stops reading; say so with the spec's message.
      errorHandler: (err: FastifyError, request, reply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          const token = (request.params as { '*'?: string })['*'] ?? '';
          void reply.status(413).send(errorBody({ file: [service.tooLargeMessage(token)] }));
          return;
        }
        throw err;
      },
      schema: {
        tags: ['uploads'],
        summary: 'The file bytes of a direct upload',
        description:
          'Checked against the declared size and MD5, and by content: JPEG or PNG for a logo, a readable PDF for a waiver document. 204 when stored.',
        // A wildcard: the token is longer than a route parameter may be.
        params: z.object({ '*': z.string().max(4096) }),
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await service.completeDirectUpload(app.ctx, request.params['*'], body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/rails/active_storage/blobs/:signed_id/:filename',
    {
      config: { rateLimit: UPLOAD_RATE_LIMITS.read },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file (public, by its unguessable signed_id)',
        params: z.object({ signed_id: z.string().max(128), filename: z.string().max(255) }),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await service.readBlob(app.ctx, request.params.signed_id);
      return (
        reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          // A signed_id never changes content.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes)
      );
    },
  );
}
