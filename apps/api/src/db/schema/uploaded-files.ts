import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { users } from './users.js';

/**
 * Files stored on local disk or S3 (`key`). Forms refer to an upload by its unguessable
 * `signed_id` (e.g. a program's logo), never by the numeric id.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    key: varchar({ length: 512 }).notNull(),
    filename: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 128 }).notNull(),
    byteSize: integer().notNull(),
    /** SHA-256, hex. */
    checksum: varchar({ length: 64 }).notNull(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    signedId: varchar({ length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_uq').on(t.key),
    uniqueIndex('uploaded_files_signed_id_uq').on(t.signedId),
    index('uploaded_files_owner_idx').on(t.ownerId),
  ],
);
