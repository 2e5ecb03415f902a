import { type DirectorSignUpInput, type Session, type SignUpInput } from '@camp/shared/auth';
import { randomUUID } from 'node:crypto';
import type { Role } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { generatePassword, hashPassword } from '../../../lib/password.js';
import { AUTH_MESSAGES } from '@camp/shared/messages';
import { enqueueMail } from '../../mail/index.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import { linkPendingInvitations } from './link-invitations.js';
import { type AccountRole, link, greetingName, splitName, sendConfirmation } from './shared.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';

type SignUpValues =
  { role: 'Parent'; input: SignUpInput } | { role: 'CampDirector'; input: DirectorSignUpInput };

/**
 * Create an unconfirmed account, its profile row and a confirmation link (e-mailed), in one
 * transaction. Returns the session (confirmed=false) so the web can go on to the verify page.
 */
export async function signUp(ctx: AppContext, values: SignUpValues): Promise<Session> {
  const { input } = values;
  const passwordHash = await hashPassword(input.password);
  const names =
    values.role === 'Parent'
      ? { name: values.input.name, ...splitName(values.input.name) }
      : {
          name: `${values.input.first_name} ${values.input.last_name}`,
          firstName: values.input.first_name,
          lastName: values.input.last_name,
        };
  const account = { role: values.role, email: input.email, ...names, passwordHash };
  const user = await ctx.db.transaction(async (tx) => {
    if (await notifyExistingAccount(tx, ctx, input.email, 'sign_up')) return null;
    const created = await insertAccount(tx, account);
    await sendConfirmation(tx, ctx, created);
    return created;
  });
  // A taken e-mail answers like a new one (decision 0031): an unconfirmed session of an account
  // that was not created. Its id is drawn from the users' sequence like a new account's, and
  // never used again, so the token names nobody; the mail told the holder.
  return user ? issueSession(ctx, user) : issueSession(ctx, await accountNotCreated(ctx, account));
}

/**
 * When a live account has `email`, mails its holder (template account_exists) and returns true.
 * Sign-up and the public questionnaire call this instead of answering 'has already been taken',
 * which would tell anyone who has an account (decision 0031).
 */
export async function notifyExistingAccount(
  tx: DbOrTx,
  ctx: AppContext,
  email: string,
  reason: 'sign_up' | 'questionnaire',
): Promise<boolean> {
  const existing = await repo.findLiveUserByEmail(tx, email);
  if (!existing) return false;
  await enqueueMail(tx, ctx, {
    to: existing.email,
    template: 'account_exists',
    data: { name: greetingName(existing), url: link(ctx, SIGN_IN_PATHS[existing.role]), reason },
  });
  return true;
}

const SIGN_IN_PATHS: Record<Role, string> = {
  Parent: '/sign-in',
  CampDirector: '/camp-director/sign-in',
  Specialist: '/specialist/sign-in',
  Admin: '/admin/sign-in',
};

/** Carries the row of an insert out of the transaction that rolls it back. */
class RolledBack extends Error {
  constructor(readonly row: repo.UserRow) {
    super('rolled back');
  }
}

/**
 * The row a new account with `values` would have, with every column default and an id from the
 * users' sequence, without creating it: inserted (under a placeholder e-mail, the real one is
 * taken) in a transaction that is rolled back.
 */
async function accountNotCreated(ctx: AppContext, values: repo.NewUser): Promise<repo.UserRow> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        ...values,
        email: `${randomUUID()}@not-created.invalid`,
      });
      throw new RolledBack(row);
    });
  } catch (err) {
    if (err instanceof RolledBack) return { ...err.row, email: values.email };
    throw err;
  }
  throw new Error('accountNotCreated: the transaction was not rolled back');
}

/**
 * An account and its profile row. A live account with the e-mail is a 422 on `email`; so is a
 * second sign-up with the same e-mail racing this one (the unique index decides).
 */
async function insertAccount(
  tx: DbOrTx,
  values: repo.NewUser & { role: AccountRole },
): Promise<repo.UserRow> {
  const taken = () => AppError.field('email', AUTH_MESSAGES.emailTaken);
  if (await repo.findLiveUserByEmail(tx, values.email)) throw taken();
  let created: repo.UserRow;
  try {
    created = await repo.insertUser(tx, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (values.role === 'Parent') await repo.insertParentProfile(tx, created.id);
  else await repo.insertDirectorProfile(tx, created.id);
  // Friends invited before they had an account find the invitations waiting (decision 0048).
  return linkPendingInvitations(tx, created);
}

/**
 * For the questionnaire's visitor path, in the caller's transaction: an unconfirmed parent with
 * a generated (temporary) password, which the profile asks them to replace, and the address
 * from the questionnaire for their profile. The caller mails a passwordless link
 * (issuePasswordlessLink), which signs them in and confirms the address.
 */
export async function createParentAccountInTx(
  tx: DbOrTx,
  input: { name: string; email: string; address: string | null; zipCode: string | null },
): Promise<repo.UserRow> {
  return insertAccount(tx, {
    role: 'Parent',
    email: input.email,
    name: input.name,
    ...splitName(input.name),
    address: input.address,
    zipCode: input.zipCode,
    passwordHash: await hashPassword(generatePassword()),
    temporaryPassword: true,
  });
}
