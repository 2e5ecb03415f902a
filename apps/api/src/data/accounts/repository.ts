/**
 * The accounts aggregate: users, their parent and director profiles, one-time tokens, revoked
 * sessions and failed sign-in attempts. The only code that writes these tables. Queries only:
 * the rules live in the services that call it (auth's use cases, director onboarding, payment
 * connect, the admins' provider validation, the parent's account).
 */
import { and, asc, count, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { RegistrationStatus } from '@camp/shared/enums';
import { PROFILE_SUBMITTABLE_FROM } from '@camp/shared/provider-profile';
import type { Db } from '../../db/client.js';
import { anyRow } from '../../db/any-row.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { userTokens } from '../../db/schema/user-tokens.js';
import { signInAttempts } from '../../db/schema/sign-in-attempts.js';
import { revokedTokens } from '../../db/schema/revoked-tokens.js';
import { parentProfiles } from '../../db/schema/parent-profiles.js';
import { campDirectorProfiles } from '../../db/schema/camp-director-profiles.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type DirectorProfileRow = typeof campDirectorProfiles.$inferSelect;

// ---- users -------------------------------------------------------------------------------

/** The live (not deleted) account `where` picks; `lock` holds its row until the transaction ends. */
async function liveUser(db: DbOrTx, where: SQL, lock = false): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The live account with this e-mail, whatever its role. */
export function findLiveUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return liveUser(db, eq(users.email, email));
}

export function findLiveUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  return liveUser(db, eq(users.id, id));
}

/** The live account, its row locked until the transaction ends. */
export function lockLiveUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  return liveUser(db, eq(users.id, id), true);
}

export function findLiveUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | null> {
  return liveUser(db, eq(users.googleSub, sub));
}

