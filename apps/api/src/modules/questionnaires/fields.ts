import { toCents } from '@camp/shared/number';
import {
  QUESTIONNAIRE_FROZEN_ITINERARY_STATUSES,
  questionnaireFieldsSchema,
  type Questionnaire,
  type QuestionnaireFields,
} from '@camp/shared/questionnaire';
import type * as itinerariesRepo from '../../data/itineraries/repository.js';
import type * as familiesRepo from '../../data/families/repository.js';

// ---- wire fields ↔ columns -----------------------------------------------------------------
// The wire names are the spec's snake_case field names and the columns are their camelCase
// (start_date_2 → startDate2), so one rule maps them; the API tests read back every field.
// Two fields differ in form: the budget is dollars on the wire and cents in the database, and
// the drop-off time is HH:MM on the wire and a `time` (HH:MM:SS) in the database.

export type WireName = keyof QuestionnaireFields;
export const WIRE_NAMES = Object.keys(questionnaireFieldsSchema.shape) as WireName[];

export const columnOf = (name: WireName) =>
  name.replace(/_([a-z0-9])/g, (_, c: string) =>
    c.toUpperCase(),
  ) as keyof familiesRepo.QuestionnaireRow;

/** The stored answers as wire fields (also what the specialist's itinerary page shows). */
export function toFields(row: familiesRepo.QuestionnaireRow): QuestionnaireFields {
  const fields = Object.fromEntries(
    WIRE_NAMES.map((name) => [name, row[columnOf(name)]]),
  ) as QuestionnaireFields;
  return {
    ...fields,
    amount_money: row.amountMoney === null ? null : Math.round(row.amountMoney / 100),
    earliest_time_day_camp_drop_off: row.earliestTimeDayCampDropOff?.slice(0, 5) ?? null,
  };
}

/** Columns for the fields present (absent ones are left as they are). */
export function toColumns(
  fields: Partial<Record<WireName, unknown>>,
): Partial<familiesRepo.QuestionnaireValues> {
  const columns: Record<string, unknown> = {};
  for (const name of WIRE_NAMES) {
    if (fields[name] !== undefined) columns[columnOf(name)] = fields[name];
  }
  if (typeof fields.amount_money === 'number') columns.amountMoney = toCents(fields.amount_money);
  return columns as Partial<familiesRepo.QuestionnaireValues>;
}

export const isFrozen = (itinerary: itinerariesRepo.ItineraryState | null) =>
  itinerary !== null &&
  (QUESTIONNAIRE_FROZEN_ITINERARY_STATUSES as readonly string[]).includes(itinerary.status);

export function toResponse(
  row: familiesRepo.QuestionnaireRow,
  itinerary: itinerariesRepo.ItineraryState | null,
): Questionnaire {
  return {
    id: row.id,
    status: row.status,
    child_id: row.childId,
    itinerary_id: itinerary?.id ?? null,
    itinerary_status: itinerary?.status ?? null,
    editable: !isFrozen(itinerary),
    fields: toFields(row),
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}
