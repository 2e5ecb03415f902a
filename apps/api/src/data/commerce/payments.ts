/**
 * Every payment of the platform, read for the back office (decision 0095): a completed checkout
 * of itinerary activities (one charge) and a paid package order. Reads only; the rows are written
 * by their owners (checkouts.ts, repository.ts, cancellations.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentKind, PaymentStatus } from '@camp/shared/admin-payments';
import type { PaymentProvider } from '@camp/shared/enums';
import type { DbOrTx } from '../../db/client.js';

export interface PaymentFilter {
  provider?: PaymentProvider | undefined;
  kind?: PaymentKind | undefined;
  email?: string | undefined;
  status?: PaymentStatus | undefined;
  /** Paid at or after this instant. */
  from?: Date | undefined;
  /** Paid before this instant. */
  to?: Date | undefined;
}

export interface PaymentRow {
  kind: PaymentKind;
  id: number;
  provider: PaymentProvider;
  description: string;
  parentId: number;
  parentName: string;
  parentEmail: string;
  amountCents: number;
  refundedCents: number;
  refundableCents: number;
  inPlan: boolean;
  paidAt: Date;
}

interface RawRow {
  kind: PaymentKind;
  id: number;
  provider: PaymentProvider;
  description: string | null;
  parent_id: number;
  parent_name: string | null;
  parent_email: string;
  amount_cents: number;
  refunded_cents: string | number;
  refundable_cents: string | number;
  in_plan: boolean;
  paid_at: Date | string;
}

/**
 * One row per payment. An activity payment's refunds are its refunded cancellation requests
 * (a parent's or an admin's); what may still be refunded is what its places still standing were
 * paid (a refunded place is canceled). A package's refunds are summed on the order.
 */
const PAYMENTS = sql`
  SELECT 'activity'::text AS kind, cs.id, cs.provider::text AS provider, cs.parent_id,
    cs.amount_cents,
    least(cs.amount_cents, coalesce((
      SELECT sum(cr.refund_amount_cents) FROM cancellation_requests cr
      WHERE cr.status = 'refunded' AND cr.payment_intent_id = cs.provider_payment_id), 0)) AS refunded_cents,
    CASE WHEN pp.id IS NOT NULL THEN 0 ELSE coalesce((
      SELECT sum(ia.amount_cents) FROM checkout_items ci
      JOIN itinerary_activities ia ON ia.id = ci.itinerary_activity_id
      WHERE ci.checkout_session_id = cs.id AND ia.payment_status = 'paid'
        AND ia.provider_payment_id = cs.provider_payment_id || ':' || ia.id), 0) END AS refundable_cents,
    (pp.id IS NOT NULL) AS in_plan,
    (SELECT string_agg(a.name, ', ' ORDER BY ci.id) FROM checkout_items ci
      JOIN activities a ON a.id = ci.activity_id WHERE ci.checkout_session_id = cs.id) AS description,
    cs.completed_at AS paid_at
  FROM checkout_sessions cs
  LEFT JOIN payment_plans pp ON pp.checkout_session_id = cs.id
  WHERE cs.status = 'complete' AND cs.provider_payment_id IS NOT NULL AND cs.completed_at IS NOT NULL
  UNION ALL
  SELECT 'package'::text, o.id, o.provider::text, o.user_id, o.amount_cents, o.refunded_cents,
    o.amount_cents - o.refunded_cents, false, pk.name::text, o.paid_at
  FROM orders o JOIN packages pk ON pk.id = o.package_id
  WHERE o.status = 'paid' AND o.paid_at IS NOT NULL`;

const STATUS_SQL = sql`CASE WHEN p.refunded_cents = 0 THEN 'paid'
  WHEN p.refunded_cents >= p.amount_cents THEN 'refunded' ELSE 'partially_refunded' END`;

function where(f: PaymentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.provider) parts.push(sql`p.provider = ${f.provider}`);
  if (f.kind) parts.push(sql`p.kind = ${f.kind}`);
  if (f.email) {
    const pattern = `%${f.email.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(sql`u.email ILIKE ${pattern}`);
  }
  if (f.status) parts.push(sql`${STATUS_SQL} = ${f.status}`);
  if (f.from) parts.push(sql`p.paid_at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`p.paid_at < ${f.to.toISOString()}`);
  return sql.join(parts, sql` AND `);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function countPayments(db: DbOrTx, f: PaymentFilter): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(
      sql`SELECT count(*) AS n FROM (${PAYMENTS}) p JOIN users u ON u.id = p.parent_id WHERE ${where(f)}`,
    ),
  );
  return Number(row?.n ?? 0);
}

export async function listPayments(
  db: DbOrTx,
  f: PaymentFilter,
  page: {
    offset: number;
    limit: number;
    sort: 'paid_at' | 'amount_cents';
    order: 'asc' | 'desc';
  },
): Promise<PaymentRow[]> {
  const dir = page.order === 'asc' ? sql`ASC` : sql`DESC`;
  const sortColumn = page.sort === 'amount_cents' ? sql`p.amount_cents` : sql`p.paid_at`;
  const rows = rowsOf<RawRow>(
    await db.execute(sql`
      SELECT p.*, u.email AS parent_email,
        nullif(trim(coalesce(nullif(u.name, ''), u.first_name || ' ' || u.last_name)), '') AS parent_name
      FROM (${PAYMENTS}) p JOIN users u ON u.id = p.parent_id
      WHERE ${where(f)}
      ORDER BY ${sortColumn} ${dir}, p.kind ${dir}, p.id ${dir}
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return rows.map(toRow);
}

/** One payment by kind and id, or null. */
export async function findPayment(
  db: DbOrTx,
  kind: PaymentKind,
  id: number,
): Promise<PaymentRow | null> {
  const [row] = rowsOf<RawRow>(
    await db.execute(sql`
      SELECT p.*, u.email AS parent_email,
        nullif(trim(coalesce(nullif(u.name, ''), u.first_name || ' ' || u.last_name)), '') AS parent_name
      FROM (${PAYMENTS}) p JOIN users u ON u.id = p.parent_id
      WHERE p.kind = ${kind} AND p.id = ${id}`),
  );
  return row ? toRow(row) : null;
}

function toRow(r: RawRow): PaymentRow {
  return {
    kind: r.kind,
    id: Number(r.id),
    provider: r.provider,
    description: r.description ?? '',
    parentId: Number(r.parent_id),
    parentName: r.parent_name ?? '',
    parentEmail: r.parent_email,
    amountCents: Number(r.amount_cents),
    refundedCents: Number(r.refunded_cents),
    refundableCents: Math.max(0, Number(r.refundable_cents)),
    inPlan: r.in_plan,
    paidAt: r.paid_at instanceof Date ? r.paid_at : new Date(r.paid_at),
  };
}
