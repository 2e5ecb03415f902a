import { Alert } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-level server error (a _base message, a wrong password, a network failure). */
export function FormAlert<Values extends FieldValues>({ errors }: { errors: FieldErrors<Values> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {message}
    </Alert>
  );
}
