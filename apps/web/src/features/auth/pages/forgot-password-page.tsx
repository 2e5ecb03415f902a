import { Box, Button, Stack } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { emailOnlySchema } from '@camp/shared/auth';
import { useRequestPasswordResetMutation } from '../api/password-emails';
import { pendingEmailStore } from '../auth-storage';
import { AuthFootnote, AuthLink } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../components/form-alert';
import { FormTextField, lowerCase } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { PATHS, type VerifyPageState } from '../redirects';

interface Values {
  email: string;
}

/**
 * /forgot-password and /camp-director/forgot-password: the director call is used when the path
 * contains the director slug. Success stores the address and opens the
 * verification page with Resend hidden.
 */
export function ForgotPasswordPage() {
  const { pathname } = useLocation();
  const isDirector = pathname.startsWith(PATHS.directorBase);
  const navigate = useNavigate();
  const request = useRequestPasswordResetMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: sharedResolver<Values, typeof emailOnlySchema>(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ account: isDirector ? 'director' : 'parent', email });
    } catch (err) {
      applyServerErrors(err, setError, ['email']);
      return;
    }
    pendingEmailStore.set(email);
    const state: VerifyPageState = { hide: true, isDirector };
    await navigate(PATHS.forgotPasswordVerify, { state });
  });

  return (
    <AuthPageLayout
      audience={isDirector ? 'director' : 'parent'}
      title="Forgot password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {/* POST: a submit before the pre-rendered page is hydrated sends nothing in the
          address (a GET would put the fields, a password too, in the URL). */}
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Forgot password"
      >
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            transform={lowerCase}
          />
          <FormAlert errors={errors} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            Send the reset password link
          </Button>
        </Stack>
      </Box>
      <AuthFootnote>
        Remembered it?{' '}
        <AuthLink to={isDirector ? PATHS.directorSignIn : PATHS.signIn}>Sign in</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}
