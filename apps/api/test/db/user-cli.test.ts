import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '../../src/db/client.js';
import { createUser } from '../../src/cli/commands/user.js';
import { CliError } from '../../src/cli/run.js';
import { users } from '../../src/db/schema/users.js';
import { campDirectorProfiles } from '../../src/db/schema/camp-director-profiles.js';
import { verifyPassword } from '../../src/lib/password.js';
import { openTestDb } from '../test-app.js';

describe('user CLI: createUser', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openTestDb());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const userCount = async () => (await handle.db.select({ n: count() }).from(users))[0]?.n;

  it('creates a confirmed specialist with an argon2id one-time password', async () => {
    const created = await createUser(handle.db, {
      role: 'specialist',
      email: '  Sam.Spec@Example.com ',
      name: ' Sam   van  Spec ',
    });
    expect(created).toMatchObject({
      role: 'Specialist',
      email: 'sam.spec@example.com',
      name: 'Sam van Spec',
    });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    const [u] = await handle.db.select().from(users).where(eq(users.id, created.id));
    expect(u).toMatchObject({
      role: 'Specialist',
      firstName: 'Sam',
      lastName: 'van Spec',
      temporaryPassword: true,
    });
    expect(u?.confirmedAt).toBeInstanceOf(Date);
    expect(u?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(u?.passwordHash ?? null, created.password)).toBe(true);
    expect(await verifyPassword(u?.passwordHash ?? null, 'wrong-password')).toBe(false);
  });

  it('gives a camp director a profile awaiting their provider form', async () => {
    const created = await createUser(handle.db, {
      role: 'camp_director',
      email: 'dir@example.com',
      name: 'Dee Director',
    });
    const [p] = await handle.db
      .select()
      .from(campDirectorProfiles)
      .where(eq(campDirectorProfiles.userId, created.id));
    expect(p?.registrationStatus).toBe('needs_provider_profile');
  });

  it('refuses a duplicate e-mail (any case) and creates nothing', async () => {
    const before = await userCount();
    const attempt = createUser(handle.db, {
      role: 'admin',
      email: 'SAM.SPEC@example.com',
      name: 'Someone Else',
    });
    await expect(attempt).rejects.toBeInstanceOf(CliError);
    await expect(attempt).rejects.toThrow(
      'An account with the e-mail sam.spec@example.com already exists; nothing was created.',
    );
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      { role: 'boss', email: 'a@b.co', name: 'A B' },
      /Unknown role "boss". Use one of: specialist, admin, camp_director, parent\./,
    ],
    [{ email: 'a@b.co', name: 'A B' }, /--role is required/],
    [{ role: 'admin', email: 'not-an-email', name: 'A B' }, /--email: Invalid email/],
    [{ role: 'admin', name: 'A B' }, /--email: Email is required/],
    [{ role: 'admin', email: 'a@b.co', name: '   ' }, /--name: Full name is required/],
  ])('refuses bad input %o with a clear message', async (input, message) => {
    const before = await userCount();
    await expect(createUser(handle.db, input)).rejects.toThrow(message);
    expect(await userCount()).toBe(before);
  });
});
