import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { activityPaymentStatusEnum, paymentProviderEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { activities } from './activities.js';

/**
 * An activity placed on an itinerary. Once paid it is the camp director's "order" (enrollment),
 * which the director marks processed.
 */
export const itineraryActivities = pgTable(
  'itinerary_activities',
  {
    id: id(),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    paymentStatus: activityPaymentStatusEnum().notNull().default('booking_available'),
    processed: boolean().notNull().default(false),
    startDate: date(),
    /** Enrollment payment (price + fee at the time of payment). */
    amountCents: integer(),
    paymentProvider: paymentProviderEnum(),
    providerPaymentId: varchar({ length: 255 }),
    paidById: integer().references(() => users.id, { onDelete: 'set null' }),
    paidAt: tz(),
    /**
     * When the place was canceled: a cancellation approved and its refund (if any) applied. A
     * canceled place is never payable again and leaves the calendar, the feed and the schedule
     * checks; the family books the activity anew as a new place (decision 0072).
     */
    canceledAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('itinerary_activities_itinerary_activity_uq').on(t.itineraryId, t.activityId),
    index('itinerary_activities_activity_idx').on(t.activityId),
    index('itinerary_activities_paid_by_idx').on(t.paidById),
    uniqueIndex('itinerary_activities_provider_payment_uq').on(
      t.paymentProvider,
      t.providerPaymentId,
    ),
    check(
      'itinerary_activities_amount_nonnegative',
      sql`${t.amountCents} IS NULL OR ${t.amountCents} >= 0`,
    ),
  ],
);
