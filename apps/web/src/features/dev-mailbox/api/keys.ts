/** Query keys of the dev mailbox; mutations invalidate `all`. */
export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: () => [...mailboxKeys.all, 'list'] as const,
  detail: (id: number) => [...mailboxKeys.all, 'detail', id] as const,
};
