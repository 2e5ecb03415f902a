import type { z } from 'zod';

// Helpers for the schema tests: errors keyed by field path, as the API's error body and
// react-hook-form's resolver report them.

/** Messages by dotted field path ('' → '_base'); empty when the input is valid. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_base';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** All messages of a single-value schema. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}
