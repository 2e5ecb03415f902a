/**
 * The families aggregate: a parent's children and their questionnaires. The only code that
 * writes these tables. Queries only, no rules.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { anyRow } from '../../db/any-row.js';
import type { DbOrTx } from '../../db/client.js';
import { children } from '../../db/schema/children.js';
import { questionnaires } from '../../db/schema/questionnaires.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireValues = Omit<
  typeof questionnaires.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ChildValues = Pick<
  typeof children.$inferInsert,
  'parentId' | 'firstName' | 'age' | 'risingGradeLevel'
>;
export type ChildRow = typeof children.$inferSelect;
/** A profile's own columns, as the family writes them (the health envelope apart). */
export type ChildProfileColumns = Pick<
  typeof children.$inferInsert,
  'firstName' | 'dateOfBirth' | 'risingGradeLevel' | 'emergencyContacts' | 'authorizedPickups'
>;
/** The envelope of a child's health answers (all three set, or none). */
export interface HealthEnvelopeColumns {
  healthKeyId: string;
  healthDataKey: string;
  healthSealed: string;
}

/** What a deleted child's name becomes wherever it is kept. */
export const DELETED_CHILD_NAME = 'Deleted child';

// ---- reads ---------------------------------------------------------------------------------

export async function findChild(db: DbOrTx, id: number) {
  const [row] = await db.select().from(children).where(eq(children.id, id));
  return row ?? null;
}

/** Several children by id (a parent's itinerary list), in no particular order. */
export function findChildren(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(children)
    .where(inArray(children.id, [...ids]));
}

/** Several questionnaires by id (a parent's itinerary list), in no particular order. */
export function findQuestionnaires(
  db: DbOrTx,
  ids: readonly number[],
): Promise<QuestionnaireRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questionnaires)
    .where(inArray(questionnaires.id, [...ids]));
}

export async function findQuestionnaire(db: DbOrTx, id: number): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row ?? null;
}

/** The parent's own questionnaire; null for another parent's or a missing one. */
export async function findOwnQuestionnaire(
  db: DbOrTx,
  id: number,
  parentId: number,
  opts: { lock?: boolean } = {},
): Promise<QuestionnaireRow | null> {
  const q = questionnaires;
  const query = db.select().from(q).where(and(eq(q.id, id), eq(q.parentId, parentId))).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Newest first (id breaks ties between same-instant rows). */
export function questionnairesOfParent(db: DbOrTx, parentId: number): Promise<QuestionnaireRow[]> {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.parentId, parentId))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
}

export function countQuestionnairesOfParent(db: DbOrTx, parentId: number): Promise<number> {
  return db.$count(questionnaires, eq(questionnaires.parentId, parentId));
}

/** Whether the parent has submitted a questionnaire (a session fact). */
export function hasSubmittedQuestionnaire(db: DbOrTx, userId: number): Promise<boolean> {
  const q = questionnaires;
  return anyRow(db, q, and(eq(q.parentId, userId), eq(q.status, 'submitted')));
}

// ---- writes --------------------------------------------------------------------------------

/** The name goes, and with it everything the profile holds about the child and their people. */
export async function anonymiseChildren(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(children)
    .set({
      firstName: DELETED_CHILD_NAME,
      dateOfBirth: null,
      emergencyContacts: [],
      authorizedPickups: [],
      healthKeyId: null,
      healthDataKey: null,
      healthSealed: null,
    })
    .where(eq(children.parentId, parentId));
}

/**
 * The child's answers that say who and where the family is go; the planning answers (age,
 * grade, interests, dates, budget) stay, as specialists and providers read them on itineraries
 * and orders and they no longer point at anyone.
 */
export async function anonymiseQuestionnaires(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(questionnaires)
    .set({
      formId: null,
      childFirstName: DELETED_CHILD_NAME,
      specifyAccessibility: null,
      otherInterests: null,
      lastComments: null,
      campName: null,
      nameOfSecondCamp: null,
      nameOfThirdCamp: null,
      nameOfFourthCamp: null,
      addressStreet: null,
      zipCode: null,
      latitude: null,
      longitude: null,
    })
    .where(eq(questionnaires.parentId, parentId));
}

