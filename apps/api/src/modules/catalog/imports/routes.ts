import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { XLSX_MIME_TYPE } from '@camp/shared/upload';
import {
  activityImportListSchema,
  deletedActivitiesResultSchema,
  importActivitiesResultSchema,
} from '@camp/shared/activity-import';
import { urlIntField } from '@camp/shared/number';
import { currentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/app-error.js';
import { FILE_LABEL, IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './limits.js';
import { readFirstFile } from '../../../lib/multipart.js';
import { recordId } from '../../../lib/record-id.js';
import * as service from './service.js';

/** Imports parse a workbook of up to 10,000 rows: a few a minute is plenty for a person. */
const IMPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
/** The template is built per request (it lists the current interests); cheap, but public. */
const TEMPLATE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const programId = (raw: string) => recordId(raw, service.PROGRAM_NOT_FOUND);

const fileError = (message: string, status = 422) =>
  new AppError(status, { [FILE_LABEL]: [message] }, 'validation');

/** The uploaded file's bytes (the first file part, whatever its field name), at most 10 MB. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(IMPORT_MESSAGES.fileRequired);
  try {
    const upload = await readFirstFile(request, {
      fileSize: MAX_IMPORT_BYTES,
      files: 1,
      fields: 10,
      parts: 20,
    });
    if (!upload || upload.bytes.length === 0) throw fileError(IMPORT_MESSAGES.fileRequired);
    return upload.bytes;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(IMPORT_MESSAGES.fileTooLarge, 413);
    }
    throw err;
  }
}

/** Bulk import of activities from an .xlsx file, and its template. */
export async function directorImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Multipart parsing for this plugin's routes only (unless the app already parses it).
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    '/api/v1/camp_directors/download_templates/activities',
    {
      config: { rateLimit: TEMPLATE_RATE_LIMIT },
      schema: {
        tags: ['camp directors'],
        summary: 'The .xlsx template of the bulk activity import',
        description:
          'Public on purpose: it is opened by a plain link (no bearer token) and holds no data beyond the public lists of camp types, grade levels, interests and skills. One column per activity form field, an example row, and an "Allowed values" sheet with dropdowns on the camp type and grade columns.',
      },
    },
    async (_request, reply) => {
      const file = await service.activitiesTemplate(app.ctx);
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', 'attachment; filename="activities-template.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/api/v1/camp_directors/activity_providers/:id/imports',
    {
      preHandler: app.requireActiveDirector(),
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['camp directors'],
        summary: 'Import activities into a program from an .xlsx file (multipart, field "file")',
        description:
          'Only .xlsx content is accepted (a ZIP workbook, whatever the name), at most 10 MB and 10,000 rows. Every row is checked with the activity form rules; any error rejects the whole file with 422 and errors labelled "Row N, Column" (file-wide problems under "File"). On success all rows are created in one transaction. Another director’s program answers 404.',
        params: z.object({ id: z.string() }),
        response: { 201: importActivitiesResultSchema },
      },
    },
    async (request, reply) => {
      const result = await service.importActivities(
        app.ctx,
        currentUser(request),
        programId(request.params.id),
        () => readUpload(request),
      );
      return reply.status(201).send(result);
    },
  );

  undoRoutes(fastify);
}

const importIdParams = z.object({ id: urlIntField() });
const UNDO_DESCRIPTION =
  'Deletes every activity the import created, in one transaction, or none: 422 naming the activities families have booked (on an itinerary or in a friend invitation) or that have duplicates. 409 once undone (of two undos at once, one succeeds). Audited.';

/** The director's list of their program's imports, and undoing one (the director or an admin). */
function undoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/camp_directors/activity_providers/:id/imports',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: "The program's bulk imports, newest first",
        params: z.object({ id: z.string() }),
        response: { 200: activityImportListSchema },
      },
    },
    async (request) => ({
      imports: await service.listImports(
        app.ctx,
        currentUser(request),
        programId(request.params.id),
      ),
    }),
  );

  app.post(
    '/api/v1/camp_directors/imports/:id/undo',
    {
      preHandler: app.requireActiveDirector(),
      schema: {
        tags: ['camp directors'],
        summary: 'Undo a bulk import into one of the director’s programs',
        description: `${UNDO_DESCRIPTION} Another director’s import answers 404.`,
        params: importIdParams,
        response: { 200: deletedActivitiesResultSchema },
      },
    },
    async (request) => service.undoImport(app.ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/api/v1/admins/imports/:id/undo',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags: ['admins'],
        summary: 'Undo any director’s bulk import',
        description: UNDO_DESCRIPTION,
        params: importIdParams,
        response: { 200: deletedActivitiesResultSchema },
      },
    },
    async (request) => service.undoImport(app.ctx, currentUser(request), request.params.id),
  );
}
