import { z } from 'zod';
import { whenMissing } from './text';

// US ZIP codes: 5 digits or ZIP+4. The program form's 'Zip Code required' comes with a shared
// rule the product does not spell out; this is that rule.

export const ZIP_REQUIRED = 'Zip Code is required';
export const ZIP_INVALID = 'Zip Code is invalid';

/** '27601', '27601-1234', '27601 1234' or '276011234' → '27601' / '27601-1234'; else null. */
export function normalizeZip(raw: string): string | null {
  const m = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(raw.trim());
  if (!m || m[1] === '00000') return null;
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

/** A required US ZIP code with the caller's 'required' message. */
export function zipCodeSchema(required: string = ZIP_REQUIRED) {
  return z
    .string({ error: whenMissing(required) })
    .overwrite((v) => v.trim())
    .min(1, required)
    .transform((v, ctx) => {
      const zip = normalizeZip(v);
      if (zip) return zip;
      ctx.addIssue({ code: 'custom', message: ZIP_INVALID, input: v });
      return z.NEVER;
    });
}
