import { Button } from '@mui/material';
import type { Control, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { PASSWORD_HINT } from '@camp/shared/auth';
import { FormAlert } from './form-alert';
import { FormTextField, PasswordField, lowerCase } from '../../../components/ui/form-text-field';

interface CredentialValues extends FieldValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * The part every sign-up form shares (parent and director): e-mail, password with its hint,
 * confirmation, the server's form-level error and the submit button.
 */
export function NewAccountFields<Values extends CredentialValues>({
  control,
  errors,
  isSubmitting,
}: {
  control: Control<Values>;
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'email' as Path<Values>}
        label="Email"
        type="email"
        autoComplete="email"
        required
        transform={lowerCase}
      />
      <PasswordField
        control={control}
        name={'password' as Path<Values>}
        label="Password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
      />
      <PasswordField
        control={control}
        name={'password_confirmation' as Path<Values>}
        label="Confirm password"
        autoComplete="new-password"
        required
      />
      <FormAlert errors={errors} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        Sign up
      </Button>
    </>
  );
}
