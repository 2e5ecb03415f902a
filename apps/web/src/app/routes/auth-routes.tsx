import type { RouteObject } from 'react-router-dom';
import { GuestOnly, type SignInHandle } from '../guards/guest-only';
import { paths } from '../../lib/paths';

const signIn = () => import('../../features/auth/pages/sign-in-pages');
const signUp = () => import('../../features/auth/pages/sign-up-pages');
const verify = () => import('../../features/auth/pages/verify-email-page');
const forgot = () => import('../../features/auth/pages/forgot-password-page');
const reset = () => import('../../features/auth/pages/reset-password-pages');
const confirmation = () => import('../../features/auth/pages/confirmation-pages');
const staffPassword = () => import('../../features/auth/pages/staff-password-pages');

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
        path: paths.signIn,
        handle: { signInRole: 'Parent' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).ParentSignInRoute }),
      },
      { path: paths.signUp, lazy: async () => ({ Component: (await signUp()).ParentSignUpPage }) },
      {
        path: paths.signUpVerify,
        lazy: async () => ({ Component: (await verify()).SignUpVerifyPage }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: (await forgot()).ForgotPasswordPage }),
      },
      {
        path: paths.forgotPasswordVerify,
        lazy: async () => ({ Component: (await verify()).ForgotPasswordVerifyPage }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({ Component: (await reset()).ResetPasswordPage }),
      },
      {
        path: paths.director.signIn,
        handle: { signInRole: 'CampDirector' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).DirectorSignInPage }),
      },
      {
        path: paths.director.signUp,
        lazy: async () => ({ Component: (await signUp()).DirectorSignUpPage }),
      },
      {
        path: paths.director.forgotPassword,
        lazy: async () => ({ Component: (await forgot()).ForgotPasswordPage }),
      },
      {
        path: paths.director.resetPassword,
        lazy: async () => ({ Component: (await reset()).ResetPasswordPage }),
      },
      {
        path: paths.specialist.signIn,
        handle: { signInRole: 'Specialist' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).SpecialistSignInPage }),
      },
      {
        path: paths.admin.signIn,
        handle: { signInRole: 'Admin' } satisfies SignInHandle,
        lazy: async () => ({ Component: (await signIn()).AdminSignInPage }),
      },
    ],
  },
  // Links from e-mails: they work whoever is signed in, replacing the session where they sign in.
  {
    path: paths.resetPasswordToken.pattern,
    lazy: async () => ({ Component: (await reset()).ResetPasswordLinkPage }),
  },
  {
    path: paths.staffSetPasswordToken.pattern,
    lazy: async () => ({ Component: (await staffPassword()).StaffPasswordLinkPage }),
  },
  {
    path: paths.staffSetPassword,
    lazy: async () => ({ Component: (await staffPassword()).StaffPasswordPage }),
  },
  {
    path: paths.confirmation.pattern,
    lazy: async () => ({ Component: (await confirmation()).ConfirmationPage }),
  },
  {
    path: paths.confirmationParent,
    lazy: async () => ({ Component: (await confirmation()).ParentConfirmationPage }),
  },
  {
    path: paths.director.loginLink,
    lazy: async () => ({ Component: (await confirmation()).DirectorLoginLinkPage }),
  },
];
