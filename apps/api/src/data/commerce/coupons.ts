/**
 * The back office's reads and writes of coupons, part of the commerce aggregate (the checkout's
 * use of a code is in repository.ts). Queries only, no rules.
 */
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CouponStatus } from '@camp/shared/admin-coupons';
import type { DbOrTx } from '../../db/client.js';
import { coupons } from '../../db/schema/coupons.js';
import type { CouponRow } from './repository.js';

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface CouponFilter {
  /** Part of the code, any case. */
  code?: string | undefined;
  status?: CouponStatus | undefined;
}

export interface CouponPage {
  offset: number;
  limit: number;
  sort: 'created_at' | 'code' | 'times_used' | 'expires_at';
  order: 'asc' | 'desc';
}

const usedUp = sql`${coupons.maxRedemptions} IS NOT NULL AND ${coupons.redemptionsCount} + ${coupons.reservedCount} >= ${coupons.maxRedemptions}`;

/** The rows in a status at `now` (the same rules as the use case's statusOf). */
function statusIs(status: CouponStatus, now: Date): SQL {
  const live = and(eq(coupons.active, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)))!;
  switch (status) {
    case 'deactivated':
      return eq(coupons.active, false);
    case 'expired':
      return and(eq(coupons.active, true), lte(coupons.expiresAt, now))!;
    case 'used_up':
      return and(live, usedUp)!;
    case 'active':
      return and(live, sql`NOT (${usedUp})`)!;
  }
}

function where(filter: CouponFilter, now: Date): SQL | undefined {
  const pattern = filter.code ? `%${filter.code.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    pattern ? ilike(coupons.code, pattern) : undefined,
    filter.status ? statusIs(filter.status, now) : undefined,
  );
}

const SORT_COLUMNS = {
  created_at: coupons.createdAt,
  code: coupons.code,
  times_used: coupons.redemptionsCount,
  expires_at: coupons.expiresAt,
} as const;

/** A page of coupons in the chosen order (the id breaks ties). */
export async function listCoupons(
  db: DbOrTx,
  filter: CouponFilter,
  page: CouponPage,
  now: Date,
): Promise<CouponRow[]> {
  const direction = page.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[page.sort];
  // Never-expiring codes sort as the latest last day.
  const key = page.sort === 'expires_at' ? sql`${column} ${sql.raw(page.order)} NULLS ${sql.raw(page.order === 'asc' ? 'LAST' : 'FIRST')}` : direction(column);
  return db
    .select()
    .from(coupons)
    .where(where(filter, now))
    .orderBy(key, direction(coupons.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countCoupons(db: DbOrTx, filter: CouponFilter, now: Date): Promise<number> {
  const [result] = await db.select({ n: count() }).from(coupons).where(where(filter, now));
  return result?.n ?? 0;
}

/** The new coupon, or null when its code is taken (any case: codes are stored uppercased). */
export async function insertCoupon(db: DbOrTx, values: NewCoupon): Promise<CouponRow | null> {
  const [row] = await db
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return row ?? null;
}

export async function findCouponForUpdate(db: DbOrTx, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Deactivates a coupon still active; null when it was not (the row count decides). */
export async function deactivateCoupon(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ active: false, updatedAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.active, true)))
    .returning();
  return row ?? null;
}

/** Whether any coupon other than `exceptCode` exists (the demo seed adds some when none). */
export async function hasCouponsBesides(db: DbOrTx, exceptCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`${coupons.code} <> ${exceptCode}`)
    .limit(1);
  return row !== undefined;
}
