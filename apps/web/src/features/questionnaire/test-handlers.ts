import type { ChildProfileList } from '@camp/shared/child-profile';
import type { Questionnaire, QuestionnaireList } from '@camp/shared/questionnaire';
import { apiRoute, type Answer } from '../../test-server';
import type { VisitorQuestionnaireBody } from './api/visitor-questionnaire';
import type { QuestionnaireAnswers } from './form-values';

/** The questionnaire's endpoints, answered with the shared types. */
export const questionnaireApi = {
  /** POST /api/v1/questionnaires (a visitor's answers) → 201 { email }. */
  visitorSubmit: (answer: Answer<VisitorQuestionnaireBody, { email: string }>) =>
    apiRoute('post', '/api/v1/questionnaires', answer),
  /** GET /api/v1/parents/questionnaires. */
  list: (answer: Answer<null, QuestionnaireList>) =>
    apiRoute('get', '/api/v1/parents/questionnaires', answer),
  /** POST /api/v1/parents/questionnaires { copy_from_id? } → 201, the new draft. */
  create: (answer: Answer<{ copy_from_id?: number; child_id?: number }, Questionnaire>) =>
    apiRoute('post', '/api/v1/parents/questionnaires', answer),
  /** GET /api/v1/parents/children: the family's children's profiles. */
  children: (answer: Answer<null, ChildProfileList>) =>
    apiRoute('get', '/api/v1/parents/children', answer),
  /** PUT /api/v1/parents/questionnaires/:id { fields, submit? }. */
  update: (
    answer: Answer<{ fields: Partial<QuestionnaireAnswers>; submit?: boolean }, Questionnaire>,
  ) => apiRoute('put', '/api/v1/parents/questionnaires/:id', answer),
};
