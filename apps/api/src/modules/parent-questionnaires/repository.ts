import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { users } from '../../db/schema/users.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireValues = Omit<
  typeof questionnaires.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ItineraryRow = typeof itineraries.$inferSelect;
export type ChildValues = Pick<
  typeof children.$inferInsert,
  'parentId' | 'firstName' | 'age' | 'risingGradeLevel'
>;

/** The itinerary a questionnaire led to (its newest, should a specialist start over). */
export type ItineraryState = Pick<ItineraryRow, 'id' | 'status'>;

export async function listOfParent(db: DbOrTx, parentId: number): Promise<QuestionnaireRow[]> {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.parentId, parentId))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
}

export async function countOfParent(db: DbOrTx, parentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaires)
    .where(eq(questionnaires.parentId, parentId));
  return row?.n ?? 0;
}

/** The parent's own questionnaire; null for another parent's or a missing one. */
export async function findOwn(
  db: DbOrTx,
  id: number,
  parentId: number,
  opts: { lock?: boolean } = {},
): Promise<QuestionnaireRow | null> {
  const query = db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.parentId, parentId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Newest itinerary per questionnaire. */
export async function itinerariesOf(
  db: DbOrTx,
  questionnaireIds: number[],
): Promise<Map<number, ItineraryState>> {
  const result = new Map<number, ItineraryState>();
  if (questionnaireIds.length === 0) return result;
  const rows = await db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      questionnaireId: itineraries.questionnaireId,
    })
    .from(itineraries)
    .where(inArray(itineraries.questionnaireId, questionnaireIds))
    .orderBy(desc(itineraries.createdAt), desc(itineraries.id));
  for (const { questionnaireId, ...state } of rows) {
    if (questionnaireId !== null && !result.has(questionnaireId)) {
      result.set(questionnaireId, state);
    }
  }
  return result;
}

/**
 * Locks the parent's account row until the transaction ends, so two requests for a new
 * questionnaire cannot both pass the one-questionnaire limit.
 */
export async function lockParent(db: DbOrTx, parentId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, parentId)).for('update');
}
