import { toCents } from '@camp/shared/number';
import {
  QUESTIONNAIRE_FAMILY_FIELDS,
  QUESTIONNAIRE_FROZEN_ITINERARY_STATUSES,
  QUESTIONNAIRE_MESSAGES,
  questionnaireDraftSchema,
  questionnaireFieldsSchema,
  questionnaireSubmitSchema,
  type Questionnaire,
  type QuestionnaireDraft,
  type QuestionnaireFields,
  type QuestionnaireList,
  type QuestionnaireSubmission,
} from '@camp/shared/questionnaire';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Coordinates } from '../../lib/geocode.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { parseOr422 } from '../../plugins/errors.js';
import { createParentAccountInTx, notifyExistingAccount } from '../auth/use-cases/sign-up.js';
import { issuePasswordlessLink } from '../auth/use-cases/passwordless.js';
import { hashToken } from '../auth/one-time-tokens.js';
import { parentIsPaidPremium } from '../auth/session.js';
import { enqueueMail } from '../mail/service.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as familiesRepo from '../../data/families/repository.js';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';

const M = QUESTIONNAIRE_MESSAGES;

// ---- wire fields ↔ columns -----------------------------------------------------------------
// The wire names are the spec's snake_case field names and the columns are their camelCase
// (start_date_2 → startDate2), so one rule maps them; the API tests read back every field.
// Two fields differ in form: the budget is dollars on the wire and cents in the database, and
// the drop-off time is HH:MM on the wire and a `time` (HH:MM:SS) in the database.

type WireName = keyof QuestionnaireFields;
const WIRE_NAMES = Object.keys(questionnaireFieldsSchema.shape) as WireName[];

const columnOf = (name: WireName) =>
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
function toColumns(
  fields: Partial<Record<WireName, unknown>>,
): Partial<familiesRepo.QuestionnaireValues> {
  const columns: Record<string, unknown> = {};
  for (const name of WIRE_NAMES) {
    if (fields[name] !== undefined) columns[columnOf(name)] = fields[name];
  }
  if (typeof fields.amount_money === 'number') columns.amountMoney = toCents(fields.amount_money);
  return columns as Partial<familiesRepo.QuestionnaireValues>;
}

const isFrozen = (itinerary: itinerariesRepo.ItineraryState | null) =>
  itinerary !== null &&
  (QUESTIONNAIRE_FROZEN_ITINERARY_STATUSES as readonly string[]).includes(itinerary.status);

