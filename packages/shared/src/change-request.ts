import { z } from 'zod';
import { CHANGE_REQUEST_REASONS, type ChangeRequestReason } from './enums';
import { idField } from './number';
import { requiredText, whenMissing } from './text';

// The parent's "request changes" form. The form holds the
// checked reasons as a list; the API receives them as one comma-joined string ('reason'),
// inside change_requests_attributes of the itinerary update.

export const CHANGE_REQUEST_MESSAGES = {
  activityRequired: 'Activity is required',
  reasonRequired: 'Check at least one checkbox',
  reasonInvalid: 'Reason is invalid',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment is too long',
} as const;

export const CHANGE_REQUEST_COMMENT_MAX = 5000;

const comment = requiredText(CHANGE_REQUEST_MESSAGES.commentRequired, {
  multiline: true,
  max: CHANGE_REQUEST_COMMENT_MAX,
  maxMessage: CHANGE_REQUEST_MESSAGES.commentTooLong,
});

/** Joins reasons for the API in the spec's order, without repeats: 'Date, Price'. */
export function joinReasons(reasons: readonly ChangeRequestReason[]): string {
  return CHANGE_REQUEST_REASONS.filter((r) => reasons.includes(r)).join(', ');
}

/** Splits a comma-joined reason string; null when a name is not one of the five reasons. */
export function parseReasons(joined: string): ChangeRequestReason[] | null {
  const names = joined
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const known = new Set<string>(CHANGE_REQUEST_REASONS);
  if (!names.every((n) => known.has(n))) return null;
  return CHANGE_REQUEST_REASONS.filter((r) => names.includes(r));
}

/** The form: pick an activity, check reasons, write a comment. */
export const changeRequestFormSchema = z.object({
  activity_id: idField(CHANGE_REQUEST_MESSAGES.activityRequired),
  reasons: z
    .array(z.enum(CHANGE_REQUEST_REASONS, { error: CHANGE_REQUEST_MESSAGES.reasonInvalid }), {
      error: whenMissing(CHANGE_REQUEST_MESSAGES.reasonRequired),
    })
    .min(1, CHANGE_REQUEST_MESSAGES.reasonRequired),
  more_information: comment,
});
export type ChangeRequestFormInput = z.input<typeof changeRequestFormSchema>;
export type ChangeRequestForm = z.output<typeof changeRequestFormSchema>;

/** One change request as the API receives it; `reason` comes out canonical ('Date, Price'). */
export const changeRequestSchema = z.object({
  activity_id: idField(CHANGE_REQUEST_MESSAGES.activityRequired),
  reason: z
    .string({ error: whenMissing(CHANGE_REQUEST_MESSAGES.reasonRequired) })
    .transform((value, ctx) => {
      const reasons = parseReasons(value);
      if (reasons === null) {
        ctx.addIssue({
          code: 'custom',
          message: CHANGE_REQUEST_MESSAGES.reasonInvalid,
          input: value,
        });
        return z.NEVER;
      }
      if (reasons.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: CHANGE_REQUEST_MESSAGES.reasonRequired,
          input: value,
        });
        return z.NEVER;
      }
      return joinReasons(reasons);
    }),
  more_information: comment,
});
export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** Converts the form's values to the API's change request. */
export function toChangeRequest(form: ChangeRequestForm): ChangeRequest {
  return {
    activity_id: form.activity_id,
    reason: joinReasons(form.reasons),
    more_information: form.more_information,
  };
}
