import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { users } from './users.js';
import { children } from './children.js';
import { activityProviders } from './activity-providers.js';
import { uploadedFiles } from './uploaded-files.js';

/**
 * A version of a program's waiver: a text the director wrote (`body`) or a PDF they uploaded
 * (`file_id`), never both. A version is never edited: a new document is a new row with the next
 * version, and the one it replaces gets `replaced_at` (a removed waiver too). At most one row per
 * program has no `replaced_at`: the current waiver. `required` alone may change in place (the
 * director marking the waiver optional changes no document). `sha256` is the SHA-256 (hex) of the
 * document: the UTF-8 bytes of the text, or the PDF's bytes.
 */
export const programWaivers = pgTable(
  'program_waivers',
  {
    id: id(),
    providerId: integer()
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: varchar({ length: 200 }).notNull(),
    body: text(),
    fileId: integer().references(() => uploadedFiles.id, { onDelete: 'restrict' }),
    sha256: varchar({ length: 64 }).notNull(),
    required: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    replacedAt: tz(),
  },
  (t) => [
    uniqueIndex('program_waivers_version_uq').on(t.providerId, t.version),
    uniqueIndex('program_waivers_current_uq')
      .on(t.providerId)
      .where(sql`${t.replacedAt} IS NULL`),
    index('program_waivers_file_idx').on(t.fileId),
    index('program_waivers_created_by_idx').on(t.createdById),
    check('program_waivers_one_document', sql`(${t.body} IS NULL) <> (${t.fileId} IS NULL)`),
    check('program_waivers_version_positive', sql`${t.version} > 0`),
  ],
);

/**
 * A parent's signature of one waiver version for one child and one season (the calendar year of
 * the activities' start dates). What was signed is kept as it was signed: the typed name, the
 * date, the version and the SHA-256 of the document, and the signed copy (a PDF in the file
 * storage under `pdf_key`, with its own SHA-256).
 */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: id(),
    waiverId: integer()
      .notNull()
      .references(() => programWaivers.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => activityProviders.id, { onDelete: 'cascade' }),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    season: smallint().notNull(),
    signerName: varchar({ length: 200 }).notNull(),
    signedOn: date().notNull(),
    signedAt: tz().notNull(),
    waiverVersion: integer().notNull(),
    documentSha256: varchar({ length: 64 }).notNull(),
    pdfKey: varchar({ length: 512 }).notNull(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waiver_signatures_once_uq').on(t.waiverId, t.childId, t.season),
    index('waiver_signatures_provider_idx').on(t.providerId, t.season),
    index('waiver_signatures_parent_idx').on(t.parentId),
    index('waiver_signatures_child_idx').on(t.childId),
  ],
);
