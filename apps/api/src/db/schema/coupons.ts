import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { discountTypeEnum, packageNameEnum } from './enums.js';

/**
 * Discount codes. `amount` is a percentage (0-100) for 'percent' and cents for 'fixed'.
 * `appliesTo` lists the package names it is valid for (empty: all). `freeMonths` gives a trial
 * on a subscription (MYTRIAL: one free month on monthly). Codes are stored uppercased.
 * `perFamilyLimit`: how many paid orders of one parent account (a family) may use the code.
 * `active` false: deactivated by an admin, no further use (subscriptions already bought keep
 * their terms).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar({ length: 64 }).notNull().unique('coupons_code_uq'),
    discountType: discountTypeEnum().notNull(),
    amount: integer().notNull().default(0),
    expiresAt: tz(),
    maxRedemptions: integer(),
    redemptionsCount: integer().notNull().default(0),
    /**
     * Uses held by payments still running: taken when a payment starts (only while
     * redemptions + reservations < max), turned into a redemption when it is paid, given back
     * when it fails or its draft is resolved as an orphan (decision 0030).
     */
    reservedCount: integer().notNull().default(0),
    appliesTo: packageNameEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    freeMonths: smallint().notNull().default(0),
    perFamilyLimit: smallint().notNull().default(1),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The back office lists coupons newest first.
    index('coupons_created_idx').on(t.createdAt),
    check('coupons_amount_nonnegative', sql`${t.amount} >= 0`),
    check('coupons_percent_max', sql`${t.discountType} <> 'percent' OR ${t.amount} <= 100`),
    check('coupons_free_months_nonnegative', sql`${t.freeMonths} >= 0`),
    check('coupons_reserved_nonnegative', sql`${t.reservedCount} >= 0`),
    check('coupons_per_family_limit_positive', sql`${t.perFamilyLimit} >= 1`),
    check(
      'coupons_max_redemptions_positive',
      sql`${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} >= 1`,
    ),
  ],
);