/** The account, deleted or not (pages that show who did something keep showing them). */
/** Several users by id, in no particular order. */
export function findUsersByIds(db: DbOrTx, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Whether any account exists, deleted ones included (the demo seeds only an empty database). */
export function hasAnyUser(db: DbOrTx): Promise<boolean> {
  return anyRow(db, users);
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewUser, 'id'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Bump token_version (every earlier bearer token stops working) along with other changes. */
export async function updateUserAndRevokeTokens(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewUser, 'id' | 'tokenVersion'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertParentProfile(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(parentProfiles).values({ userId }).onConflictDoNothing();
}

/** The director's profile row; `values` fills it at once (the demo's validated director). */
export async function insertDirectorProfile(
  db: DbOrTx,
  userId: number,
  values: Omit<typeof campDirectorProfiles.$inferInsert, 'userId'> = {},
): Promise<void> {
  await db
    .insert(campDirectorProfiles)
    .values({ ...values, userId })
    .onConflictDoNothing();
}

export async function findDirectorProfile(
  db: DbOrTx,
  userId: number,
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(eq(campDirectorProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updateDirectorContactPhone(
  db: DbOrTx,
  userId: number,
  contactPhone: string | null,
): Promise<void> {
  await db
    .update(campDirectorProfiles)
    .set({ contactPhone })
    .where(eq(campDirectorProfiles.userId, userId));
}

// ---- one-time tokens (only their SHA-256 is stored) --------------------------------------

export async function insertUserToken(
  db: DbOrTx,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

export interface TokenWithUser {
  id: number;
  purpose: TokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  user: UserRow;
}

/** The token with this hash and purpose, with its (live) user. */
export async function findUserToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<TokenWithUser | null> {
  const [row] = await db
    .select({
      id: userTokens.id,
      purpose: userTokens.purpose,
      expiresAt: userTokens.expiresAt,
      usedAt: userTokens.usedAt,
      user: users,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Mark one token used; false when another request used it first (atomic). */
export async function useToken(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Spend every unused token of a purpose (a new reset link voids the older ones, etc.). */
export async function useAllTokens(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

export async function deleteUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
}

// ---- failed sign-ins --------------------------------------------------------------------

/**
 * Counts one more sign-in attempt for this e-mail as failed, before its password is checked, and
 * answers the count including it (restarting when the previous failure is older than `since`).
 * One statement: attempts sent at once each get their own number, so no more of them than the
 * limit pass without the challenge. A successful sign-in clears the count.
 */
export async function countFailedAttempt(
  db: DbOrTx,
  email: string,
  now: Date,
  since: Date,
): Promise<number> {
  const [row] = await db
    .insert(signInAttempts)
    .values({ email, failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.email,
      set: {
        failedCount: sql`CASE WHEN ${signInAttempts.lastFailedAt} < ${since.toISOString()}::timestamptz THEN 1 ELSE ${signInAttempts.failedCount} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning({ failedCount: signInAttempts.failedCount });
  return row!.failedCount;
}

export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

// ---- revoked bearer tokens -----------------------------------------------------------------

export async function revokeToken(db: DbOrTx, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Expired tokens fail verification anyway; their revocation rows can go. */
export async function deleteExpiredRevocations(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

// ---- parent profiles ----------------------------------------------------------------------

/**
 * Locks the parent's profile row for the rest of the transaction: payments of one parent queue
 * up here, so two clicks on Pay cannot both open an order.
 */
export async function lockParentProfile(
  db: DbOrTx,
  userId: number,
): Promise<typeof parentProfiles.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The reminder e-mails the parent keeps on; null without a parent profile. */
export async function findReminderPreferences(
  db: DbOrTx,
  userId: number,
): Promise<{ activityWeek: boolean; activityDay: boolean; instalments: boolean } | null> {
  const [row] = await db
    .select({
      activityWeek: parentProfiles.remindActivityWeek,
      activityDay: parentProfiles.remindActivityDay,
      instalments: parentProfiles.remindInstalments,
    })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, userId));
  return row ?? null;
}

/** Sets the reminder e-mails the parent keeps on (the profile row is made when missing). */
export async function setReminderPreferences(
  db: DbOrTx,
  userId: number,
  prefs: { activityWeek: boolean; activityDay: boolean; instalments: boolean },
): Promise<void> {
  const values = {
    remindActivityWeek: prefs.activityWeek,
    remindActivityDay: prefs.activityDay,
    remindInstalments: prefs.instalments,
  };
  await db
    .insert(parentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: parentProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

export async function findStripeCustomerId(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: parentProfiles.stripeCustomerId })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** Stores the Stripe customer unless one is stored already; answers the stored one. */
export async function setStripeCustomerOnce(
  db: DbOrTx,
  userId: number,
  customerId: string,
): Promise<string | null> {
  await db
    .insert(parentProfiles)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: parentProfiles.userId,
      set: { stripeCustomerId: customerId },
      setWhere: isNull(parentProfiles.stripeCustomerId),
    });
  return findStripeCustomerId(db, userId);
}

// ---- director profiles ------------------------------------------------------------------

export type ProviderProfileValues = Pick<
  typeof campDirectorProfiles.$inferInsert,
  | 'organisationName'
  | 'contactName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phoneNumber'
  | 'website'
  | 'description'
  | 'taxId'
  | 'yearsInOperation'
  | 'insuranceInfo'
  | 'licensingInfo'
>;

/**
 * Locks the row for the rest of the transaction (a submission, an admin's decision, payment
 * webhooks and clicks queue up), found by its director or by its connected payment account.
 */
export async function lockDirectorProfile(
  db: DbOrTx,
  by: number | { stripeAccountId: string },
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .select()
    .from(campDirectorProfiles)
    .where(
      typeof by === 'number'
        ? eq(campDirectorProfiles.userId, by)
        : eq(campDirectorProfiles.stripeAccountId, by.stripeAccountId),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Stores the provider profile and moves the director to awaiting validation, only while the
 * profile is still needed or was rejected (a second submit, even a concurrent one, updates
 * nothing). A resubmission clears the previous decision: it is judged afresh.
 */
export async function submitDirectorProfile(
  db: DbOrTx,
  userId: number,
  values: ProviderProfileValues,
  submittedAt: Date,
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set({
      ...values,
      submittedAt,
      registrationStatus: 'awaiting_validation',
      onboardingStep: 'show_congratulations',
      rejectionReason: null,
      validatedAt: null,
      validatedById: null,
    })
    .where(
      and(
        eq(campDirectorProfiles.userId, userId),
        inArray(campDirectorProfiles.registrationStatus, [...PROFILE_SUBMITTABLE_FROM]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Stores the connected account only if none is stored yet; returns the row either way. */
export async function setStripeAccountIdOnce(
  db: DbOrTx,
  userId: number,
  accountId: string,
): Promise<void> {
  await db
    .update(campDirectorProfiles)
    .set({ stripeAccountId: accountId })
    .where(
      and(eq(campDirectorProfiles.userId, userId), isNull(campDirectorProfiles.stripeAccountId)),
    );
}

export async function updateDirectorProfile(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<DirectorProfileRow, 'paymentAccountStatus' | 'onboardingStep' | 'stripeAccountId'>
  >,
): Promise<DirectorProfileRow> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(eq(campDirectorProfiles.userId, userId))
    .returning();
  return row!;
}

// ---- providers: the admins' validation queue -------------------------------------------

export interface ProviderRow {
  profile: DirectorProfileRow;
  user: { id: number; email: string; name: string; firstName: string; lastName: string };
}

/** The account columns a provider row carries. */
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A camp director's account that is not deleted. */
export const liveDirector = and(eq(users.role, 'CampDirector'), isNull(users.deletedAt));

export async function countProvidersByStatus(db: DbOrTx, status: RegistrationStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.registrationStatus, status)));
  return row?.n ?? 0;
}

/** Oldest submission first: the queue is worked in the order providers asked. */
export async function listProvidersByStatus(
  db: DbOrTx,
  status: RegistrationStatus,
  limit: number,
  offset: number,
): Promise<ProviderRow[]> {
  return db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.registrationStatus, status)))
    .orderBy(asc(campDirectorProfiles.submittedAt), asc(campDirectorProfiles.userId))
    .limit(limit)
    .offset(offset);
}

/** The provider, its profile row locked for the rest of the transaction. */
export async function findProviderForUpdate(
  db: DbOrTx,
  userId: number,
): Promise<ProviderRow | null> {
  const [row] = await db
    .select({ profile: campDirectorProfiles, user: userColumns })
    .from(campDirectorProfiles)
    .innerJoin(users, eq(users.id, campDirectorProfiles.userId))
    .where(and(liveDirector, eq(campDirectorProfiles.userId, userId)))
    .for('update', { of: campDirectorProfiles })
    .limit(1);
  return row ?? null;
}

/**
 * Records the decision only while the registration status is one of `from` (a second or a
 * concurrent decision, or one overtaken by a resubmission, updates nothing: null).
 */
export async function decideDirectorProfile(
  db: DbOrTx,
  userId: number,
  from: readonly RegistrationStatus[],
  values: {
    registrationStatus: 'validated' | 'rejected';
    onboardingStep: DirectorProfileRow['onboardingStep'];
    rejectionReason: string | null;
    validatedAt: Date;
    validatedById: number;
  },
): Promise<DirectorProfileRow | null> {
  const [row] = await db
    .update(campDirectorProfiles)
    .set(values)
    .where(
      and(
        eq(campDirectorProfiles.userId, userId),
        inArray(campDirectorProfiles.registrationStatus, [...from]),
      ),
    )
    .returning();
  return row ?? null;
}

// ---- sessions -------------------------------------------------------------------------------

function prepareSessionQuery(db: Db) {
  return db
    .select({ user: users, revokedJti: revokedTokens.jti })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, sql.placeholder('jti')))
    // A deactivated account has no session, whatever token it holds (even one issued by a
    // sign-in that read the account just before the deactivation committed).
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

// Every guarded request runs this query: prepared once per database,
// it is neither rebuilt nor compiled per request, and PostgreSQL plans it once per connection.
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

/**
 * The live, not deactivated user `id` and whether the token `jti` was revoked (one prepared,
 * indexed query).
 */
export async function findSession(
  db: Db,
  id: number,
  jti: string,
): Promise<{ user: UserRow; revokedJti: string | null } | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id, jti });
  return row ?? null;
}

/** Names and e-mails of users by id (inviting parents). */
export async function usersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; email: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}
