import { z } from 'zod';
import { collapse } from './auth';

// Text rules shared by every form: "Text values are trimmed
// and inner whitespace collapsed before sending". The schemas below normalise with
// `.overwrite()` so they stay plain string schemas: react-hook-form sees `string` inputs and
// the OpenAPI document still shows the string constraints.

/** Trims and collapses inner whitespace to single spaces (the same rule as auth's `collapse`). */
export const collapseText = (value: string): string => String(collapse(value));

/**
 * Multi-line text (descriptions, comments, messages): each line is collapsed and runs of blank
 * lines are reduced to one, so paragraphs survive while stray whitespace does not.
 */
export function collapseMultiline(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(collapseText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Error map for a type check: the given message when the value is missing (undefined or null,
 * as a cleared form field or a JSON null arrives), zod's default message otherwise.
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? message : undefined;

export interface TextOptions {
  max?: number;
  maxMessage?: string;
  /** Keep line breaks (collapse each line) instead of collapsing everything to one line. */
  multiline?: boolean;
}

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required text field: normalised, then 'required' when blank. */
export function requiredText(required: string, options: TextOptions = {}) {
  const base = z
    .string({ error: whenMissing(required) })
    .overwrite(options.multiline ? collapseMultiline : collapseText)
    .min(1, required);
  return options.max === undefined
    ? base
    : base.max(options.max, options.maxMessage ?? tooLong(options.max));
}

/** An optional text field: normalised; blank becomes null so the API stores "no value". */
export function optionalText(options: TextOptions = {}) {
  let base = z.string().overwrite(options.multiline ? collapseMultiline : collapseText);
  if (options.max !== undefined) {
    base = base.max(options.max, options.maxMessage ?? tooLong(options.max));
  }
  return base.nullish().transform((v) => (v === '' ? null : v));
}

export const EMAIL_MAX = 255;

/**
 * An e-mail field with caller-chosen messages (the program form uses 'Email required' /
 * 'Email invalid' where the account forms use auth's 'Email is required' / 'Invalid email').
 * Lowercased as typed.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: whenMissing(messages.required) })
    .overwrite((v) => v.trim().toLowerCase())
    .min(1, messages.required)
    .pipe(z.email(messages.invalid).max(EMAIL_MAX, messages.invalid));
}

/** http(s) URL with a dotted host name; anything after the host is free. */
const URL_PATTERN = /^https?:\/\/[^\s/?#:@.]+(?:\.[^\s/?#:@.]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
export const URL_MAX = 2048;

/** Adds https:// to a typed address without a scheme ('example.com' → 'https://example.com'). */
export const withScheme = (value: string): string =>
  value === '' || HAS_SCHEME.test(value) ? value : `https://${value}`;

export const isHttpUrl = (value: string): boolean => URL_PATTERN.test(value);

export interface UrlOptions {
  /** The activity URL is lowercased as typed. */
  lowercase?: boolean;
}

const normaliseUrl =
  (options: UrlOptions) =>
  (value: string): string => {
    const trimmed = value.trim();
    return withScheme(options.lowercase ? trimmed.toLowerCase() : trimmed);
  };

/** A required link; a missing scheme becomes https:// so stored links always open. */
export function urlField(
  messages: { required: string; invalid: string },
  options: UrlOptions = {},
) {
  return z
    .string({ error: whenMissing(messages.required) })
    .overwrite(normaliseUrl(options))
    .min(1, messages.required)
    .max(URL_MAX, messages.invalid)
    .refine((v) => v === '' || isHttpUrl(v), messages.invalid);
}

/** An optional link: blank becomes null; otherwise as `urlField`. */
export function optionalUrl(invalid: string, options: UrlOptions = {}) {
  return z
    .string()
    .overwrite(normaliseUrl(options))
    .max(URL_MAX, invalid)
    .refine((v) => v === '' || isHttpUrl(v), invalid)
    .nullish()
    .transform((v) => (v === '' ? null : v));
}