export async function insertQuestionnaire(
  db: DbOrTx,
  values: QuestionnaireValues,
): Promise<QuestionnaireRow> {
  const [row] = await db.insert(questionnaires).values(values).returning();
  return row!;
}

export async function updateQuestionnaire(
  db: DbOrTx,
  id: number,
  values: Partial<QuestionnaireValues>,
): Promise<QuestionnaireRow> {
  const [row] = await db
    .update(questionnaires)
    .set(values)
    .where(eq(questionnaires.id, id))
    .returning();
  return row!;
}

/**
 * Replaces a camp type's name in every questionnaire's camp type answers (the four date ranges'
 * lists), for a camp type renamed. Returns how many questionnaires changed.
 */
export async function renameCampTypeAnswers(db: DbOrTx, from: string, to: string): Promise<number> {
  const q = questionnaires;
  const lists = [
    q.campType,
    q.secondDateCampPreference,
    q.thirdDateCampPreference,
    q.fourthDateCampPreference,
  ] as const;
  const replaced = (col: (typeof lists)[number]) => sql`array_replace(${col}, ${from}, ${to})`;
  const rows = await db
    .update(q)
    .set({
      campType: replaced(q.campType),
      secondDateCampPreference: replaced(q.secondDateCampPreference),
      thirdDateCampPreference: replaced(q.thirdDateCampPreference),
      fourthDateCampPreference: replaced(q.fourthDateCampPreference),
    })
    .where(or(...lists.map((col) => sql`${from} = ANY(${col})`)))
    .returning({ id: q.id });
  return rows.length;
}

export async function insertChild(db: DbOrTx, values: ChildValues): Promise<number> {
  const [row] = await db.insert(children).values(values).returning({ id: children.id });
  return row!.id;
}

export async function updateChild(
  db: DbOrTx,
  id: number,
  values: Omit<ChildValues, 'parentId'>,
): Promise<void> {
  await db.update(children).set(values).where(eq(children.id, id));
}

/** The parent's children, oldest record first. */
export function childrenOfParent(db: DbOrTx, parentId: number) {
  return db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** The parent's own child; null for another parent's or a missing one. */
export async function findOwnChild(
  db: DbOrTx,
  id: number,
  parentId: number,
  opts: { lock?: boolean } = {},
): Promise<ChildRow | null> {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, id), eq(children.parentId, parentId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new child's profile (its health envelope is written next, once the row has its id). */
export async function insertChildProfile(
  db: DbOrTx,
  parentId: number,
  values: ChildProfileColumns,
): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ ...values, parentId })
    .returning();
  return row!;
}

export async function updateChildProfile(
  db: DbOrTx,
  id: number,
  values: Partial<ChildProfileColumns> & Partial<HealthEnvelopeColumns>,
): Promise<ChildRow> {
  const [row] = await db.update(children).set(values).where(eq(children.id, id)).returning();
  return row!;
}

/** Up to `limit` children whose health data key is sealed under another key than `keyId`. */
export function childrenSealedUnderOtherKeys(db: DbOrTx, keyId: string, limit: number) {
  return db
    .select({
      id: children.id,
      healthKeyId: children.healthKeyId,
      healthDataKey: children.healthDataKey,
      healthSealed: children.healthSealed,
    })
    .from(children)
    .where(and(ne(children.healthKeyId, keyId), isNotNull(children.healthKeyId)))
    .orderBy(asc(children.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Re-seals one child's data key (the record itself is unchanged). */
export async function setHealthDataKey(
  db: DbOrTx,
  id: number,
  keyId: string,
  dataKey: string,
): Promise<void> {
  await db
    .update(children)
    .set({ healthKeyId: keyId, healthDataKey: dataKey })
    .where(eq(children.id, id));
}
