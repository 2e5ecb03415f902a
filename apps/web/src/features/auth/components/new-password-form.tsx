import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, resetPasswordSchema } from '@camp/shared/auth';
import { PasswordField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { FormAlert } from './form-alert';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation, checked with the API's rules (the link's token is not
 * typed in). `save` sends them; the API's refusals show under their fields, and `onSaved` runs
 * with what `save` answered.
 */
export function NewPasswordForm<Saved>({
  label,
  submitLabel,
  save,
  onSaved,
}: {
  label: string;
  submitLabel: string;
  save: (values: NewPasswordValues) => Promise<Saved>;
  onSaved: (saved: Saved) => Promise<void>;
}) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues, unknown, NewPasswordValues>({
    resolver: sharedResolver<NewPasswordValues, typeof resetPasswordSchema>(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let saved: Saved;
    try {
      saved = await save(values);
    } catch (err) {
      applyServerErrors(err, setError, ['password', 'password_confirmation']);
      return;
    }
    await onSaved(saved);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
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
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
