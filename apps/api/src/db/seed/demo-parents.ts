import type { Tx } from '../client.js';
import * as accountsRepo from '../../data/accounts/repository.js';

/**
 * A demo family's parent account with its profile. No password: these families fill the
 * specialists' queue and the director's orders; nobody signs in as them.
 */
export async function insertDemoParent(
  tx: Tx,
  family: { slug: string; firstName: string; lastName: string },
  values: { emailDomain: string; confirmedAt: Date } & Pick<
    accountsRepo.NewUser,
    'phoneNumber' | 'address' | 'zipCode'
  >,
): Promise<number> {
  const { emailDomain, ...rest } = values;
  const parent = await accountsRepo.insertUser(tx, {
    ...rest,
    role: 'Parent',
    email: `${family.slug}.family@${emailDomain}`,
    name: `${family.firstName} ${family.lastName}`,
    firstName: family.firstName,
    lastName: family.lastName,
    passwordHash: null,
  });
  await accountsRepo.insertParentProfile(tx, parent.id);
  return parent.id;
}
