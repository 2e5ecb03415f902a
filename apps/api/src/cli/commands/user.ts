import { parseArgs } from 'node:util';
import { emailSchema, fullNameSchema } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import type { Db } from '../../db/client.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { CliError, openCliDb } from '../run.js';

/** --role values and the role each creates. */
export const CLI_ROLES: Record<string, Role> = {
  specialist: 'Specialist',
  admin: 'Admin',
  camp_director: 'CampDirector',
  parent: 'Parent',
};

const USAGE =
  'Usage: npm run user -- create --role specialist|admin|camp_director|parent --email a@b.c --name "A B"';

export interface CreateUserInput {
  role?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
}

export interface CreatedUser {
  id: number;
  role: Role;
  email: string;
  name: string;
  /** One-time password: shown once, never stored in clear. */
  password: string;
}

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message ?? 'is invalid';
}

/**
 * Create a confirmed account with a generated one-time password (temporary_password = true, so
 * the product asks for a new one). Staff (specialists, admins) only get accounts this way.
 */
export async function createUser(
  db: Db,
  input: CreateUserInput,
  now: Date = new Date(),
): Promise<CreatedUser> {
  const role = input.role ? CLI_ROLES[input.role.trim().toLowerCase()] : undefined;
  if (!role) {
    throw new CliError(
      input.role
        ? `Unknown role "${input.role}". Use one of: ${Object.keys(CLI_ROLES).join(', ')}.`
        : `--role is required (${Object.keys(CLI_ROLES).join(', ')}).`,
    );
  }
  const email = emailSchema.safeParse(input.email ?? '');
  if (!email.success) throw new CliError(`--email: ${firstMessage(email)}`);
  const name = fullNameSchema.safeParse(input.name ?? '');
  if (!name.success) throw new CliError(`--name: ${firstMessage(name)}`);

  const existing = await accountsRepo.findLiveUserByEmail(db, email.data);
  const duplicate = () =>
    new CliError(`An account with the e-mail ${email.data} already exists; nothing was created.`);
  if (existing) throw duplicate();

  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const [firstName = '', ...rest] = name.data.split(' ');
  try {
    const id = await db.transaction(async (tx) => {
      const row = await accountsRepo.insertUser(tx, {
        role,
        email: email.data,
        name: name.data,
        firstName,
        lastName: rest.join(' '),
        passwordHash,
        temporaryPassword: true,
        confirmedAt: now,
      });
      if (role === 'Parent') await accountsRepo.insertParentProfile(tx, row.id);
      if (role === 'CampDirector') await accountsRepo.insertDirectorProfile(tx, row.id);
      return row.id;
    });
    return { id, role, email: email.data, name: name.data, password };
  } catch (err) {
    // Lost a race with another creation of the same e-mail (users_email_live_uq).
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** `user create ...`: create an account and print its one-time password. */
export async function userCommand(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv;
  if (!sub || sub === '--help' || sub === '-h') {
    console.log(USAGE);
    return;
  }
  if (sub !== 'create') throw new CliError(`Unknown command "${sub}".\n${USAGE}`);
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const handle = await openCliDb();
  try {
    const user = await createUser(handle.db, values);
    console.log(`Created ${user.role} ${user.name} <${user.email}> (id ${user.id}).`);
    console.log(`One-time password: ${user.password}`);
    console.log('It is shown only now; the user is asked to choose a new one after signing in.');
  } finally {
    await handle.close();
  }
}
