import { lazy, Suspense, useState } from 'react';
import { Divider } from '@mui/material';
import { Navigate } from 'react-router-dom';
import type { TwoFactorChallenge } from '@camp/shared/two-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthFootnote, AuthLink } from '../components/auth-links';
import { GoogleAuth } from '../components/google-auth';
import { SignInForm } from '../components/sign-in-form';
import { guestOnlyGuard, PATHS } from '../redirects';
import { getSession } from '../../../lib/session';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { Island } from '../../../islands/island';

/** The second step's form loads when an admin's password was right. */
const TwoFactorCodeForm = lazy(() =>
  import('../components/two-factor-code-form').then((m) => ({ default: m.TwoFactorCodeForm })),
);

/** /sign-in: 'Sign in Parent / Guardian'. */
export function ParentSignInPage() {
  const complete = useCompleteSignIn();
  return (
    <AuthPageLayout
      audience="parent"
      title="Sign in"
      titleSuffix="Parent / Guardian"
      intro="Welcome back! Sign in to see your itineraries, calendar and plans with friends."
    >
      <SignInForm
        account="parent"
        onSignedIn={(session) => complete(session, 'password')}
        passwordAside={<AuthLink to={PATHS.forgotPassword}>Forgot your password?</AuthLink>}
      />
      <GoogleAuth
        account="parent"
        mode="signin"
        onSession={(session) => complete(session, 'google')}
      />
      <AuthFootnote>
        New to Camp Concierge? <AuthLink to={PATHS.signUp}>Sign up</AuthLink>
      </AuthFootnote>
      <Divider sx={{ my: 2 }} />
      <AuthFootnote>
        Run a camp or program? <AuthLink to={PATHS.directorSignIn}>Provider sign in</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}

/**
 * The parent's sign-in page as an island: the page hydrates alone on the pre-rendered page,
 * outside the app's router and its guest-only guard, so it applies that guard itself (a
 * signed-in, confirmed user is sent on once hydrated, with the session of the page's first
 * render, as the guard does).
 */
export function ParentSignInIsland() {
  const [entrySession] = useState(getSession);
  const hydrated = useHydrated();
  const decision = guestOnlyGuard(hydrated ? entrySession : null, 'Parent');
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <ParentSignInPage />;
}

/** /sign-in in the app's route table. */
export function ParentSignInRoute() {
  return <Island name="parent-sign-in" component={ParentSignInIsland} />;
}

/** /camp-director/sign-in: provider sign-in with Google and the sign-up link. */
export function DirectorSignInPage() {
  const complete = useCompleteSignIn();
  return (
    <AuthPageLayout
      audience="director"
      title="Sign in"
      titleSuffix="Camp Director / Provider"
      intro="Manage your programs, activities and orders."
    >
      <SignInForm
        account="director"
        onSignedIn={(session) => complete(session, 'password')}
        passwordAside={<AuthLink to={PATHS.directorForgotPassword}>Forgot your password?</AuthLink>}
      />
      <GoogleAuth
        account="director"
        mode="signin"
        onSession={(session) => complete(session, 'google')}
      />
      <AuthFootnote>
        New provider? <AuthLink to={PATHS.directorSignUp}>Sign up</AuthLink>
      </AuthFootnote>
      <Divider sx={{ my: 2 }} />
      <AuthFootnote>
        Planning for your child? <AuthLink to={PATHS.signIn}>Parent sign in</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}

/** /specialist/sign-in: staff accounts are created by an administrator, so no sign-up link. */
export function SpecialistSignInPage() {
  const complete = useCompleteSignIn();
  return (
    <AuthPageLayout
      audience="specialist"
      title="Sign in"
      titleSuffix="Program Specialist"
      intro="Use the e-mail address and password your administrator gave you."
    >
      <SignInForm account="specialist" onSignedIn={(session) => complete(session, 'password')} />
    </AuthPageLayout>
  );
}

/**
 * /admin/sign-in: the password, then (two-step sign-in set up) the code of the authenticator
 * app or a recovery code. An admin without it signs in to its set-up (the admin area's gate).
 */
export function AdminSignInPage() {
  const complete = useCompleteSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  if (challenge) {
    return (
      <AuthPageLayout
        audience="admin"
        title="Two-step sign-in"
        titleSuffix="Administrator"
        intro="Your password was right. One more step to keep the back office safe."
      >
        <Suspense fallback={null}>
          <TwoFactorCodeForm
            challenge={challenge}
            onSignedIn={(session) => complete(session, 'password')}
            onRestart={() => setChallenge(null)}
          />
        </Suspense>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout audience="admin" title="Sign in" titleSuffix="Administrator">
      <SignInForm
        account="admin"
        onSignedIn={(session) => complete(session, 'password')}
        onChallenge={setChallenge}
      />
    </AuthPageLayout>
  );
}
