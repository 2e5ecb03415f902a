import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact-messages.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(
  db: DbOrTx,
  message: NewContactMessage,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}
