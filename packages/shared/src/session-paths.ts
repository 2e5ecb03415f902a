// The sign-in endpoints, apart from the sessions' schemas: a sign-in page loads them without zod.

/** The four sign-in endpoints; each accepts only accounts of its own role. */
export const SIGN_IN_ACCOUNTS = ['parent', 'director', 'specialist', 'admin'] as const;
export type SignInAccount = (typeof SIGN_IN_ACCOUNTS)[number];

/** Where each account signs in (POST { email, password } → Session). */
export const SESSION_PATHS: Record<SignInAccount, string> = {
  parent: '/api/v1/parents/sessions',
  director: '/api/v1/camp_directors/sessions',
  specialist: '/api/v1/specialists/sessions',
  admin: '/api/v1/admins/sessions',
};
