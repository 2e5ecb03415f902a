/**
 * The families aggregate: a parent's children and their questionnaires. The only code that
 * writes these tables. Queries only, no rules.
 */
import { asc, eq } from 'drizzle-orm';
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

/** What a deleted child's name becomes wherever it is kept. */
export const DELETED_CHILD_NAME = 'Deleted child';


export async function anonymiseChildren(db: DbOrTx, parentId: number): Promise<void> {
  await db
    .update(children)
    .set({ firstName: DELETED_CHILD_NAME })
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
