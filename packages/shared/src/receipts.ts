import { z } from 'zod';

/**
 * A family's receipts (one per payment) and its year-end statements of care paid, per child and
 * provider, for dependent-care FSA claims and the child and dependent care tax credit. Amounts in
 * integer cents; refunds are subtracted where they are reported.
 */

/** What a payment was: activities paid in full, one charge of a payment plan, or a package. */
export const RECEIPT_KINDS = ['checkout', 'instalment', 'package'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found',
  yearInvalid: 'Year is invalid',
  childNotFound: 'Child not found',
  emailed: 'The receipt was e-mailed to you',
} as const;

/** The provider who gave the care, as a claim needs it. */
export const careProviderSchema = z.object({
  name: z.string(),
  /** One line: street, city, state and ZIP. */
  address: z.string(),
  tax_id: z.string(),
});
export type CareProvider = z.infer<typeof careProviderSchema>;

export const receiptLineSchema = z.object({
  description: z.string(),
  child_name: z.string().nullable(),
  provider: careProviderSchema.nullable(),
  /** The activity's dates of care (YYYY-MM-DD), when known. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  amount_cents: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptSummarySchema = z.object({
  /** `<kind>-<id>`: the receipt's number and its address. */
  key: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  id: z.number().int(),
  number: z.string(),
  description: z.string(),
  paid_at: z.string(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const receiptSchema = receiptSummarySchema.extend({
  payer: z.object({ name: z.string(), email: z.string() }),
  /** 'Card ending 4242', 'Card' when the card is not known. */
  method: z.string(),
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptsResponseSchema = z.object({ receipts: z.array(receiptSummarySchema) });
export type ReceiptsResponse = z.infer<typeof receiptsResponseSchema>;

export const statementLineSchema = z.object({
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementProviderSchema = careProviderSchema.extend({
  lines: z.array(statementLineSchema),
  net_cents: z.number().int(),
});

export const statementChildSchema = z.object({
  child_id: z.number().int().nullable(),
  child_name: z.string(),
  providers: z.array(statementProviderSchema),
  net_cents: z.number().int(),
});
export type StatementChild = z.infer<typeof statementChildSchema>;

export const statementSchema = z.object({
  year: z.number().int(),
  parent: z.object({ name: z.string(), email: z.string(), address: z.string() }),
  children: z.array(statementChildSchema),
  net_cents: z.number().int(),
  /** The years with money paid or refunded for care, newest first. */
  years: z.array(z.number().int()),
});
export type Statement = z.infer<typeof statementSchema>;

export const MIN_STATEMENT_YEAR = 2000;
export const MAX_STATEMENT_YEAR = 2999;

/** `<kind>-<id>` → its parts, or null. */
export function parseReceiptKey(key: string): { kind: ReceiptKind; id: number } | null {
  const m = /^(checkout|instalment|package)-([1-9]\d{0,9})$/.exec(key);
  if (!m) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { kind: m[1] as ReceiptKind, id } : null;
}
