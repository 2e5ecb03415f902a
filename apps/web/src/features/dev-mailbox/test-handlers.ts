import type { MailboxList, MailboxMessage } from '@camp/shared/dev-mailbox';
import { apiError, apiRoute, type Answer } from '../../test-server';

/** The development mailbox's endpoints, answered with the shared types. */
export const mailboxApi = {
  /** GET /api/dev/mailbox (its query: the page's limit). */
  list: (answer: Answer<null, MailboxList>) => apiRoute('get', '/api/dev/mailbox', answer),
  /** GET /api/dev/mailbox/:id: `mails` by id, any other id a 404 in the API's shape. */
  mail: (mails: MailboxMessage[]) =>
    apiRoute<null, MailboxMessage>('get', '/api/dev/mailbox/:id', (_body, request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      return mails.find((mail) => mail.id === id) ?? apiError(404, { _base: ['Not found'] });
    }),
};
