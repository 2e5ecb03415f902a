/**
 * The staff accounts (specialists and admins) as the back office lists and manages them. Part of
 * the accounts aggregate: these are queries on users, which this folder alone writes.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole, StaffSort, StaffStatus } from '@camp/shared/staff';
import { STAFF_ROLES } from '@camp/shared/staff';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { UserRow } from './repository.js';

export interface StaffFilter {
  /** Part of the name or e-mail (case-insensitive). */
  q?: string;
  role?: StaffRole;
  status?: StaffStatus;
}

export interface StaffPage {
  offset: number;
  limit: number;
  sort: StaffSort;
  order: 'asc' | 'desc';
}

/** Invited: never chose a password (the invitation's link is still to be used). */
const STATUS_WHERE: Record<StaffStatus, SQL | undefined> = {
  deactivated: isNotNull(users.deactivatedAt),
  invited: and(isNull(users.deactivatedAt), isNull(users.passwordHash)),
  active: and(isNull(users.deactivatedAt), isNotNull(users.passwordHash)),
};

function where(filter: StaffFilter): SQL | undefined {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    isNull(users.deletedAt),
    filter.role ? eq(users.role, filter.role) : inArray(users.role, [...STAFF_ROLES]),
    pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
    filter.status ? STATUS_WHERE[filter.status] : undefined,
  );
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
  last_sign_in_at: users.lastSignInAt,
} as const;

/** One page of staff in the order asked (the id breaks ties). */
export async function listStaff(db: DbOrTx, filter: StaffFilter, page: StaffPage) {
  const direction = page.order === 'desc' ? desc : asc;
  const column = SORT_COLUMNS[page.sort];
  // Never signed in sorts last whichever the direction.
  const nulls = page.sort === 'last_sign_in_at' ? sql`${column} IS NULL` : undefined;
  return db
    .select()
    .from(users)
    .where(where(filter))
    .orderBy(...(nulls ? [nulls] : []), direction(column), direction(users.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countStaff(db: DbOrTx, filter: StaffFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(filter));
  return row?.n ?? 0;
}

/** The live staff account with this id, or null (a parent or director is not staff). */
export async function findStaffMember(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), where({})))
    .limit(1);
  return row ?? null;
}

/**
 * Locks these live accounts' rows until the transaction ends, always in id order, so two admins
 * acting on each other at once wait for one another instead of deadlocking.
 */
export async function lockUsers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
