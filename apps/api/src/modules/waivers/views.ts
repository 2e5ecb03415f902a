import { waiverSignaturePdfPath, type Waiver, type WaiverSignature } from '@camp/shared/waivers';
import type { DbOrTx } from '../../db/client.js';
import * as uploads from '../uploads/index.js';
import type { SignatureRow, WaiverRow } from './repository.js';

// What the answers show of a waiver version and of a signature.

export async function waiverView(db: DbOrTx, row: WaiverRow): Promise<Waiver> {
  const file = row.fileId ? await uploads.findUploadById(db, row.fileId) : null;
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    kind: row.fileId ? 'pdf' : 'text',
    body: row.body,
    document: file?.signedId ?? null,
    document_url: file ? uploads.blobPath(file.signedId, file.filename) : null,
    document_filename: file?.filename ?? null,
    sha256: row.sha256,
    required: row.required,
    created_at: row.createdAt.toISOString(),
  };
}

export interface SignatureNames {
  programName: string;
  childName: string;
  parentName: string;
}

export function signatureView(
  row: SignatureRow,
  names: SignatureNames,
  currentWaiverId: number | null,
): WaiverSignature {
  return {
    id: row.id,
    program_id: row.providerId,
    program_name: names.programName,
    child_name: names.childName,
    parent_name: names.parentName,
    signer_name: row.signerName,
    signed_on: row.signedOn,
    signed_at: row.signedAt.toISOString(),
    season: row.season,
    waiver_version: row.waiverVersion,
    document_sha256: row.documentSha256,
    current: row.waiverId === currentWaiverId,
    pdf_path: waiverSignaturePdfPath(row.id),
  };
}
