import { useMemo } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT } from '@camp/shared/auth';
import { changePasswordSchema } from '@camp/shared/profile';
import { PasswordField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useChangePasswordMutation, type PasswordChange } from '../api/change-password';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change Password: the new password twice (spec rules and hint), and the current one unless the
 * account has only a temporary password or none (session field current_password_required).
 * Other devices are signed out; this one keeps a fresh session.
 */
export function ChangePasswordForm({ currentRequired }: { currentRequired: boolean }) {
  const mutation = useChangePasswordMutation();
  const schema = useMemo(() => changePasswordSchema(currentRequired), [currentRequired]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isValid, isSubmitting, errors },
  } = useForm<Values, unknown, PasswordChange>({
    resolver: sharedResolver<Values, typeof schema>(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(
        currentRequired ? values : { ...values, current_password: undefined },
      );
      reset(EMPTY);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change Password">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {currentRequired && (
          <Box sx={{ gridColumn: { sm: '1 / -1' }, maxWidth: { sm: 'calc(50% - 8px)' } }}>
            <PasswordField
              control={control}
              name="current_password"
              label="Current password"
              autoComplete="current-password"
              required
            />
          </Box>
        )}
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
      </Box>
      {errors.root?.server && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.root.server.message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
        }}
      >
        <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          Other devices where you are signed in will need to sign in again.
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isDirty || !isValid}
          loading={isSubmitting}
          sx={{ minWidth: { xs: '100%', sm: 200 }, flexShrink: 0 }}
        >
          Change password
        </Button>
      </Box>
    </Box>
  );
}
