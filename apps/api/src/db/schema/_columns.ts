import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key shared by every table. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const tz = () => timestamp({ withTimezone: true });
