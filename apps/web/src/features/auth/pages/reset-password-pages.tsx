import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, resetPasswordSchema } from '@camp/shared/auth';
import { toast } from '../../../components/ui/toaster';
import { useResetPasswordMutation } from '../api/passwords';
import { accountTypeStore, resetTokenStore } from '../auth-storage';
import { AuthFootnote, AuthLink } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../components/ui/form-text-field';
import { WorkingCard } from '../../../components/ui/status-card';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
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

interface Values {
  password: string;
  password_confirmation: string;
}

const schema = resetPasswordSchema;

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
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: sharedResolver<Values, typeof schema>(schema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });

  const forgotPath = account === 'director' ? PATHS.directorForgotPassword : PATHS.forgotPassword;
  const signInPath = account === 'director' ? PATHS.directorSignIn : PATHS.signIn;

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ account, body: { ...values, token } });
    } catch (err) {
      applyServerErrors(err, setError, ['password', 'password_confirmation']);
      return;
    }
    resetTokenStore.clear();
    toast.success('Password was reseted successfully!', 'Success');
    await navigate(signInPath, { replace: true });
  });

  return (
    <AuthPageLayout
      audience={account === 'director' ? 'director' : 'parent'}
      title="Reset password"
      intro="Choose a new password for your account."
    >
      {token ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset password">
          <Stack spacing={2}>
            <PasswordField
              control={control}
              name="password"
              label="New password"
              autoComplete="new-password"
              required
              hint={PASSWORD_HINT}
            />
            <PasswordField
              control={control}
              name="password_confirmation"
              label="Confirm new password"
              autoComplete="new-password"
              required
            />
            <FormAlert errors={errors} />
            <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
              Reset
            </Button>
          </Stack>
        </Box>
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
