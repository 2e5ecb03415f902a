import { boolean, check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from './_columns.js';
import { packageIntervalEnum, packageNameEnum, packageTypeEnum } from './enums.js';

/** The parent plans: one_time (Basic), monthly and annually (Premium). Seeded by seedReference. */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: packageNameEnum().notNull().unique('packages_name_uq'),
    priceCents: integer().notNull(),
    packageType: packageTypeEnum().notNull(),
    interval: packageIntervalEnum().notNull(),
    active: boolean().notNull().default(true),
    /** Stripe Price id when Stripe is configured. */
    stripePriceId: varchar({ length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('packages_price_nonnegative', sql`${t.priceCents} >= 0`)],
);
