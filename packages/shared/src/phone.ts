import { z } from 'zod';
import { whenMissing } from './text';

// US phone numbers: a valid US number is required and stored with a plus prefix. Every
// phone field of the product uses this one rule.

export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Phone number is invalid';

/** Characters people type in a phone number: digits, spaces, ( ) - . and a leading +. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;
/** NANP area code and exchange: NXX, where N is 2-9. */
const NXX = /^[2-9]\d\d$/;

/**
 * Normalises a US number to E.164 with the plus ('(919) 555-0123' → '+19195550123'), or returns
 * null when it is not a valid US number: not 10 digits (after an optional country code 1), an
 * area code or exchange starting with 0 or 1, an N11 service code (411, 911...), or an area
 * code with 9 in the middle (N9X, reserved by the numbering plan and never assigned).
 */
export function normalizeUsPhone(raw: string): string | null {
  const typed = raw.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (typed.startsWith('+')) return null; // a plus must carry the country code 1
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!NXX.test(area) || !NXX.test(exchange)) return null;
  if (area.endsWith('11') || exchange.endsWith('11')) return null;
  if (area[1] === '9') return null;
  return `+1${digits}`;
}

/** Display form of a stored number: '+19195550123' → '(919) 555-0123'; other text unchanged. */
export function formatUsPhone(value: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : value;
}

/** Required US phone number, output in E.164 ('+1XXXXXXXXXX'). */
export const phoneSchema = z
  .string({ error: whenMissing(PHONE_REQUIRED) })
  .overwrite((v) => v.trim())
  .min(1, PHONE_REQUIRED)
  .transform((v, ctx) => {
    const phone = normalizeUsPhone(v);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID, input: v });
    return z.NEVER;
  });

/** Optional US phone number: blank or null → null, otherwise as `phoneSchema`. */
export const optionalPhoneSchema = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return v === undefined ? v : null;
    const phone = normalizeUsPhone(v);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID, input: v });
    return z.NEVER;
  });
