import type { RouteObject } from 'react-router-dom';
import { GuestOnly, type SignInHandle } from '../guards/guest-only';

const signIn = () => import('../../features/auth/pages/sign-in-pages');
const signUp = () => import('../../features/auth/pages/sign-up-pages');
const verify = () => import('../../features/auth/pages/verify-email-page');
const forgot = () => import('../../features/auth/pages/forgot-password-page');
const reset = () => import('../../features/auth/pages/reset-password-pages');
const confirmation = () => import('../../features/auth/pages/confirmation-pages');

/**
 * Sign-in, sign-up and password pages of every role (parent, camp director, specialist,
 * admin), and the landing pages of the links in e-mails.
 */
export const authRoutes: RouteObject[] = [
  {
    // Pages for visitors: a signed-in, confirmed user is sent home (a role's sign-in page lets
    // a user of another role in: the role guards send them there).
    element: <GuestOnly />,
    children: [
      {
        path: 'sign-in',
        handle: { signInRole: 'Parent' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).ParentSignInPage }),
      },
      { path: 'sign-up', lazy: async () => ({ Component: (await signUp()).ParentSignUpPage }) },
      {
        path: 'sign-up/verify',
        lazy: async () => ({ Component: (await verify()).SignUpVerifyPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await forgot()).ForgotPasswordPage }),
      },
      {
        path: 'forgot-password/verify',
        lazy: async () => ({ Component: (await verify()).ForgotPasswordVerifyPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await reset()).ResetPasswordPage }),
      },
      {
        path: 'camp-director/sign-in',
        handle: { signInRole: 'CampDirector' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).DirectorSignInPage }),
      },
      {
        path: 'camp-director/sign-up',
        lazy: async () => ({ Component: (await signUp()).DirectorSignUpPage }),
      },
      {
        path: 'camp-director/forgot-password',
        lazy: async () => ({ Component: (await forgot()).ForgotPasswordPage }),
      },
      {
        path: 'camp-director/reset-password',
        lazy: async () => ({ Component: (await reset()).ResetPasswordPage }),
      },
      {
        path: 'specialist/sign-in',
        handle: { signInRole: 'Specialist' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).SpecialistSignInPage }),
      },
      {
        path: 'admin/sign-in',
        handle: { signInRole: 'Admin' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).AdminSignInPage }),
      },
    ],
  },
  // Links from e-mails: they work whoever is signed in, replacing the session where they sign in.
  {
    path: 'reset-password/:token',
    lazy: async () => ({ Component: (await reset()).ResetPasswordLinkPage }),
  },
  {
    path: 'confirmation/:token',
    lazy: async () => ({ Component: (await confirmation()).ConfirmationPage }),
  },
  {
    path: 'confirmation-parent',
    lazy: async () => ({ Component: (await confirmation()).ParentConfirmationPage }),
  },
  {
    path: 'camp-director/login-link',
    lazy: async () => ({ Component: (await confirmation()).DirectorLoginLinkPage }),
  },
];
