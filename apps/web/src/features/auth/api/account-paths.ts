import type { AccountType } from '../redirects';

/** Parents and camp directors have mirrored accounts APIs under their own base path. */
export function accountBase(account: AccountType): string {
  return account === 'director' ? '/api/v1/camp_directors' : '/api/v1/parents';
}
