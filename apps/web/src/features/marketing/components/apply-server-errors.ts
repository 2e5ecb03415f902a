import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * Maps the API's `{ errors: { field: [msg] } }` onto the form's fields. Returns the message
 * that belongs to no field (the `_base` one, a rate limit, a network failure), if any.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(err instanceof ApiError))
    return 'Something went wrong. Please check your connection and try again.';
  let mapped = false;
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    const name = fields.find((f) => f === field);
    if (name && messages[0]) {
      setError(name, { type: 'server', message: messages[0] });
      mapped = true;
    }
  }
  return mapped ? null : err.message;
}
