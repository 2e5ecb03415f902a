import type { DbOrTx } from '../../../db/client.js';
import { specialistNotes } from '../../../db/schema/specialist-notes.js';

export async function insertNoteHistory(db: DbOrTx, values: typeof specialistNotes.$inferInsert) {
  await db.insert(specialistNotes).values(values);
}
