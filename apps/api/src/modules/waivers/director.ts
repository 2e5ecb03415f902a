import { createHash } from 'node:crypto';
import {
  WAIVER_MESSAGES as M,
  WAIVER_PDF_MIME_TYPE,
  type DirectorSignaturesResponse,
  type DirectorWaiverResponse,
  type WaiverInput,
} from '@camp/shared/waivers';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import * as familiesRepo from '../../data/families/repository.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as auditRepo from '../../data/audit/repository.js';
import * as uploads from '../uploads/index.js';
import * as repo from './repository.js';
import { signatureView, waiverView } from './views.js';

// The director's side: the program's waiver (written or uploaded, required or optional) and the
// signatures it collected.

export const PROGRAM_NOT_FOUND = 'Program not found';
/** The most signatures one answer lists (newest first). */
export const SIGNATURES_LIST_MAX = 500;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export async function getWaiver(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
): Promise<DirectorWaiverResponse> {
  const program = await catalogRepo.findProgramOfDirector(ctx.db, programId, director.id);
  if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);
  const current = await repo.currentWaiver(ctx.db, programId);
  return { waiver: current ? await waiverView(ctx.db, current) : null };
}

/** The document the form names: the written text, or an uploaded PDF of the director's. */
async function documentOf(
  tx: DbOrTx,
  director: CurrentUser,
  input: WaiverInput,
  current: repo.WaiverRow | null,
): Promise<{ body: string | null; fileId: number | null; sha256: string }> {
  if (input.body) return { body: input.body, fileId: null, sha256: sha256(input.body) };
  const kept = current?.fileId ? await uploads.findUploadById(tx, current.fileId) : null;
  // Keeping the current document is always fine; a new one must be the director's own PDF.
  const file =
    kept && kept.signedId === input.document
      ? kept
      : await uploads.findOwnedUpload(tx, input.document ?? '', director.id);
  if (!file || file.contentType !== WAIVER_PDF_MIME_TYPE)
    throw AppError.field('document', M.documentInvalid);
  // uploaded_files.checksum is the SHA-256 of the bytes the upload checked and stored.
  return { body: null, fileId: file.id, sha256: file.checksum };
}

/**
 * PUT …/waiver. A new title or document is a new version (the current one is replaced and its
 * signatures stop counting for bookings); `required` alone changes the current version in place.
 * The program's row lock serialises a director's concurrent saves.
 */
export async function putWaiver(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
  input: WaiverInput,
): Promise<DirectorWaiverResponse> {
  return ctx.db.transaction(async (tx) => {
    if (!(await catalogRepo.lockProgramOfDirector(tx, programId, director.id)))
      throw AppError.notFound(PROGRAM_NOT_FOUND);
    const current = await repo.currentWaiver(tx, programId, true);
    const doc = await documentOf(tx, director, input, current);
    if (
      current &&
      current.sha256 === doc.sha256 &&
      current.fileId === doc.fileId &&
      current.title === input.title
    ) {
      if (current.required === input.required) return { waiver: await waiverView(tx, current) };
      const row = await repo.setRequired(tx, current.id, input.required);
      await auditWaiver(tx, director, programId, current, row);
      return { waiver: await waiverView(tx, row) };
    }
    const now = ctx.now();
    if (current) await repo.replaceWaiver(tx, current.id, now);
    const row = await repo.insertWaiver(tx, {
      providerId: programId,
      version: (await repo.lastVersion(tx, programId)) + 1,
      title: input.title,
      body: doc.body,
      fileId: doc.fileId,
      sha256: doc.sha256,
      required: input.required,
      createdById: director.id,
      createdAt: now,
    });
    await auditWaiver(tx, director, programId, current, row);
    return { waiver: await waiverView(tx, row) };
  });
}

/** DELETE …/waiver: the program no longer asks for a signature; past signatures are kept. */
export async function removeWaiver(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await catalogRepo.lockProgramOfDirector(tx, programId, director.id)))
      throw AppError.notFound(PROGRAM_NOT_FOUND);
    const current = await repo.currentWaiver(tx, programId, true);
    if (!current) return;
    await repo.replaceWaiver(tx, current.id, ctx.now());
    await auditWaiver(tx, director, programId, current, null);
  });
}

type WaiverState = Pick<repo.WaiverRow, 'id' | 'version' | 'title' | 'required'> | null;

const statusOf = (w: WaiverState) => (w === null ? 'none' : w.required ? 'required' : 'optional');
const stateOf = (w: WaiverState) =>
  w && { waiver_id: w.id, version: w.version, title: w.title, required: w.required };

/**
 * What a program asks families to sign decides who may book it, so each change of its waiver (a
 * new version, required or not, removed) is written to the audit trail in the change's
 * transaction, with the waiver before and after.
 */
async function auditWaiver(
  tx: DbOrTx,
  director: CurrentUser,
  programId: number,
  before: WaiverState,
  after: WaiverState,
): Promise<void> {
  await auditRepo.insert(tx, {
    actorId: director.id,
    entityType: 'activity_providers',
    entityId: programId,
    action: after === null ? 'program_waiver_removed' : 'program_waiver_changed',
    fromStatus: statusOf(before),
    toStatus: statusOf(after),
    data: { before: stateOf(before), after: stateOf(after) },
  });
}

/** The program's signatures, newest first, every version's. */
export async function listSignatures(
  ctx: AppContext,
  director: CurrentUser,
  programId: number,
): Promise<DirectorSignaturesResponse> {
  const program = await catalogRepo.findProgramOfDirector(ctx.db, programId, director.id);
  if (!program) throw AppError.notFound(PROGRAM_NOT_FOUND);
  const rows = await repo.signaturesOfProgram(ctx.db, programId, SIGNATURES_LIST_MAX);
  const [kids, parents, current] = await Promise.all([
    familiesRepo.findChildren(ctx.db, [...new Set(rows.map((r) => r.childId))]),
    accountsRepo.findUsersByIds(ctx.db, [...new Set(rows.map((r) => r.parentId))]),
    repo.currentWaiver(ctx.db, programId),
  ]);
  const childName = new Map(kids.map((c) => [c.id, c.firstName]));
  const parentName = new Map(parents.map((p) => [p.id, p.name]));
  return {
    signatures: rows.map((r) =>
      signatureView(
        r,
        {
          programName: program.name,
          childName: childName.get(r.childId) ?? '',
          parentName: parentName.get(r.parentId) ?? '',
        },
        current?.id ?? null,
      ),
    ),
  };
}
