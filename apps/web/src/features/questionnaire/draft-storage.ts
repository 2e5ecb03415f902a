import { readStorage, writeStorage } from '../../lib/storage';
import { restoreFormValues, type QuestionnaireFormValues } from './form-values';

/**
 * Questionnaire drafts kept in this browser, so nothing typed is lost on a reload or a network
 * failure: a visitor's whole draft lives here; a signed-in parent's is a copy of what is being
 * saved to the server, with `unsynced` set while the server does not have it yet. Logging out
 * clears local storage, and these drafts with it.
 */
export interface LocalDraft {
  values: QuestionnaireFormValues;
  /** Index of the step the person was on. */
  step: number;
  /** A parent's draft: changes the server has not confirmed yet. */
  unsynced: boolean;
  /** ISO time of the last change. */
  savedAt: string;
}

export const VISITOR_DRAFT_KEY = 'questionnaire_draft';
export const parentDraftKey = (questionnaireId: number) => `questionnaire_draft_${questionnaireId}`;

function read(key: string): LocalDraft | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    const values = restoreFormValues(parsed.values);
    if (!values) return null;
    return {
      values,
      step: typeof parsed.step === 'number' && parsed.step >= 0 ? Math.floor(parsed.step) : 0,
      unsynced: parsed.unsynced === true,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

function store(key: string) {
  return {
    load: () => read(key),
    save: (draft: Omit<LocalDraft, 'savedAt'>) =>
      writeStorage(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() })),
    clear: () => writeStorage(key, null),
  };
}

export type DraftStore = ReturnType<typeof store>;

export const visitorDraftStore: DraftStore = store(VISITOR_DRAFT_KEY);
export const parentDraftStore = (questionnaireId: number): DraftStore =>
  store(parentDraftKey(questionnaireId));
