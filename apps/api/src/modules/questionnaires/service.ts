import {
  QUESTIONNAIRE_FAMILY_FIELDS,
  QUESTIONNAIRE_MESSAGES,
  questionnaireDraftSchema,
  questionnaireSubmitSchema,
  type Questionnaire,
  type QuestionnaireDraft,
  type QuestionnaireList,
  type QuestionnaireSubmission,
  RISING_GRADE_MAX,
  RISING_GRADE_MIN,
} from '@camp/shared/questionnaire';
import { AGE_MAX, AGE_MIN } from '@camp/shared/enums';
import { CHILD_PROFILE_MESSAGES, ageOn, todayIso } from '@camp/shared/child-profile';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Coordinates } from '../../lib/geocode.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { parentIsPaidPremium } from '../auth/index.js';
import { enqueueMail } from '../mail/index.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as familiesRepo from '../../data/families/repository.js';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';

const M = QUESTIONNAIRE_MESSAGES;

import { parseWithCampTypes } from './camp-types.js';
import { isFrozen, toColumns, toFields, toResponse } from './fields.js';

export { toFields } from './fields.js';

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
export async function locate(
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

export function childValues(complete: QuestionnaireSubmission) {
  return {
    firstName: complete.child_first_name,
    age: complete.age,
    risingGradeLevel: complete.rising_grade_level ?? null,
  };
}

/** The new itinerary (status draft, 'New' for the specialists) and the parent's receipt. */
export async function openItinerary(
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

/**
 * The questionnaire's copy of a child's profile: the name, the age today when the questionnaire
 * takes it (4 to 18), and the rising grade when it is 1st to 12th; what it cannot take is left for
 * the parent to answer.
 */
async function childAnswers(ctx: AppContext, tx: DbOrTx, childId: number, parentId: number) {
  const child = await familiesRepo.findOwnChild(tx, childId, parentId);
  if (!child) throw AppError.notFound(CHILD_PROFILE_MESSAGES.notFound);
  const age = child.dateOfBirth ? ageOn(child.dateOfBirth, todayIso(ctx.now())) : child.age;
  const grade = child.risingGradeLevel;
  return {
    childId: child.id,
    childFirstName: child.firstName,
    age: age !== null && age >= AGE_MIN && age <= AGE_MAX ? age : null,
    risingGradeLevel:
      grade !== null && grade >= RISING_GRADE_MIN && grade <= RISING_GRADE_MAX ? grade : null,
  };
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
 * A new draft. A parent who is not paid Premium keeps to one questionnaire. With
 * `copyFromId` (one of the parent's own) the family's answers are copied
 * (QUESTIONNAIRE_FAMILY_FIELDS); otherwise the address comes from the parent's profile.
 */
export async function createQuestionnaire(
  ctx: AppContext,
  parent: CurrentUser,
  copyFromId: number | undefined,
  childId?: number,
): Promise<Questionnaire> {
  return ctx.db.transaction(async (tx) => {
    // Locked to the end: two requests cannot both pass the one-questionnaire limit.
    await accountsRepo.lockLiveUser(tx, parent.id);
    const source = copyFromId === undefined ? null : await ownOr404(tx, copyFromId, parent.id);
    const child = childId === undefined ? null : await childAnswers(ctx, tx, childId, parent.id);
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
    const row = await familiesRepo.insertQuestionnaire(tx, {
      ...values,
      ...child,
      parentId: parent.id,
    });
    return toResponse(row, null);
  });
}

/**
 * Saves fields. A draft takes any valid subset. Submitting (and any edit of a submitted
 * questionnaire, which is how the profile's child forms save) needs the stored fields merged
 * with the sent ones to be complete; then the child is created or updated with them. The first
 * submission also opens the child's itinerary and mails the receipt. Refused once the
 * itinerary is approved or canceled: once approved, the child's profile cannot be changed.
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
      await parseWithCampTypes(tx, questionnaireDraftSchema, merged, sent, stored);
      const saved = await familiesRepo.updateQuestionnaire(tx, row.id, {
        ...toColumns(sent),
        ...(addressChanged ? NO_COORDINATES : {}),
      });
      return toResponse(saved, itinerary);
    }

    const complete = await parseWithCampTypes(tx, questionnaireSubmitSchema, merged, sent, stored);
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
