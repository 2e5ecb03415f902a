import { z } from 'zod';
import { urlIntField } from './number';
import { pagySchema } from './order';

/** Rows a page of the audit viewer may hold. */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** Rows one CSV export holds at most: narrow the filter for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** The audit viewer's filter, as the URL and the API take it (snake_case, all optional). */
const auditFilterFields = z.object({
  actor: z.string().trim().max(255, 'is too long').optional(),
  action: z.string().trim().max(64, 'is too long').optional(),
  entity_type: z.string().trim().max(64, 'is too long').optional(),
  entity_id: urlIntField().optional(),
  /** First day included (UTC). */
  from: day.optional(),
  /** Last day included (UTC). */
  to: day.optional(),
});

type Days = { from?: string | undefined; to?: string | undefined };
const daysInOrder = (f: Days) => !f.from || !f.to || f.from <= f.to;
const DAYS_OUT_OF_ORDER = { path: ['to'], message: 'must not be before the first day' };

export const auditFilterSchema = auditFilterFields.refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type AuditFilterQuery = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterFields
  .extend({
    page: urlIntField().default(1),
    per_page: z.coerce
      .number()
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${AUDIT_PAGE_SIZES.join(', ')}`,
      })
      .default(25),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor: z
    .object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() })
    .nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListResponseSchema = z.object({
  events: z.array(auditEventSchema),
  pagy: pagySchema,
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const auditFacetsSchema = z.object({
  actions: z.array(z.string()),
  entity_types: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;
