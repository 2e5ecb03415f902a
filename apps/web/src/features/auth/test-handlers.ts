import { SESSION_PATHS, type Session } from '@camp/shared/auth';
import type {
  RecoveryCodes,
  TwoFactorAnswer,
  TwoFactorChallenge,
  TwoFactorConfirm,
  TwoFactorConfirmed,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@camp/shared/two-factor';
import { apiRoute, type Answer } from '../../test-server';
import { TWO_FACTOR_PATHS } from './api/two-factor';
import type { SignInAccount, SignInBody } from './api/sessions';

/** The auth endpoints the sign-in and confirmation pages call, answered with the shared types. */
export const authApi = {
  /** POST /api/v1/{parents|camp_directors|specialists|admins}/sessions. */
  signIn: (account: SignInAccount, answer: Answer<SignInBody, Session | TwoFactorChallenge>) =>
    apiRoute('post', SESSION_PATHS[account], answer),
  /** POST /api/v1/admins/sessions/two-factor: the second step of an admin's sign-in. */
  twoFactorAnswer: (answer: Answer<TwoFactorAnswer, Session>) =>
    apiRoute('post', TWO_FACTOR_PATHS.answer, answer),
  twoFactorEnrolment: (answer: Answer<null, TwoFactorEnrolment>) =>
    apiRoute('post', TWO_FACTOR_PATHS.enrolment, answer),
  twoFactorConfirmation: (answer: Answer<TwoFactorConfirm, TwoFactorConfirmed>) =>
    apiRoute('post', TWO_FACTOR_PATHS.confirmation, answer),
  twoFactorStatus: (answer: Answer<null, TwoFactorStatus>) =>
    apiRoute('get', TWO_FACTOR_PATHS.status, answer),
  recoveryCodes: (answer: Answer<null, RecoveryCodes>) =>
    apiRoute('post', TWO_FACTOR_PATHS.recoveryCodes, answer),
  /** POST /api/v1/parents/passwordless_sessions with the form_id of the questionnaire link. */
  passwordlessSession: (answer: Answer<{ form_id: string }, Session>) =>
    apiRoute('post', '/api/v1/parents/passwordless_sessions', answer),
  /** POST /api/v1/staff/passwords with the token of a staff invitation or reset link. */
  staffPassword: (
    answer: Answer<{ token: string; password: string }, { role: 'Specialist' | 'Admin' }>,
  ) => apiRoute('post', '/api/v1/staff/passwords', answer),
};
