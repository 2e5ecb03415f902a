import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { createQuestionnaire } from '../api/create-questionnaire';
import { questionnairesQueryOptions } from '../../../lib/parent-questionnaires';
import { updateQuestionnaire } from '../api/update-questionnaire';
import { parentDraftStore, visitorDraftStore } from '../draft-storage';
import {
  answeredSubset,
  draftPayload,
  formValuesFrom,
  hasAnswers,
  type QuestionnaireFormValues,
} from '../form-values';

/** Which questionnaire the page is for (from the URL or the navigation state). */
export interface QuestionnaireRequest {
  /** Continue this draft (the page puts it in the URL, so a reload finds it again). */
  id?: number;
  /** Start a new questionnaire copying this one's family fields ("plan for another child"). */
  copyFrom?: number;
  /** Start a new blank questionnaire ("a new child plan"). */
  blank?: boolean;
  /**
   * A plan for this child's profile: their draft when they have one, else a new questionnaire
   * with the child's name, age and grade filled in from the profile.
   */
  child?: number | undefined;
}

export type CurrentQuestionnaire =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      id: number;
      values: QuestionnaireFormValues;
      step: number;
      /** The values come from this browser and the server does not have them yet. */
      unsynced: boolean;
    }
  /** The package allows no more questionnaires (403): the server's message. */
  | { kind: 'limit'; message: string }
  | { kind: 'error'; message: string };

/** The newest draft: the one the parent was filling in. */
function latestDraft(list: Questionnaire[]): Questionnaire | undefined {
  return list
    .filter((q) => q.status === 'draft')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
}

function pick(list: Questionnaire[], request: QuestionnaireRequest): Questionnaire | undefined {
  if (request.child !== undefined) {
    return latestDraft(list.filter((q) => q.child_id === request.child));
  }
  if (request.copyFrom !== undefined || request.blank) return undefined;
  const asked = list.find((q) => q.id === request.id && q.status === 'draft');
  return asked ?? latestDraft(list);
}

/** The form's starting point: this browser's unsaved copy if there is one, else the server's. */
function readyState(q: Questionnaire, startStep?: number): CurrentQuestionnaire {
  const local = parentDraftStore(q.id).load();
  const unsynced = local?.unsynced === true;
  return {
    kind: 'ready',
    id: q.id,
    values: unsynced ? local.values : formValuesFrom(q.fields),
    step: startStep ?? local?.step ?? 0,
    unsynced,
  };
}

/**
 * Finds or starts the signed-in parent's questionnaire, once per page: the draft asked for or
 * the newest draft; a new one (blank or copied) when asked or when there is no draft. Answers a
 * visitor typed in this browser before signing in are saved into it, then dropped locally.
 * Offline, a draft known by id is restored from this browser and saved when the server answers.
 */
export function useCurrentQuestionnaire(request: QuestionnaireRequest): CurrentQuestionnaire {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CurrentQuestionnaire>({ kind: 'loading' });
  const started = useRef(false);
  const requestRef = useRef(request);

  useEffect(() => {
    // Once: creating a questionnaire must not run twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const req = requestRef.current;
    void (async () => {
      try {
        const list = await queryClient.fetchQuery(questionnairesQueryOptions());
        let questionnaire = pick(list, req) ?? (await createQuestionnaire(req.copyFrom, req.child));
        const visitor = visitorDraftStore.load();
        if (visitor && hasAnswers(visitor.values)) {
          questionnaire = await updateQuestionnaire(questionnaire.id, {
            fields: draftPayload(answeredSubset(visitor.values)),
          });
          visitorDraftStore.clear();
          setState(readyState(questionnaire, visitor.step));
        } else {
          setState(readyState(questionnaire));
        }
        void queryClient.invalidateQueries({ queryKey: questionnairesQueryOptions().queryKey });
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) {
          setState({ kind: 'limit', message: err.message });
          return;
        }
        const local = req.id !== undefined ? parentDraftStore(req.id).load() : null;
        if (!(err instanceof ApiError) && req.id !== undefined && local) {
          setState({
            kind: 'ready',
            id: req.id,
            values: local.values,
            step: local.step,
            unsynced: true,
          });
          return;
        }
        setState({ kind: 'error', message: failureMessage(err) });
      }
    })();
  }, [queryClient]);

  return state;
}
