import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProviderSpecialNeed } from '@camp/shared/enums';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { users } from './users.js';
import { uploadedFiles } from './uploaded-files.js';

/**
 * A program (activity provider) with every field of the director's program form. Interests
 * are in activity_provider_interests. Owned by a camp director; may be
 * created by a specialist without one.
 */
export const activityProviders = pgTable(
  'activity_providers',
  {
    id: id(),
    directorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    website: text().notNull(),
    address: text().notNull(),
    address2: text(),
    city: varchar({ length: 255 }).notNull(),
    state: varchar({ length: 64 }).notNull(),
    zipCode: varchar({ length: 16 }).notNull(),
    phoneNumber: varchar({ length: 32 }),
    faq: text(),
    waiverFormUrl: text(),
    logoFileId: integer().references(() => uploadedFiles.id, { onDelete: 'set null' }),
    description: text(),
    /** Special needs the program supports (checked options). */
    specialNeedsArray: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Per-need description; unchecking a need removes its key. */
    specialNeeds: jsonb()
      .$type<Partial<Record<ProviderSpecialNeed, string>>>()
      .notNull()
      .default({}),
    taxId: varchar({ length: 64 }).notNull(),
    personalGrowth: text(),
    financialAidDescription: text(),
    financialAidPercent: smallint(),
    financialAidLink: text(),
    cancellationPolicy: text().notNull(),
    /** 'Registered' on create. */
    label: varchar({ length: 64 }).notNull().default('Registered'),
    /** Percent off every place of the family's second and further child (decision 0106). */
    siblingDiscountPercent: smallint(),
    /** Percent off a child's places in the program from the Nth (multiWeekDiscountFromWeek). */
    multiWeekDiscountPercent: smallint(),
    multiWeekDiscountFromWeek: smallint(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    specialistNotes: text(),
    /** Taken out of the catalog (with all its activities) by an admin (null: published). */
    unpublishedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activity_providers_director_idx').on(t.directorId),
    index('activity_providers_logo_idx').on(t.logoFileId),
    index('activity_providers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check(
      'activity_providers_financial_aid_percent_range',
      sql`${t.financialAidPercent} IS NULL OR ${t.financialAidPercent} BETWEEN 0 AND 100`,
    ),
    check(
      'activity_providers_discounts',
      sql`(${t.siblingDiscountPercent} IS NULL OR ${t.siblingDiscountPercent} BETWEEN 1 AND 90) AND (${t.multiWeekDiscountPercent} IS NULL OR ${t.multiWeekDiscountPercent} BETWEEN 1 AND 90) AND (${t.multiWeekDiscountFromWeek} IS NULL OR ${t.multiWeekDiscountFromWeek} BETWEEN 2 AND 52) AND ((${t.multiWeekDiscountPercent} IS NULL) = (${t.multiWeekDiscountFromWeek} IS NULL))`,
    ),
  ],
);
