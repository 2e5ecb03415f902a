import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailboxKeys } from './keys';
import type { MailboxItem, MailboxList } from '@camp/shared/dev-mailbox';

export async function listMails(signal?: AbortSignal): Promise<MailboxItem[]> {
  const body = await apiFetch<MailboxList>('/api/dev/mailbox', {
    signal,
    anonymous: true,
    query: { limit: 200 },
  });
  return body.mails;
}

/** Polls every few seconds: the outbox worker delivers within about a second of an action. */
export const mailListQuery = () =>
  queryOptions({
    queryKey: mailboxKeys.list(),
    queryFn: ({ signal }) => listMails(signal),
    refetchInterval: 3000,
    staleTime: 0,
  });
