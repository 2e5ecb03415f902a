import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toaster';
import { useResetPasswordMutation } from '../api/passwords';
import { accountTypeStore, resetTokenStore } from '../auth-storage';
import { AuthFootnote, AuthLink } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { WorkingCard } from '../../../components/ui/status-card';
import { PATHS, parseAccountType } from '../redirects';

/**
 * /reset-password/:token?user_type=parent|director, the link in the reset mail: keeps the token
 * and account type in local storage (out of the address bar and history) and opens the reset
 * form, or goes home when there is no token.
 */
export function ResetPasswordLinkPage() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) {
      void navigate(PATHS.home, { replace: true });
      return;
    }
    resetTokenStore.set(token);
    accountTypeStore.set(parseAccountType(search.get('user_type')) ?? 'parent');
    void navigate(PATHS.resetPassword, { replace: true });
  }, [token, search, navigate]);
  return <WorkingCard title="Opening your reset link…" />;
}

/**
 * /reset-password and /camp-director/reset-password: new password and confirmation, 'Reset'.
 * The account type comes from local storage; without one, the director slug
 * in the path decides. Success: toast, then the matching sign-in page.
 */
export function ResetPasswordPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => resetTokenStore.get());
  const [account] = useState(
    () =>
      accountTypeStore.get() ?? (pathname.startsWith(PATHS.directorBase) ? 'director' : 'parent'),
  );
  const reset = useResetPasswordMutation();

  const forgotPath = account === 'director' ? PATHS.directorForgotPassword : PATHS.forgotPassword;
  const signInPath = account === 'director' ? PATHS.directorSignIn : PATHS.signIn;

  return (
    <AuthPageLayout
      audience={account === 'director' ? 'director' : 'parent'}
      title="Reset password"
      intro="Choose a new password for your account."
    >
      {token ? (
        <NewPasswordForm
          label="Reset password"
          submitLabel="Reset"
          save={(values) => reset.mutateAsync({ account, body: { ...values, token } })}
          onSaved={async () => {
            resetTokenStore.clear();
            toast.success('Password was reseted successfully!', 'Success');
            await navigate(signInPath, { replace: true });
          }}
        />
      ) : (
        <Alert severity="info">
          To set a new password, open the link from the reset e-mail we sent you. If you no longer
          have it, ask for a new one.
        </Alert>
      )}
      <AuthFootnote>
        {token ? 'Link expired? ' : ''}
        <AuthLink to={forgotPath}>{token ? 'Send a new link' : 'Send me a reset link'}</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}
