/**
 * The instalments due on given days, with what their reminder e-mail says, for the parents who
 * keep that reminder on. Reads only; the reminders module records what it sent.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface DueInstalmentRow {
  instalmentId: number;
  planId: number;
  itineraryId: number;
  parentId: number;
  email: string;
  parentName: string;
  sequence: number;
  count: number;
  dueDate: string;
  amountCents: number;
  cardLast4: string | null;
  description: string;
}

/**
 * Instalments (not the deposit) not yet paid of active plans, due between `from` and `to`
 * (YYYY-MM-DD, both included), of live parents who keep the instalment reminder on.
 */
export async function instalmentsDue(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<DueInstalmentRow[]> {
  const result = await db.execute(sql`
    SELECT pi.id AS instalment_id, pp.id AS plan_id, pp.itinerary_id, u.id AS parent_id, u.email,
      coalesce(nullif(trim(u.name), ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS parent_name,
      pi.sequence, (SELECT count(*) - 1 FROM payment_plan_instalments x WHERE x.plan_id = pp.id) AS count,
      pi.due_date::text, pi.amount_cents, pp.card_last4,
      (SELECT string_agg(a.name, ', ' ORDER BY ci.id) FROM checkout_items ci
        JOIN activities a ON a.id = ci.activity_id
        WHERE ci.checkout_session_id = pp.checkout_session_id) AS description
    FROM payment_plan_instalments pi
    JOIN payment_plans pp ON pp.id = pi.plan_id
    JOIN users u ON u.id = pp.parent_id
    JOIN parent_profiles prof ON prof.user_id = u.id
    WHERE pi.sequence > 0 AND pi.status <> 'paid' AND pp.status = 'active'
      AND u.deleted_at IS NULL AND u.deactivated_at IS NULL AND prof.remind_instalments
      AND pi.due_date BETWEEN ${from}::date AND ${to}::date
    ORDER BY pi.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    instalmentId: Number(r.instalment_id),
    planId: Number(r.plan_id),
    itineraryId: Number(r.itinerary_id),
    parentId: Number(r.parent_id),
    email: String(r.email),
    parentName: String(r.parent_name),
    sequence: Number(r.sequence),
    count: Number(r.count),
    dueDate: String(r.due_date),
    amountCents: Number(r.amount_cents),
    cardLast4: (r.card_last4 as string | null) ?? null,
    description: String(r.description ?? ''),
  }));
}
