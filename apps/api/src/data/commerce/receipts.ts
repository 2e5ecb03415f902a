/**
 * A family's payments as receipts, and the care it paid for in a year (its statement). Reads
 * only, of the money tables this aggregate owns (checkouts, plan instalments, orders, refunds,
 * the payouts ledger), joined to the activities, programs and children they paid for. Every
 * query is scoped to one parent: another family's payment is simply not found.
 */
import { sql } from 'drizzle-orm';
import type { ReceiptKind } from '@camp/shared/receipts';
import type { DbOrTx } from '../../db/client.js';

export interface ReceiptRow {
  kind: ReceiptKind;
  id: number;
  description: string;
  paidAt: Date;
  amountCents: number;
  refundedCents: number;
  /** A plan charge's place in its plan: 0 the deposit, then the instalments. */
  sequence: number | null;
  instalmentCount: number | null;
  cardLast4: string | null;
}

export interface ProviderFields {
  providerName: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  taxId: string | null;
}

export interface ReceiptLineRow extends ProviderFields {
  description: string;
  childName: string | null;
  startDate: string | null;
  endDate: string | null;
  amountCents: number;
}

export interface StatementRow extends ProviderFields {
  childId: number | null;
  childName: string | null;
  programId: number | null;
  description: string;
  startDate: string | null;
  endDate: string | null;
  paidCents: number;
  refundedCents: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * One row per payment of the parent: a checkout paid in full (its refunds are the refunded
 * cancellations against its charge), each paid charge of a payment plan, the deposit included
 * (its refunds are the plan refunds against that charge), and each paid package order.
 */
const RECEIPTS = (parentId: number) => sql`
  SELECT 'checkout'::text AS kind, cs.id, cs.amount_cents, cs.completed_at AS paid_at,
    least(cs.amount_cents, coalesce((SELECT sum(cr.refund_amount_cents) FROM cancellation_requests cr
      WHERE cr.status = 'refunded' AND cr.payment_plan_id IS NULL
        AND cr.payment_intent_id = cs.provider_payment_id), 0)) AS refunded_cents,
    (SELECT string_agg(a.name, ', ' ORDER BY ci.id) FROM checkout_items ci
      JOIN activities a ON a.id = ci.activity_id WHERE ci.checkout_session_id = cs.id) AS description,
    NULL::int AS sequence, NULL::int AS instalment_count, NULL::text AS card_last4
  FROM checkout_sessions cs
  WHERE cs.parent_id = ${parentId} AND cs.status = 'complete' AND cs.provider_payment_id IS NOT NULL
    AND cs.completed_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM payment_plans pp WHERE pp.checkout_session_id = cs.id)
  UNION ALL
  SELECT 'instalment'::text, pi.id, pi.amount_cents, pi.paid_at,
    least(pi.amount_cents, coalesce((SELECT sum(crf.amount_cents) FROM cancellation_refunds crf
      WHERE crf.payment_intent_id = pi.provider_payment_id), 0)),
    (SELECT string_agg(a.name, ', ' ORDER BY ci.id) FROM checkout_items ci
      JOIN activities a ON a.id = ci.activity_id WHERE ci.checkout_session_id = pp.checkout_session_id),
    pi.sequence, (SELECT count(*) - 1 FROM payment_plan_instalments x WHERE x.plan_id = pp.id),
    pp.card_last4::text
  FROM payment_plan_instalments pi JOIN payment_plans pp ON pp.id = pi.plan_id
  WHERE pp.parent_id = ${parentId} AND pi.status = 'paid' AND pi.paid_at IS NOT NULL
  UNION ALL
  SELECT 'package'::text, o.id, o.amount_cents, o.paid_at, least(o.amount_cents, o.refunded_cents),
    pk.name::text, NULL, NULL, NULL
  FROM orders o JOIN packages pk ON pk.id = o.package_id
  WHERE o.user_id = ${parentId} AND o.status = 'paid' AND o.paid_at IS NOT NULL`;

interface RawReceipt {
  kind: ReceiptKind;
  id: number | string;
  amount_cents: number | string;
  refunded_cents: number | string;
  paid_at: Date | string;
  description: string | null;
  sequence: number | string | null;
  instalment_count: number | string | null;
  card_last4: string | null;
}

function toReceipt(r: RawReceipt): ReceiptRow {
  return {
    kind: r.kind,
    id: Number(r.id),
    description: r.description ?? '',
    paidAt: toDate(r.paid_at),
    amountCents: Number(r.amount_cents),
    refundedCents: Number(r.refunded_cents),
    sequence: num(r.sequence),
    instalmentCount: num(r.instalment_count),
    cardLast4: r.card_last4,
  };
}

/** The parent's payments, newest first. */
export async function receiptsOf(db: DbOrTx, parentId: number): Promise<ReceiptRow[]> {
  const rows = rowsOf<RawReceipt>(
    await db.execute(
      sql`SELECT * FROM (${RECEIPTS(parentId)}) r ORDER BY r.paid_at DESC, r.kind, r.id DESC`,
    ),
  );
  return rows.map(toReceipt);
}

/** One of the parent's payments, or null (another family's too). */
export async function findReceipt(
  db: DbOrTx,
  parentId: number,
  kind: ReceiptKind,
  id: number,
): Promise<ReceiptRow | null> {
  const [row] = rowsOf<RawReceipt>(
    await db.execute(
      sql`SELECT * FROM (${RECEIPTS(parentId)}) r WHERE r.kind = ${kind} AND r.id = ${id}`,
    ),
  );
  return row ? toReceipt(row) : null;
}

const PROVIDER_COLUMNS = sql`ap.name AS provider_name, ap.address, ap.address2, ap.city, ap.state,
  ap.zip_code, ap.tax_id`;

interface RawProvider {
  provider_name: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  tax_id: string | null;
}

const providerOf = (r: RawProvider): ProviderFields => ({
  providerName: r.provider_name,
  address: r.address,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zipCode: r.zip_code,
  taxId: r.tax_id,
});

interface RawLine extends RawProvider {
  description: string | null;
  child_name: string | null;
  start_date: string | null;
  end_date: string | null;
  amount_cents: number | string;
}

/**
 * What one payment paid for: a checkout's items at their price, or a plan charge's share of
 * each activity (its ledger sales). The child and the program come from the place while it exists.
 */
export async function receiptLines(
  db: DbOrTx,
  receipt: Pick<ReceiptRow, 'kind' | 'id'>,
): Promise<ReceiptLineRow[]> {
  let query;
  if (receipt.kind === 'checkout') {
    query = sql`SELECT a.name AS description, ch.first_name AS child_name,
        a.start_date::text, a.end_date::text, ci.amount_cents, ${PROVIDER_COLUMNS}
      FROM checkout_items ci JOIN activities a ON a.id = ci.activity_id
      JOIN activity_providers ap ON ap.id = a.provider_id
      LEFT JOIN itinerary_activities ia ON ia.id = ci.itinerary_activity_id
      LEFT JOIN itineraries it ON it.id = ia.itinerary_id
      LEFT JOIN children ch ON ch.id = it.child_id
      WHERE ci.checkout_session_id = ${receipt.id} ORDER BY ci.id`;
  } else if (receipt.kind === 'instalment') {
    query = sql`SELECT coalesce(a.name, ple.description) AS description, ch.first_name AS child_name,
        a.start_date::text, a.end_date::text, ple.gross_cents AS amount_cents, ${PROVIDER_COLUMNS}
      FROM payout_ledger_entries ple
      LEFT JOIN itinerary_activities ia ON ia.id = ple.itinerary_activity_id
      LEFT JOIN activities a ON a.id = ia.activity_id
      LEFT JOIN activity_providers ap ON ap.id = a.provider_id
      LEFT JOIN itineraries it ON it.id = ia.itinerary_id
      LEFT JOIN children ch ON ch.id = it.child_id
      WHERE ple.plan_instalment_id = ${receipt.id} AND ple.kind = 'sale' ORDER BY ple.id`;
  } else {
    return [];
  }
  return rowsOf<RawLine>(await db.execute(query)).map((r) => ({
    ...providerOf(r),
    description: r.description ?? '',
    childName: r.child_name,
    startDate: r.start_date,
    endDate: r.end_date,
    amountCents: Number(r.amount_cents),
  }));
}

interface RawStatement extends RawProvider {
  child_id: number | string | null;
  child_name: string | null;
  program_id: number | string | null;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  paid_cents: number | string;
  refunded_cents: number | string;
}

/**
 * The care the parent paid for in [from, to): per place (child, program, activity), the sales
 * booked in the period and the refunds (ledger reversals) booked in it. Only the parent's own
 * itineraries are read; `childId` narrows to one child.
 */
export async function careOfPeriod(
  db: DbOrTx,
  parentId: number,
  from: Date,
  to: Date,
  childId?: number,
): Promise<StatementRow[]> {
  const rows = rowsOf<RawStatement>(
    await db.execute(sql`
      SELECT it.child_id, ch.first_name AS child_name, ap.id AS program_id, a.name AS description,
        a.start_date::text, a.end_date::text,
        sum(CASE WHEN ple.kind = 'sale' THEN ple.gross_cents ELSE 0 END) AS paid_cents,
        -sum(CASE WHEN ple.kind = 'reversal' THEN ple.gross_cents ELSE 0 END) AS refunded_cents,
        ${PROVIDER_COLUMNS}
      FROM payout_ledger_entries ple
      JOIN itinerary_activities ia ON ia.id = ple.itinerary_activity_id
      JOIN itineraries it ON it.id = ia.itinerary_id
      JOIN activities a ON a.id = ia.activity_id
      JOIN activity_providers ap ON ap.id = a.provider_id
      LEFT JOIN children ch ON ch.id = it.child_id
      WHERE it.parent_id = ${parentId}
        AND ple.created_at >= ${from.toISOString()} AND ple.created_at < ${to.toISOString()}
        ${childId === undefined ? sql`` : sql`AND it.child_id = ${childId}`}
      GROUP BY it.child_id, ch.first_name, ap.id, ia.id, a.name, a.start_date, a.end_date
      ORDER BY ch.first_name NULLS LAST, it.child_id, ap.name, a.start_date, ia.id`),
  );
  return rows.map((r) => ({
    ...providerOf(r),
    childId: num(r.child_id),
    childName: r.child_name,
    programId: num(r.program_id),
    description: r.description ?? '',
    startDate: r.start_date,
    endDate: r.end_date,
    paidCents: Number(r.paid_cents),
    refundedCents: Number(r.refunded_cents),
  }));
}

/** The years (of `zone`, an IANA name) in which the parent's care was paid or refunded, newest first. */
export async function careYears(db: DbOrTx, parentId: number, zone: string): Promise<number[]> {
  const rows = rowsOf<{ year: number | string }>(
    await db.execute(sql`
      SELECT DISTINCT extract(year FROM ple.created_at AT TIME ZONE ${zone})::int AS year
      FROM payout_ledger_entries ple
      JOIN itinerary_activities ia ON ia.id = ple.itinerary_activity_id
      JOIN itineraries it ON it.id = ia.itinerary_id
      WHERE it.parent_id = ${parentId} ORDER BY year DESC`),
  );
  return rows.map((r) => Number(r.year));
}
