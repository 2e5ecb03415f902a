import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { activityImports } from './activity-imports.js';
import { campTypes } from './camp-types.js';
import { activityProviders } from './activity-providers.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A bookable activity of a program, with every field of the activity form. A duplicate points
 * to its original through parent_activity_id and inherits its descriptive fields. Interests and
 * skill developments are in activity_interests / activity_skill_developments.
 *
 * Search support: `search_vector` (generated; query it with
 * `search_vector @@ websearch_to_tsquery('english', $1)`) and a trigram index on name (`%`,
 * `ILIKE`). Distances are the program's (its point), not the activity's: no index on
 * earthdistance's `ll_to_earth` here, whose body names its types without a schema and would
 * stop a plain `pg_restore` (which empties the search path) from building it.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    providerId: integer()
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    parentActivityId: integer().references((): AnyPgColumn => activities.id, {
      onDelete: 'restrict',
    }),
    /** The bulk import that created the activity (null when made by the form or a duplicate). */
    importId: integer().references(() => activityImports.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    url: text().notNull(),
    priceCents: integer().notNull(),
    feeCents: integer().notNull().default(0),
    startDate: date().notNull(),
    endDate: date().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    /**
     * The days of the week it meets between its dates ('mon' ... 'sun', Monday first). The
     * default, Monday to Friday, is the API's rule for a request that does not say
     * (`defaultMeetingDays`, which gives a weekend-only event its own days).
     */
    meetingDays: text().array().notNull().default(['mon', 'tue', 'wed', 'thu', 'fri']),
    sku: varchar({ length: 64 }).notNull(),
    /** The camp type's name; a rename of the camp type carries here (ON UPDATE CASCADE). */
    campType: varchar({ length: 80 })
      .notNull()
      .references(() => campTypes.name, { onUpdate: 'cascade' }),
    description: text(),
    otherInfo: text(),
    /** -1 Preschool (unbounded below), 0 Kindergarten, 1-12. */
    gradeLevelStart: smallint(),
    gradeLevelEnd: smallint(),
    ageMin: smallint(),
    ageMax: smallint(),
    mediaLink: text().notNull(),
    optionalMediaLink: text(),
    totalSeats: integer(),
    reservedSeats: integer().notNull().default(0),
    instructor: varchar({ length: 255 }),
    campInfoTime: text(),
    campInfoTitle: text(),
    details: text(),
    /** What a child brings (a water bottle, sunscreen); in the reminder e-mails. */
    whatToBring: text(),
    location: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    specialistNotes: text(),
    /** Taken out of the catalog by its director or an admin (null: published). */
    unpublishedAt: tz(),
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${activities.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${activities.description}, '')), 'B') || setweight(to_tsvector('english', coalesce(${activities.instructor}, '') || ' ' || coalesce(${activities.details}, '') || ' ' || coalesce(${activities.otherInfo}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activities_sku_uq').on(t.sku),
    // The specialist catalog search's covering index (docs/decisions/0019-catalog-search.md):
    // it reads a program's activities and every scalar filter from the index alone, and, leading
    // with provider_id, it is also the foreign key's index.
    index('activities_catalog_idx').on(
      t.providerId,
      t.endDate,
      t.startDate,
      t.priceCents,
      t.campType,
      t.ageMin,
      t.ageMax,
      t.gradeLevelStart,
      t.gradeLevelEnd,
      t.totalSeats,
      t.reservedSeats,
      t.id,
    ),
    index('activities_parent_activity_idx').on(t.parentActivityId),
    index('activities_import_idx').on(t.importId),
    // The few unpublished activities, which the catalog leaves out by id.
    index('activities_unpublished_idx')
      .on(t.id)
      .where(sql`${t.unpublishedAt} IS NOT NULL`),
    // The catalog's order (start date, then id) with every scalar filter column: the search
    // reads a page of a broad search in order from this index alone, testing each activity's
    // filters as it goes and stopping at the page (docs/decisions/0121-catalog-search-in-order.md).
    // Leading with start_date, it also serves date ranges.
    index('activities_catalog_order_idx').on(
      t.startDate,
      t.id,
      t.endDate,
      t.providerId,
      t.priceCents,
      t.campType,
      t.ageMin,
      t.ageMax,
      t.gradeLevelStart,
      t.gradeLevelEnd,
      t.totalSeats,
      t.reservedSeats,
    ),
    index('activities_end_date_idx').on(t.endDate),
    index('activities_price_idx').on(t.priceCents),
    index('activities_camp_type_idx').on(t.campType, t.startDate),
    index('activities_ages_idx').on(t.ageMin, t.ageMax),
    index('activities_grades_idx').on(t.gradeLevelStart, t.gradeLevelEnd),
    index('activities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('activities_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('activities_search_idx').using('gin', t.searchVector),
    check('activities_price_nonnegative', sql`${t.priceCents} >= 0 AND ${t.feeCents} >= 0`),
    check('activities_dates_order', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'activities_meeting_days',
      sql`cardinality(${t.meetingDays}) BETWEEN 1 AND 7 AND ${t.meetingDays} <@ ARRAY['mon','tue','wed','thu','fri','sat','sun']::text[]`,
    ),
    check(
      'activities_seats',
      sql`${t.reservedSeats} >= 0 AND (${t.totalSeats} IS NULL OR (${t.totalSeats} >= 0 AND ${t.reservedSeats} <= ${t.totalSeats}))`,
    ),
    check(
      'activities_ages',
      sql`(${t.ageMin} IS NULL OR ${t.ageMin} BETWEEN 4 AND 18) AND (${t.ageMax} IS NULL OR ${t.ageMax} BETWEEN 4 AND 18) AND (${t.ageMin} IS NULL OR ${t.ageMax} IS NULL OR ${t.ageMin} <= ${t.ageMax})`,
    ),
    check(
      'activities_grades',
      sql`(${t.gradeLevelStart} IS NULL OR ${t.gradeLevelStart} BETWEEN -1 AND 12) AND (${t.gradeLevelEnd} IS NULL OR ${t.gradeLevelEnd} BETWEEN -1 AND 12)`,
    ),
  ],
);
