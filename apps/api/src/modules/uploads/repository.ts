import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFile = typeof uploadedFiles.$inferInsert;

export async function findBySignedId(
  db: DbOrTx,
  signedId: string,
): Promise<UploadedFileRow | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.signedId, signedId))
    .limit(1);
  return row ?? null;
}

export async function findById(db: DbOrTx, id: number): Promise<UploadedFileRow | null> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return row ?? null;
}

/** Inserts the file's row; null when its signed_id is already taken (a repeated upload). */
export async function insertFile(
  db: DbOrTx,
  values: NewUploadedFile,
): Promise<UploadedFileRow | null> {
  const [row] = await db.insert(uploadedFiles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
