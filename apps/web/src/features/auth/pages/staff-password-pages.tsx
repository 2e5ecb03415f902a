import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, resetPasswordSchema } from '@camp/shared/auth';
import { toast } from '../../../components/ui/toaster';
import { PasswordField } from '../../../components/ui/form-text-field';
import { WorkingCard } from '../../../components/ui/status-card';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';
import { useStaffPasswordMutation } from '../api/staff-passwords';
import { staffTokenStore } from '../auth-storage';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../components/form-alert';

/**
 * /staff/set-password/:token, the link in a staff invitation or reset mail: keeps the token in
 * local storage (out of the address bar and history) and opens the form.
 */
export function StaffPasswordLinkPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (token) staffTokenStore.set(token);
    void navigate(paths.staffSetPassword, { replace: true });
  }, [token, navigate]);
  return <WorkingCard title="Opening your link…" />;
}

interface Values {
  password: string;
  password_confirmation: string;
}

/** The same rules as the API's for the two fields (the token is not typed in). */
const schema = resetPasswordSchema;

/**
 * /staff/set-password: a specialist or an admin chooses a password (first time from an
 * invitation, or after a reset an admin sent), then signs in on their role's page.
 */
export function StaffPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(() => staffTokenStore.get());
  const mutation = useStaffPasswordMutation();
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

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    let role;
    try {
      ({ role } = await mutation.mutateAsync({ ...values, token }));
    } catch (err) {
      applyServerErrors(err, setError, ['password', 'password_confirmation']);
      return;
    }
    staffTokenStore.clear();
    toast.success('Your password is set. Sign in with it now.', 'Password saved');
    await navigate(role === 'Admin' ? paths.admin.signIn : paths.specialist.signIn, {
      replace: true,
    });
  });

  return (
    <AuthPageLayout
      audience="specialist"
      title="Choose your password"
      intro="Set the password you will sign in to Camp Concierge with."
    >
      {token ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose your password">
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
              Save password
            </Button>
          </Stack>
        </Box>
      ) : (
        <Alert severity="info">
          Open the link from the e-mail an administrator sent you. If it no longer works, ask them
          for a new one.
        </Alert>
      )}
    </AuthPageLayout>
  );
}
