import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { programWaivers, waiverSignatures } from '../../db/schema/program-waivers.js';

// The program waivers and their signatures: only this module reads or writes these two tables.

export type WaiverRow = typeof programWaivers.$inferSelect;
export type SignatureRow = typeof waiverSignatures.$inferSelect;
export type NewSignature = typeof waiverSignatures.$inferInsert;

/** The program's current waiver (none replaced it), or null. `lock` takes its row lock. */
export async function currentWaiver(
  db: DbOrTx,
  providerId: number,
  lock = false,
): Promise<WaiverRow | null> {
  const query = db
    .select()
    .from(programWaivers)
    .where(and(eq(programWaivers.providerId, providerId), isNull(programWaivers.replacedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The current waivers of these programs, by program id. */
export async function currentWaivers(
  db: DbOrTx,
  providerIds: readonly number[],
): Promise<Map<number, WaiverRow>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(programWaivers)
    .where(
      and(inArray(programWaivers.providerId, [...providerIds]), isNull(programWaivers.replacedAt)),
    );
  return new Map(rows.map((r) => [r.providerId, r]));
}

/** The highest version the program ever had (0 when none). */
export async function lastVersion(db: DbOrTx, providerId: number): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`COALESCE(MAX(${programWaivers.version}), 0)::int` })
    .from(programWaivers)
    .where(eq(programWaivers.providerId, providerId));
  return row?.v ?? 0;
}

export async function replaceWaiver(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(programWaivers).set({ replacedAt: at }).where(eq(programWaivers.id, id));
}

export async function insertWaiver(
  db: DbOrTx,
  values: typeof programWaivers.$inferInsert,
): Promise<WaiverRow> {
  const [row] = await db.insert(programWaivers).values(values).returning();
  return row!;
}

export async function setRequired(db: DbOrTx, id: number, required: boolean): Promise<WaiverRow> {
  const [row] = await db
    .update(programWaivers)
    .set({ required })
    .where(eq(programWaivers.id, id))
    .returning();
  return row!;
}

/** The signatures of these waiver versions for one child, by `waiverId:season`. */
export async function signaturesOfChild(
  db: DbOrTx,
  childId: number,
  waiverIds: readonly number[],
): Promise<Map<string, SignatureRow>> {
  if (waiverIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(waiverSignatures)
    .where(
      and(
        eq(waiverSignatures.childId, childId),
        inArray(waiverSignatures.waiverId, [...waiverIds]),
      ),
    );
  return new Map(rows.map((r) => [`${r.waiverId}:${r.season}`, r]));
}

/** The signatures of these waiver versions for these children, by `waiverId:childId:season`. */
export async function signaturesOfChildren(
  db: DbOrTx,
  childIds: readonly number[],
  waiverIds: readonly number[],
): Promise<Map<string, SignatureRow>> {
  if (childIds.length === 0 || waiverIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(waiverSignatures)
    .where(
      and(
        inArray(waiverSignatures.childId, [...childIds]),
        inArray(waiverSignatures.waiverId, [...waiverIds]),
      ),
    );
  return new Map(rows.map((r) => [`${r.waiverId}:${r.childId}:${r.season}`, r]));
}

/** Inserts the signature once per waiver version, child and season; null when one exists. */
export async function insertSignature(
  db: DbOrTx,
  values: NewSignature,
): Promise<SignatureRow | null> {
  const [row] = await db.insert(waiverSignatures).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findSignature(
  db: DbOrTx,
  waiverId: number,
  childId: number,
  season: number,
): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(waiverSignatures)
    .where(
      and(
        eq(waiverSignatures.waiverId, waiverId),
        eq(waiverSignatures.childId, childId),
        eq(waiverSignatures.season, season),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findSignatureById(db: DbOrTx, id: number): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(waiverSignatures)
    .where(eq(waiverSignatures.id, id))
    .limit(1);
  return row ?? null;
}

/** Every signature of the program, newest first, with the version each signed. */
export function signaturesOfProgram(db: DbOrTx, providerId: number, limit: number) {
  return db
    .select()
    .from(waiverSignatures)
    .where(eq(waiverSignatures.providerId, providerId))
    .orderBy(desc(waiverSignatures.signedAt), desc(waiverSignatures.id))
    .limit(limit);
}

export async function findWaiverById(db: DbOrTx, id: number): Promise<WaiverRow | null> {
  const [row] = await db.select().from(programWaivers).where(eq(programWaivers.id, id)).limit(1);
  return row ?? null;
}
