import { z } from 'zod';
import { requiredText, optionalText, whenMissing } from './text';
import { directUploadBlobSchema } from './upload';

// Program waivers signed in the app: the director's document (a written text or an uploaded
// PDF, required or optional), the parent's signature per child and season, and the signed copy.

export const WAIVER_TITLE_MAX = 200;
export const WAIVER_BODY_MAX = 50_000;
export const SIGNER_NAME_MAX = 200;
/** An uploaded waiver PDF: at most 5 MB. */
export const WAIVER_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const WAIVER_PDF_MIME_TYPE = 'application/pdf';
export const WAIVER_PDF_ACCEPT = '.pdf,application/pdf';

export const WAIVER_MESSAGES = {
  titleRequired: 'Waiver title is required',
  documentRequired: 'Write the waiver or upload it as a PDF',
  documentBoth: 'Write the waiver or upload a PDF, not both',
  documentInvalid: 'The waiver document is not an uploaded PDF of yours',
  pdfTypeInvalid: 'The waiver should be a PDF file',
  pdfTooLarge: 'The waiver PDF should be not more than 5 MB',
  pdfUnreadable: 'The file is not a readable PDF',
  signerNameRequired: 'Type your full name to sign',
  signedOnRequired: 'Date is required',
  signedOnInvalid: 'The date should be today’s date',
  agreeRequired: 'Confirm that you have read and agree to the waiver',
  versionChanged: 'The waiver has changed since you opened it: read the new version and sign again',
  noWaiver: 'This program has no waiver to sign',
  notInItinerary: 'No activity of this program and season is in the itinerary',
  noChild: 'This itinerary has no child to sign for',
  seasonInvalid: 'Season is invalid',
  programInvalid: 'Program is invalid',
  signatureNotFound: 'Signed waiver not found',
  /** The booking's refusal while a required waiver is not signed. */
  missingSignature: (program: string, child: string, season: number) =>
    `Sign the waiver of ${program} for ${child} (${season} season) before booking`,
} as const;

/**
 * The season of an activity: the calendar year of its start date (YYYY-MM-DD). One signature
 * covers every activity of the program that starts in that year, for that child.
 */
export const seasonOf = (startDate: string): number => Number(startDate.slice(0, 4));

// --- The director's side ------------------------------------------------------------------------

/**
 * PUT …/activity_providers/{id}/waiver: `body` (the written waiver) or `document` (the signed_id
 * of an uploaded PDF), exactly one. A new title or document makes a new version; `required`
 * alone changes the current version in place.
 */
export const waiverInputSchema = z
  .object({
    title: requiredText(WAIVER_MESSAGES.titleRequired, { max: WAIVER_TITLE_MAX }),
    required: z.boolean({ error: 'Required must be true or false' }),
    body: optionalText({ multiline: true, max: WAIVER_BODY_MAX }),
    document: z.string().trim().max(128).nullish(),
  })
  .superRefine((v, ctx) => {
    const hasBody = Boolean(v.body);
    const hasDocument = Boolean(v.document);
    if (hasBody && hasDocument)
      ctx.addIssue({ code: 'custom', path: ['body'], message: WAIVER_MESSAGES.documentBoth });
    if (!hasBody && !hasDocument)
      ctx.addIssue({ code: 'custom', path: ['body'], message: WAIVER_MESSAGES.documentRequired });
  });
export type WaiverInput = z.output<typeof waiverInputSchema>;

/** A waiver PDF's direct upload: the direct-upload blob, a PDF of at most 5 MB. */
export const waiverPdfBlobSchema = directUploadBlobSchema.extend({
  byte_size: directUploadBlobSchema.shape.byte_size.max(
    WAIVER_PDF_MAX_BYTES,
    WAIVER_MESSAGES.pdfTooLarge,
  ),
  content_type: directUploadBlobSchema.shape.content_type.refine(
    (v) => v === '' || v === WAIVER_PDF_MIME_TYPE,
    WAIVER_MESSAGES.pdfTypeInvalid,
  ),
});

/** The message for a picked waiver file, or null when it is acceptable. */
export function waiverFileError(file: { size: number; type: string; name: string }): string | null {
  if (file.type.toLowerCase() !== WAIVER_PDF_MIME_TYPE && !/\.pdf$/i.test(file.name))
    return WAIVER_MESSAGES.pdfTypeInvalid;
  if (file.size > WAIVER_PDF_MAX_BYTES) return WAIVER_MESSAGES.pdfTooLarge;
  return null;
}

export const waiverSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  kind: z.enum(['text', 'pdf']),
  body: z.string().nullable(),
  /** The signed_id of the uploaded PDF (what the form sends back to keep it). */
  document: z.string().nullable(),
  document_url: z.string().nullable(),
  document_filename: z.string().nullable(),
  sha256: z.string(),
  required: z.boolean(),
  created_at: z.string(),
});
export type Waiver = z.infer<typeof waiverSchema>;

export const directorWaiverResponseSchema = z.object({ waiver: waiverSchema.nullable() });
export type DirectorWaiverResponse = z.infer<typeof directorWaiverResponseSchema>;

export const signatureSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  program_name: z.string(),
  child_name: z.string(),
  parent_name: z.string(),
  signer_name: z.string(),
  signed_on: z.string(),
  signed_at: z.string(),
  season: z.number().int(),
  waiver_version: z.number().int(),
  document_sha256: z.string(),
  /** Whether the program's current waiver is still the version signed. */
  current: z.boolean(),
  pdf_path: z.string(),
});
export type WaiverSignature = z.infer<typeof signatureSchema>;

export const directorSignaturesResponseSchema = z.object({
  signatures: z.array(signatureSchema),
});
export type DirectorSignaturesResponse = z.infer<typeof directorSignaturesResponseSchema>;

// --- The parent's side --------------------------------------------------------------------------

/** One program and season of an itinerary with its current waiver and this child's signature. */
export const itineraryWaiverSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  season: z.number().int(),
  /** The activities of the itinerary it covers. */
  activity_names: z.array(z.string()),
  waiver: waiverSchema,
  signature: signatureSchema.nullable(),
});
export type ItineraryWaiver = z.infer<typeof itineraryWaiverSchema>;

export const itineraryWaiversResponseSchema = z.object({
  child_name: z.string().nullable(),
  waivers: z.array(itineraryWaiverSchema),
});
export type ItineraryWaiversResponse = z.infer<typeof itineraryWaiversResponseSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const signWaiverSchema = z.object({
  program_id: z.number({ error: WAIVER_MESSAGES.programInvalid }).int().positive(),
  season: z.number({ error: WAIVER_MESSAGES.seasonInvalid }).int().min(2000).max(2200),
  /** The version the parent read: signing is refused when the current one is another. */
  waiver_version: z.number({ error: WAIVER_MESSAGES.versionChanged }).int().positive(),
  signer_name: requiredText(WAIVER_MESSAGES.signerNameRequired, { max: SIGNER_NAME_MAX }),
  signed_on: z
    .string({ error: whenMissing(WAIVER_MESSAGES.signedOnRequired) })
    .regex(ISO_DATE, WAIVER_MESSAGES.signedOnInvalid),
  agree: z.literal(true, { error: WAIVER_MESSAGES.agreeRequired }),
});
export type SignWaiverInput = z.output<typeof signWaiverSchema>;

export const signWaiverResponseSchema = z.object({ signature: signatureSchema });

export const waiverSignaturePdfPath = (id: number) => `/api/v1/waiver_signatures/${id}/pdf`;
