import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

type SharedResolver<Values extends FieldValues, Schema extends z.ZodType> = Resolver<
  Values,
  unknown,
  z.output<Schema>
>;

/**
 * zodResolver for a shared schema, typed by the form's string values. The shared schemas
 * preprocess input (trim, collapse, lower-case), which makes zod's input type `unknown`; the
 * form itself only ever holds strings, so the resolver is typed by those. The schema may be a
 * loader: the schema's module (and zod) then load on the form's first validation, not with the
 * page, which is how a public page keeps zod out of its first load. The resolvers' package is
 * always loaded on first use.
 */
export function sharedResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema | (() => Promise<Schema>),
): SharedResolver<Values, Schema> {
  let loaded: Promise<SharedResolver<Values, Schema>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([s, { zodResolver }]) =>
        zodResolver(s as never) as unknown as SharedResolver<Values, Schema>,
    );
    return (await loaded)(values, context, options);
  };
}

/** The form's non-field error slot (shown as an alert above the submit button). */
export const ROOT_SERVER_ERROR = 'root.server' as const;

const NETWORK_MESSAGE = "We couldn't reach Camp Concierge. Check your connection and try again.";

/**
 * Maps a failed call back onto the form (server validation errors map back onto form
 * fields): each known field gets its first message; _base and unknown fields go to
 * the form-level alert. Returns the form-level message, if any.
 */
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

/** Message of any failure, for toasts: the server's rule, or the network message. */
export function failureMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : NETWORK_MESSAGE;
}
