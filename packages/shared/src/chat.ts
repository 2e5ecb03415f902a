import { z } from 'zod';
import { idField } from './number';
import { whenMissing } from './text';

// MIA chat message (parent document, section 5: "trimmed, required"). Only trimmed, not
// collapsed: a question may be laid out over several lines.

export const CHAT_MESSAGE_REQUIRED = 'This field should be filled';
export const CHAT_MESSAGE_TOO_LONG = 'Message is too long';
/** Bound on one question, so one message cannot flood the assistant's context. */
export const CHAT_MESSAGE_MAX = 4000;

export const chatMessageSchema = z.object({
  text: z
    .string({ error: whenMissing(CHAT_MESSAGE_REQUIRED) })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  itinerary_id: idField('Itinerary is required'),
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
