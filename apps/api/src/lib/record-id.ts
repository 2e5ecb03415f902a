import { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * A record id from a route parameter. Ids are positive integers; anything else cannot name a
 * record, so it is answered like a missing one (404 with `notFound`).
 */
export function recordId(raw: string, notFound: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw AppError.notFound(notFound);
  return id;
}

/**
 * The parameters of a route that names one record. The id stays text here: a malformed one is
 * answered by recordId in the handler, like a missing record (404), and only after the route's
 * role checks, so a stranger cannot probe ids.
 */
export const idParams = z.object({ id: z.string() });
