import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { roleEnum } from './enums.js';

/** Every person who signs in: parents, specialists, camp directors and admins. */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: roleEnum().notNull(),
    /** Stored lowercased; unique among live accounts. */
    email: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 255 }).notNull().default(''),
    firstName: varchar({ length: 255 }).notNull().default(''),
    lastName: varchar({ length: 255 }).notNull().default(''),
    /** argon2id; null for accounts created through Google only. */
    passwordHash: text(),
    /** True while the password was generated for the user (questionnaire visitors, staff CLI). */
    temporaryPassword: boolean().notNull().default(false),
    confirmedAt: tz(),
    /** Bumped when the password changes or the account is deleted: older tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    fromGoogle: boolean().notNull().default(false),
    googleSub: varchar({ length: 255 }),
    phoneNumber: varchar({ length: 32 }),
    address: text(),
    zipCode: varchar({ length: 16 }),
    /** Profile photo (specialists: shown on itineraries). */
    photoUrl: text(),
    invitedToItinerary: boolean().notNull().default(false),
    lastSignInAt: tz(),
    /** Set by an admin (staff only): no sign-in, and every session ended when it was set. */
    deactivatedAt: tz(),
    deletedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_live_uq')
      .on(t.email)
      .where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    index('users_role_idx').on(t.role),
  ],
);
