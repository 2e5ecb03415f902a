import {
  QUESTIONNAIRE_FIELD_NAMES,
  QUESTIONNAIRE_STEPS,
  questionnaireDraftSchema,
  questionnaireFieldsSchema,
  type QuestionnaireFieldName,
  type QuestionnaireFields,
} from '@camp/shared/questionnaire';

/**
 * What the questionnaire form holds: the wire field names, with text and numbers as typed
 * (strings), lists as string arrays and yes/no answers as booleans (null until answered). The
 * shared schemas parse exactly this, so a draft saves and a submission validates without a
 * conversion step. A visitor's form also holds their name and e-mail (the last step).
 */
type AnswerValue<K extends QuestionnaireFieldName> = QuestionnaireFields[K] extends string[]
  ? string[]
  : QuestionnaireFields[K] extends boolean | null
    ? boolean | null
    : string;

export type QuestionnaireAnswers = { [K in QuestionnaireFieldName]: AnswerValue<K> };

export interface QuestionnaireFormValues extends QuestionnaireAnswers {
  /** The visitor's full name (ignored for a signed-in parent). */
  name: string;
  /** The visitor's e-mail (ignored for a signed-in parent). */
  email: string;
}

export type QuestionnaireFormField = QuestionnaireFieldName | 'name' | 'email';

/** The visitor-only last step: who the plan is for and where to send the confirmation. */
export const CONTACT_STEP = {
  key: 'contact',
  title: 'Your contact details',
  fields: ['name', 'email'],
} as const;

export type FormStep =
  | (typeof QUESTIONNAIRE_STEPS)[number]
  | {
      key: typeof CONTACT_STEP.key;
      title: string;
      fields: readonly QuestionnaireFormField[];
    };

/** The steps shown: the questionnaire's, plus the contact step for visitors. */
export function formSteps(visitor: boolean): readonly FormStep[] {
  return visitor ? [...QUESTIONNAIRE_STEPS, CONTACT_STEP] : QUESTIONNAIRE_STEPS;
}

type AnswerKind = 'list' | 'yes-no' | 'text';

/**
 * How each answer is held, read off the shared response schema (a list, a yes/no, or anything
 * else, which the form holds as text), so a field added there needs nothing here.
 */
const ANSWER_KINDS = Object.fromEntries(
  QUESTIONNAIRE_FIELD_NAMES.map((name) => {
    const schema = questionnaireFieldsSchema.shape[name];
    const kind: AnswerKind = schema.safeParse([]).success
      ? 'list'
      : schema.safeParse(true).success
        ? 'yes-no'
        : 'text';
    return [name, kind];
  }),
) as Record<QuestionnaireFieldName, AnswerKind>;

/** Form values from stored fields (a server questionnaire, or nothing for a blank form). */
export function formValuesFrom(
  fields: Partial<QuestionnaireFields> | null = null,
  contact: { name?: string; email?: string } = {},
): QuestionnaireFormValues {
  const values: Record<string, unknown> = { name: contact.name ?? '', email: contact.email ?? '' };
  for (const name of QUESTIONNAIRE_FIELD_NAMES) {
    const v = fields?.[name];
    switch (ANSWER_KINDS[name]) {
      case 'list':
        values[name] = Array.isArray(v) ? [...(v as string[])] : [];
        break;
      case 'yes-no':
        values[name] = typeof v === 'boolean' ? v : null;
        break;
      case 'text':
        values[name] = v === null || v === undefined ? '' : String(v as string | number);
    }
  }
  return values as unknown as QuestionnaireFormValues;
}

/** Restores values read back from local storage, filling what an older draft lacks. */
export function restoreFormValues(stored: unknown): QuestionnaireFormValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const blank = formValuesFrom();
  const out: Record<string, unknown> = { ...blank };
  for (const [key, fallback] of Object.entries(blank)) {
    const v = (stored as Record<string, unknown>)[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(v)) out[key] = v.filter((x): x is string => typeof x === 'string');
    } else if (fallback === null) {
      if (typeof v === 'boolean' || v === null) out[key] = v;
    } else if (typeof v === 'string') {
      out[key] = v;
    }
  }
  return out as unknown as QuestionnaireFormValues;
}

const isAnswered = (v: unknown) =>
  Array.isArray(v)
    ? v.length > 0
    : typeof v === 'boolean' || (typeof v === 'string' && v.trim() !== '');

/** The questionnaire answers alone (no visitor contact fields). */
export function answersOf(values: QuestionnaireFormValues): QuestionnaireAnswers {
  const { name: _name, email: _email, ...answers } = values;
  return answers;
}

/** True when any question has an answer (a draft worth keeping or carrying over). */
export function hasAnswers(values: QuestionnaireFormValues): boolean {
  return QUESTIONNAIRE_FIELD_NAMES.some((name) => isAnswered(values[name]));
}

/** Only the answered questions: merging these into a server draft leaves its other answers. */
export function answeredSubset(values: QuestionnaireFormValues): Partial<QuestionnaireAnswers> {
  return Object.fromEntries(
    QUESTIONNAIRE_FIELD_NAMES.filter((name) => isAnswered(values[name])).map((name) => [
      name,
      values[name],
    ]),
  ) as Partial<QuestionnaireAnswers>;
}

/**
 * What an autosave sends: every answer that passes the draft rules. An answer still being typed
 * that breaks a rule (half a ZIP code, an end date before the start) is left out, so the server
 * keeps its last good value and the save does not fail; the form shows the rule on Next.
 */
export function draftPayload(
  answers: Partial<QuestionnaireAnswers>,
): Partial<QuestionnaireAnswers> {
  let payload = answers;
  // zod runs the rules across fields only once each field is valid, so drop and check again.
  for (;;) {
    const result = questionnaireDraftSchema.safeParse(payload);
    if (result.success) return payload;
    const invalid = new Set(result.error.issues.map((i) => String(i.path[0])));
    const kept = Object.entries(payload).filter(([name]) => !invalid.has(name));
    if (kept.length === Object.keys(payload).length) return payload;
    payload = Object.fromEntries(kept) as Partial<QuestionnaireAnswers>;
  }
}