function toResponse(
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

// ---- helpers -------------------------------------------------------------------------------

async function ownOr404(db: DbOrTx, id: number, parentId: number, lock = false) {
  const row = await familiesRepo.findOwnQuestionnaire(db, id, parentId, { lock });
  if (!row) throw AppError.notFound(QUESTIONNAIRE_NOT_FOUND);
  return row;
}

async function itineraryOf(db: DbOrTx, questionnaireId: number) {
  return (
    (await itinerariesRepo.itinerariesOfQuestionnaires(db, [questionnaireId])).get(
      questionnaireId,
    ) ?? null
  );
}

const NO_COORDINATES = { latitude: null, longitude: null };

/**
 * Coordinates of the family's address for the specialist's distance search. An unknown place,
 * or a geocoding service that is down, leaves them empty: the questionnaire is saved anyway and
 * the specialist still has the address.
 */
async function locate(
  ctx: AppContext,
  address: string,
  zip: string,
): Promise<Coordinates | typeof NO_COORDINATES> {
  try {
    return (await ctx.geocoder.geocode(address, zip)) ?? NO_COORDINATES;
  } catch (err) {
    ctx.log.warn({ err }, 'geocoding failed; questionnaire saved without coordinates');
    return NO_COORDINATES;
  }
}

function childValues(complete: QuestionnaireSubmission) {
  return {
    firstName: complete.child_first_name,
    age: complete.age,
    risingGradeLevel: complete.rising_grade_level ?? null,
  };
}

/** The new itinerary (status draft, 'New' for the specialists) and the parent's receipt. */
async function openItinerary(
  tx: DbOrTx,
  ctx: AppContext,
  opts: {
    parent: { id: number; email: string; name: string };
    questionnaire: familiesRepo.QuestionnaireRow;
    mailUrl: string;
    newAccount: boolean;
  },
): Promise<itinerariesRepo.ItineraryState> {
  const q = opts.questionnaire;
  const itinerary = await itinerariesRepo.insertDraftItinerary(tx, {
    parentId: opts.parent.id,
    childId: q.childId,
    questionnaireId: q.id,
    location: [q.addressStreet, q.zipCode].filter(Boolean).join(', '),
    latitude: q.latitude,
    longitude: q.longitude,
  });
  await enqueueMail(tx, ctx, {
    to: opts.parent.email,
    template: 'questionnaire_received',
    data: {
      name: opts.parent.name,
      child_name: q.childFirstName ?? undefined,
      url: opts.mailUrl,
      new_account: opts.newAccount,
    },
  });
  return itinerary;
}

// ---- parent endpoints ----------------------------------------------------------------------

export async function listQuestionnaires(
  ctx: AppContext,
  parent: CurrentUser,
): Promise<QuestionnaireList> {
  const rows = await familiesRepo.questionnairesOfParent(ctx.db, parent.id);
  const states = await itinerariesRepo.itinerariesOfQuestionnaires(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { questionnaires: rows.map((r) => toResponse(r, states.get(r.id) ?? null)) };
}

export async function getQuestionnaire(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
): Promise<Questionnaire> {
  const row = await ownOr404(ctx.db, id, parent.id);
  return toResponse(row, await itineraryOf(ctx.db, row.id));
}

/**
 * A new draft. A parent who is not paid Premium keeps to one questionnaire (section 6). With
 * `copyFromId` (one of the parent's own) the family's answers are copied
 * (QUESTIONNAIRE_FAMILY_FIELDS); otherwise the address comes from the parent's profile.
 */
export async function createQuestionnaire(
  ctx: AppContext,
  parent: CurrentUser,
  copyFromId: number | undefined,
): Promise<Questionnaire> {
  return ctx.db.transaction(async (tx) => {
    // Locked to the end: two requests cannot both pass the one-questionnaire limit.
    await accountsRepo.lockLiveUser(tx, parent.id);
    const source = copyFromId === undefined ? null : await ownOr404(tx, copyFromId, parent.id);
    if (
      (await familiesRepo.countQuestionnairesOfParent(tx, parent.id)) > 0 &&
      !(await parentIsPaidPremium(tx, parent.id))
    ) {
      throw AppError.forbidden(M.limitReached);
    }
    const values = source
      ? toColumns(
          Object.fromEntries(QUESTIONNAIRE_FAMILY_FIELDS.map((f) => [f, toFields(source)[f]])),
        )
      : { addressStreet: parent.address, zipCode: parent.zipCode };
    const row = await familiesRepo.insertQuestionnaire(tx, { ...values, parentId: parent.id });
    return toResponse(row, null);
  });
}

/**
 * Saves fields. A draft takes any valid subset. Submitting (and any edit of a submitted
 * questionnaire, which is how the profile's child forms save) needs the stored fields merged
 * with the sent ones to be complete; then the child is created or updated with them. The first
 * submission also opens the child's itinerary and mails the receipt. Refused once the
 * itinerary is approved or canceled: the child's profile is frozen then (section 4).
 */
export async function updateQuestionnaire(
  ctx: AppContext,
  parent: CurrentUser,
  id: number,
  input: { fields?: QuestionnaireDraft | undefined; submit?: boolean | undefined },
): Promise<Questionnaire> {
  const sent = input.fields ?? {};
  return ctx.db.transaction(async (tx) => {
    const row = await ownOr404(tx, id, parent.id, true);
    const itinerary = await itineraryOf(tx, row.id);
    if (isFrozen(itinerary)) throw AppError.conflict(M.notEditable);
    // An autosave with nothing in it (`{}`, `{"fields":{}}`) changes nothing: the record as it is.
    if (!input.submit && Object.values(sent).every((v) => v === undefined)) {
      return toResponse(row, itinerary);
    }
    const stored = toFields(row);
    const merged = { ...stored, ...sent };
    const addressChanged =
      merged.address_street !== stored.address_street || merged.zip_code !== stored.zip_code;

    if (row.status === 'draft' && !input.submit) {
      // Rules across fields (dates) hold for what is stored, not just for what was sent.
      parseOr422(questionnaireDraftSchema, merged);
      const saved = await familiesRepo.updateQuestionnaire(tx, row.id, {
        ...toColumns(sent),
        ...(addressChanged ? NO_COORDINATES : {}),
      });
      return toResponse(saved, itinerary);
    }

    const complete = parseOr422(questionnaireSubmitSchema, merged);
    const coordinates =
      addressChanged || row.latitude === null
        ? await locate(ctx, complete.address_street, complete.zip_code)
        : { latitude: row.latitude, longitude: row.longitude };
    let childId = row.childId;
    if (childId === null) {
      childId = await familiesRepo.insertChild(tx, {
        parentId: parent.id,
        ...childValues(complete),
      });
    } else {
      await familiesRepo.updateChild(tx, childId, childValues(complete));
    }
    const firstSubmission = row.status === 'draft';
    const saved = await familiesRepo.updateQuestionnaire(tx, row.id, {
      ...toColumns(complete),
      ...coordinates,
      childId,
      ...(firstSubmission ? { status: 'submitted' as const, submittedAt: ctx.now() } : {}),
    });
    if (!firstSubmission) return toResponse(saved, itinerary);
    const opened = await openItinerary(tx, ctx, {
      parent: { id: parent.id, email: parent.email, name: parent.firstName || parent.name },
      questionnaire: saved,
      mailUrl: `${ctx.config.APP_URL}/profile/itineraries`,
      newAccount: false,
    });
    return toResponse(saved, opened);
  });
}

// ---- visitors ------------------------------------------------------------------------------

/**
 * A visitor's complete questionnaire: their parent account (unconfirmed, generated password),
 * the submitted questionnaire, the child and the draft itinerary, and one e-mail whose
 * passwordless link (/confirmation-parent?form_id=…) confirms the account and signs them in.
 * All or nothing: a taken e-mail (422 on `email`) creates nothing.
 */
export async function submitAsVisitor(
  ctx: AppContext,
  input: { parent: { name: string; email: string }; fields: QuestionnaireSubmission },
): Promise<{ email: string }> {
  const { fields } = input;
  return ctx.db.transaction(async (tx) => {
    // An existing account gets a mail, the visitor the same answer as a new one (decision 0031):
    // the answer does not tell who has an account. Nothing is saved for that address.
    if (await notifyExistingAccount(tx, ctx, input.parent.email, 'questionnaire')) {
      return { email: input.parent.email };
    }
    const user = await createParentAccountInTx(tx, {
      ...input.parent,
      address: fields.address_street,
      zipCode: fields.zip_code,
    });
    const link = await issuePasswordlessLink(tx, ctx, user.id);
    const childId = await familiesRepo.insertChild(tx, {
      parentId: user.id,
      ...childValues(fields),
    });
    const questionnaire = await familiesRepo.insertQuestionnaire(tx, {
      ...toColumns(fields),
      ...(await locate(ctx, fields.address_street, fields.zip_code)),
      parentId: user.id,
      childId,
      status: 'submitted',
      submittedAt: ctx.now(),
      // Ties the link to the questionnaire it came with (only the hash, like the token itself).
      formId: hashToken(link.token),
    });
    await openItinerary(tx, ctx, {
      parent: { id: user.id, email: user.email, name: user.firstName || user.name },
      questionnaire,
      mailUrl: link.url,
      newAccount: true,
    });
    return { email: user.email };
  });
}
