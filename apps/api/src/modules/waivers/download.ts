import { WAIVER_MESSAGES as M } from '@camp/shared/waivers';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as repo from './repository.js';

/** A name safe in a Content-Disposition header. */
const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'waiver';

/**
 * The signed copy of a signature, for the family that signed it and the program's director
 * only: anyone else, whatever their role, is answered as if it did not exist (404).
 */
export async function signedPdf(
  ctx: AppContext,
  user: CurrentUser,
  signatureId: number,
): Promise<{ filename: string; bytes: Buffer }> {
  const row = await repo.findSignatureById(ctx.db, signatureId);
  if (!row) throw AppError.notFound(M.signatureNotFound);
  const program =
    row.parentId === user.id
      ? await catalogRepo.findProgramById(ctx.db, row.providerId)
      : await catalogRepo.findProgramOfDirector(ctx.db, row.providerId, user.id);
  if (!program) throw AppError.notFound(M.signatureNotFound);
  const bytes = await ctx.storage.get(row.pdfKey);
  if (!bytes) throw AppError.notFound(M.signatureNotFound);
  return {
    filename: `waiver-${slug(program.name)}-${row.season}-v${row.waiverVersion}-${row.id}.pdf`,
    bytes,
  };
}
