import { QUESTIONNAIRE_DATE_RANGES, QUESTIONNAIRE_MESSAGES } from '@camp/shared/questionnaire';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { listCampTypes } from '../../data/catalog/camp-types.js';
import { AppError, type ErrorMap } from '../../lib/app-error.js';
import { parseOr422 } from '../../plugins/errors.js';

type Answers = Partial<Record<string, unknown>>;

/**
 * The camp types ticked for each date range must be offered camp types; a retired one is kept
 * where it was already ticked (`stored`), never ticked anew. Answers `invalidOption` per field.
 */
export async function campTypeErrors(
  db: DbOrTx,
  sent: Answers,
  stored: Answers = {},
): Promise<ErrorMap> {
  const fields = QUESTIONNAIRE_DATE_RANGES.map((r) => r.campPreference).filter((f) =>
    Array.isArray(sent[f]),
  );
  if (fields.length === 0) return {};
  const rows = await listCampTypes(db);
  const offered = new Set(rows.filter((r) => r.retiredAt === null).map((r) => r.name));
  const errors: ErrorMap = {};
  for (const field of fields) {
    const kept = new Set(Array.isArray(stored[field]) ? (stored[field] as string[]) : []);
    const names = sent[field] as string[];
    if (names.some((n) => !offered.has(n) && !kept.has(n))) {
      errors[field] = [QUESTIONNAIRE_MESSAGES.invalidOption];
    }
  }
  return errors;
}

/**
 * The camp types of a request body's `fields` that are no camp type at all, before the body is
 * validated: a 422 of the body's schema names them too (`addBodyFieldErrors`). Whether a retired
 * one may stay is the handler's check, which knows the stored answers.
 */
export async function unknownCampTypeErrors(db: DbOrTx, body: unknown): Promise<ErrorMap> {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const sent = fields as Answers;
  const lists = QUESTIONNAIRE_DATE_RANGES.map((r) => r.campPreference).filter((f) =>
    Array.isArray(sent[f]),
  );
  if (lists.length === 0) return {};
  const known = new Set((await listCampTypes(db)).map((r) => r.name));
  const errors: ErrorMap = {};
  for (const field of lists) {
    const names = sent[field] as unknown[];
    if (names.some((n) => typeof n === 'string' && n.trim() !== '' && !known.has(n.trim()))) {
      errors[field] = [QUESTIONNAIRE_MESSAGES.invalidOption];
    }
  }
  return errors;
}

/** Throws the camp type errors, if any (422). */
export async function checkCampTypeAnswers(db: DbOrTx, sent: Answers): Promise<void> {
  const errors = await campTypeErrors(db, sent);
  if (Object.keys(errors).length > 0) throw new AppError(422, errors, 'validation');
}

/**
 * `parseOr422` of the merged answers, whose 422 also names the sent camp types that are not
 * offered (every error of the request in one answer).
 */
export async function parseWithCampTypes<S extends z.ZodType>(
  db: DbOrTx,
  schema: S,
  merged: Answers,
  sent: Answers,
  stored: Answers,
): Promise<z.output<S>> {
  const camp = await campTypeErrors(db, sent, stored);
  const some = Object.keys(camp).length > 0;
  let parsed: z.output<S>;
  try {
    parsed = parseOr422(schema, merged);
  } catch (err) {
    if (some && err instanceof AppError) {
      throw new AppError(422, { ...err.errors, ...camp }, 'validation');
    }
    throw err;
  }
  if (some) throw new AppError(422, camp, 'validation');
  return parsed;
}
