import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The answer to a body that claims to be multipart and is not well-formed multipart. */
export const MALFORMED_MULTIPART = 'The request body is not well-formed multipart data.';

type FileLimits = NonNullable<Parameters<FastifyRequest['file']>[0]>['limits'];

/**
 * The first file of a multipart request and its bytes, or null when the form has none. Every
 * multipart route reads its upload through here: the parser's limits and content-type errors
 * keep their status (413, 406), and a body it cannot parse (no closing boundary, a broken part
 * header, bytes that end early) is a 400 in the error shape, never a 500.
 */
export async function readFirstFile(
  request: FastifyRequest,
  limits: FileLimits,
): Promise<{ part: MultipartFile; bytes: Buffer } | null> {
  try {
    const part = await request.file({ limits });
    if (!part) return null;
    return { part, bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
      throw err;
    throw AppError.badRequest(MALFORMED_MULTIPART);
  }
}
