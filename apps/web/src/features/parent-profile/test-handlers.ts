import type { Session } from '@camp/shared/auth';
import type { ReminderPreferences } from '@camp/shared/reminders';
import type {
  ChildProfile,
  ChildProfileList,
  ChildProfileValues,
} from '@camp/shared/child-profile';
import type { Questionnaire, QuestionnaireList } from '@camp/shared/questionnaire';
import { apiRoute, type Answer } from '../../test-server';
import type { ChildUpdate } from './api/children';
import type { PasswordChange } from './api/change-password';
import type { ProfileUpdate } from './api/update-profile';

/** The parent profile's endpoints, answered with the shared types. */
export const parentProfileApi = {
  /** POST /api/v1/parents/passwords → the fresh session. */
  changePassword: (answer: Answer<PasswordChange, Session>) =>
    apiRoute('post', '/api/v1/parents/passwords', answer),
  /** PUT /api/v1/parents { parent } → the session with the new values. */
  updateProfile: (answer: Answer<{ parent: ProfileUpdate }, Session>) =>
    apiRoute('put', '/api/v1/parents', answer),
  /** DELETE /api/v1/parents?id=. */
  deleteAccount: (answer: Answer<null, { message: string }>) =>
    apiRoute('delete', '/api/v1/parents', answer),
  /** GET /api/v1/parents/questionnaires. */
  questionnaires: (answer: Answer<null, QuestionnaireList>) =>
    apiRoute('get', '/api/v1/parents/questionnaires', answer),
  /** GET /api/v1/parents/reminders → { reminders }. */
  reminders: (answer: Answer<null, { reminders: ReminderPreferences }>) =>
    apiRoute('get', '/api/v1/parents/reminders', answer),
  /** PUT /api/v1/parents/reminders → { reminders } as saved. */
  saveReminders: (answer: Answer<ReminderPreferences, { reminders: ReminderPreferences }>) =>
    apiRoute('put', '/api/v1/parents/reminders', answer),
  /** PUT /api/v1/parents/questionnaires/:id { fields } (the child's details). */
  updateChild: (answer: Answer<{ fields: ChildUpdate }, Questionnaire>) =>
    apiRoute('put', '/api/v1/parents/questionnaires/:id', answer),
  /** GET /api/v1/parents/children. */
  childProfiles: (answer: Answer<null, ChildProfileList>) =>
    apiRoute('get', '/api/v1/parents/children', answer),
  /** GET /api/v1/parents/children/:id. */
  childProfile: (answer: Answer<null, ChildProfile>) =>
    apiRoute('get', '/api/v1/parents/children/:id', answer),
  /** POST /api/v1/parents/children → 201, the new profile. */
  createChildProfile: (answer: Answer<ChildProfileValues, ChildProfile>) =>
    apiRoute('post', '/api/v1/parents/children', answer),
  /** PUT /api/v1/parents/children/:id → the profile. */
  updateChildProfile: (answer: Answer<ChildProfileValues, ChildProfile>) =>
    apiRoute('put', '/api/v1/parents/children/:id', answer),
};
