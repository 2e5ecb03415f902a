import type { Contact } from '@camp/shared/contact';
import type { AppContext } from '../../context.js';
import * as repo from './repository.js';

export interface ContactReceipt {
  id: number;
  created_at: string;
}

/**
 * Stores a message from the contact-us page for the team. (No mail template for forwarding it
 * to the info address exists yet; when one does, enqueue it here in the same transaction.)
 */
export async function submitMessage(ctx: AppContext, input: Contact): Promise<ContactReceipt> {
  const row = await repo.insertMessage(ctx.db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
  });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
