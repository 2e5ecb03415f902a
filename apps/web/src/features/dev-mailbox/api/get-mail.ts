import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailboxKeys } from './keys';
import type { MailboxMessage } from '@camp/shared/dev-mailbox';

export function getMail(id: number, signal?: AbortSignal): Promise<MailboxMessage> {
  return apiFetch<MailboxMessage>(`/api/dev/mailbox/${id}`, { signal, anonymous: true });
}

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }) => getMail(id, signal),
    // The body never changes; only status and sent_at do, and the list shows those.
    staleTime: 5 * 60_000,
  });
