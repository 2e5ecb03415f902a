import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@camp/shared/contact';
import { apiFetch } from '../../../lib/api-client';

export interface ContactMessageReceipt {
  id: number;
  created_at: string;
}

/** POST /api/v1/contact_messages: stores the message for the team. */
export function sendContactMessage(input: ContactInput): Promise<ContactMessageReceipt> {
  return apiFetch<ContactMessageReceipt>('/api/v1/contact_messages', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
