import type { DbOrTx } from '../../../db/client.js';
import type * as repo from '../../../data/catalog/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';

type Terms = Pick<
  repo.ProgramValues,
  | 'siblingDiscountPercent'
  | 'multiWeekDiscountPercent'
  | 'multiWeekDiscountFromWeek'
  | 'financialAidPercent'
>;

const termsOf = (row: Terms) => ({
  sibling_discount_percent: row.siblingDiscountPercent ?? null,
  multi_week_discount_percent: row.multiWeekDiscountPercent ?? null,
  multi_week_discount_from_week: row.multiWeekDiscountFromWeek ?? null,
  financial_aid_percent: row.financialAidPercent ?? null,
});

/**
 * An edit that changes what families pay (the sibling and multi-week discounts, the financial
 * aid percent) writes an audit row with the terms before and after, in the edit's transaction.
 */
export async function auditProgramTerms(
  tx: DbOrTx,
  actorId: number,
  before: Terms & { id: number; name: string },
  after: Terms,
): Promise<void> {
  const [was, is] = [termsOf(before), termsOf(after)];
  if (JSON.stringify(was) === JSON.stringify(is)) return;
  await auditRepo.insert(tx, {
    actorId,
    entityType: 'activity_providers',
    entityId: before.id,
    action: 'program_terms_changed',
    data: { name: before.name, before: was, after: is },
  });
}
