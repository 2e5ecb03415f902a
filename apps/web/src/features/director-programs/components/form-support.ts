import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

// The program form's share of what features/auth/form-support.ts does for the auth forms
// (features do not import each other).

export const ROOT_SERVER_ERROR = 'root.server' as const;
const NETWORK_MESSAGE = "We couldn't reach Camp Concierge. Check your connection and try again.";

/** zodResolver for a shared schema whose input type is `unknown` (it trims and normalises). */
export function sharedResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
): Resolver<Values, unknown, z.output<Schema>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}

/** Puts each server message on its field; the rest (and _base) on the form. */
export function applyServerErrors<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): void {
  if (!(err instanceof ApiError)) {
    setError(ROOT_SERVER_ERROR, { type: 'server', message: NETWORK_MESSAGE });
    return;
  }
  const rest: string[] = [];
  let mapped = 0;
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(key)) {
      setError(key as Path<Values>, { type: 'server', message }, { shouldFocus: mapped === 0 });
      mapped += 1;
    } else rest.push(message);
  }
  const formMessage = rest[0] ?? (mapped === 0 ? err.message : null);
  if (formMessage) setError(ROOT_SERVER_ERROR, { type: 'server', message: formMessage });
}
