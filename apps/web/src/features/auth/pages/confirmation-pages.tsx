import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { confirmEmail } from '../api/confirmations';
import { signInWithLoginLink } from '../api/login-link';
import { createPasswordlessSession } from '../api/passwordless-sessions';
import { pendingEmailStore, returnPathStore } from '../auth-storage';
import { WorkingCard } from '../../../components/ui/status-card';
import { failureMessage } from '../../../lib/form-support';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useRunOnce } from '../hooks/use-run-once';
import { PATHS, parseAccountType, postConfirmationRedirect } from '../redirects';

/**
 * /confirmation/:token?user_type=director|parent, the link in the confirmation mail. Success
 * signs the user in with toast 'Your have confirmed your email address.' and goes on by the
 * spec's rules; failure shows the server's message as a warning and goes home.
 */
export function ConfirmationPage() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useRunOnce(() => {
    const account = parseAccountType(search.get('user_type')) ?? 'parent';
    if (!token) {
      void navigate(PATHS.home, { replace: true });
      return;
    }
    confirmEmail(account, token).then(
      (session) => {
        const target = postConfirmationRedirect(session, account, returnPathStore.get());
        returnPathStore.clear();
        setSession(session);
        toast.success('Your have confirmed your email address.');
        void navigate(target.to, { replace: true });
      },
      (err: unknown) => {
        toast.warning(failureMessage(err));
        void navigate(PATHS.home, { replace: true });
      },
    );
  });
  return <WorkingCard title="Confirming your e-mail address…" />;
}

/**
 * /confirmation-parent?form_id=…: the passwordless link sent after the questionnaire. Signs
 * the parent in and goes to congratulations (or to the verification page when the account is
 * still unconfirmed). On failure (a used or expired link) home, with the server's message as a
 * warning, as the e-mail confirmation page does: the spec suppresses the generic 'Error' toast
 * for these calls, and without any message a parent would not know why the link did nothing.
 */
export function ParentConfirmationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useRunOnce(() => {
    const formId = search.get('form_id');
    if (!formId) {
      void navigate(PATHS.home, { replace: true });
      return;
    }
    createPasswordlessSession(formId).then(
      (session) => {
        setSession(session);
        if (!session.confirmed) {
          pendingEmailStore.set(session.email);
          void navigate(PATHS.verify, { replace: true, state: { isDirector: false } });
        } else {
          void navigate(PATHS.congratulations, { replace: true });
        }
      },
      (err: unknown) => {
        toast.warning(failureMessage(err));
        void navigate(PATHS.home, { replace: true });
      },
    );
  });
  return <WorkingCard title="Signing you in…" />;
}

/**
 * /camp-director/login-link?token=…: a one-time sign-in link for camp directors. Failure
 * shows the server's message and opens the director sign-in page.
 */
export function DirectorLoginLinkPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  useRunOnce(() => {
    const token = search.get('token');
    if (!token) {
      void navigate(PATHS.directorSignIn, { replace: true });
      return;
    }
    signInWithLoginLink(token).then(
      (session) => complete(session, 'login_link'),
      (err: unknown) => {
        toast.warning(failureMessage(err));
        void navigate(PATHS.directorSignIn, { replace: true });
      },
    );
  });
  return <WorkingCard title="Signing you in…" />;
}
