import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

// The same mapping as the auth forms (features do not import each other): each known field
// gets its first server message, the rest goes to the form-level alert.

export const ROOT_SERVER_ERROR = 'root.server' as const;

const NETWORK_MESSAGE = "We couldn't reach Camp Concierge. Check your connection and try again.";

export function applyServerErrors<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): string | null {
  if (!(err instanceof ApiError)) {
    setError(ROOT_SERVER_ERROR, { type: 'server', message: NETWORK_MESSAGE });
    return NETWORK_MESSAGE;
  }
  const rest: string[] = [];
  let mapped = 0;
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(key)) {
      setError(key as Path<Values>, { type: 'server', message }, { shouldFocus: mapped === 0 });
      mapped += 1;
    } else {
      rest.push(message);
    }
  }
  const formMessage = rest[0] ?? (mapped === 0 ? err.message : null);
  if (formMessage) setError(ROOT_SERVER_ERROR, { type: 'server', message: formMessage });
  return formMessage;
}

export function failureMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : NETWORK_MESSAGE;
}
