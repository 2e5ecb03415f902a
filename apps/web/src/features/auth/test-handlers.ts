import { SESSION_PATHS, type Session } from '@camp/shared/auth';
import { apiRoute, type Answer } from '../../test-server';
import type { SignInAccount, SignInBody } from './api/sessions';

/** The auth endpoints the sign-in and confirmation pages call, answered with the shared types. */
export const authApi = {
  /** POST /api/v1/{parents|camp_directors|specialists|admins}/sessions. */
  signIn: (account: SignInAccount, answer: Answer<SignInBody, Session>) =>
    apiRoute('post', SESSION_PATHS[account], answer),
  /** POST /api/v1/parents/passwordless_sessions with the form_id of the questionnaire link. */
  passwordlessSession: (answer: Answer<{ form_id: string }, Session>) =>
    apiRoute('post', '/api/v1/parents/passwordless_sessions', answer),
  /** POST /api/v1/staff/passwords with the token of a staff invitation or reset link. */
  staffPassword: (
    answer: Answer<{ token: string; password: string }, { role: 'Specialist' | 'Admin' }>,
  ) => apiRoute('post', '/api/v1/staff/passwords', answer),
};
