import type { Readable } from 'node:stream';
import {
  FAMILY_EXPORT_MAX_ROWS,
  FAMILY_MESSAGES,
  FAMILY_SECTION_MAX_ROWS,
  type FamilyDetails,
  type FamilyEraseInput,
  type FamilyExport,
  type FamilyFilterQuery,
  type FamilyListQuery,
  type FamilyListResponse,
  type FamilyPackageInput,
} from '@camp/shared/admin-families';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as auditRepo from '../../../data/audit/repository.js';
import * as familiesRepo from '../../../data/families/admin-reads.js';
import { eraseParent } from '../account/service.js';
import { changePackageOfParent } from '../../payments/index.js';
import { toAccount, toDetails, toSummary } from './family-view.js';
import { toCsv } from '../../../lib/csv.js';

function toFilter(query: FamilyFilterQuery): familiesRepo.FamilyFilter {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.package ? { package: query.package } : {}),
  };
}

/** GET /api/v1/admins/families: one page of the filtered families and how many match. */
export async function listFamilies(
  ctx: AppContext,
  query: FamilyListQuery,
): Promise<FamilyListResponse> {
  const filter = toFilter(query);
  const [count, rows] = await Promise.all([
    familiesRepo.countFamilies(ctx.db, filter),
    familiesRepo.listFamilies(ctx.db, filter, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      sort: query.sort,
      order: query.order,
    }),
  ]);
  return {
    families: rows.map(toSummary),
    pagy: { count, pages: Math.max(1, Math.ceil(count / query.per_page)), page: query.page },
  };
}

export const CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone_number',
  'children',
  'package',
  'created_at',
  'last_sign_in_at',
] as const;

/**
 * GET /api/v1/admins/families/export: the filtered families as CSV, newest first, at most
 * FAMILY_EXPORT_MAX_ROWS rows read in one statement (toCsv keeps formulas from running).
 */
export async function exportCsv(ctx: AppContext, query: FamilyFilterQuery): Promise<Readable> {
  const rows = await familiesRepo.listFamilies(ctx.db, toFilter(query), {
    offset: 0,
    limit: FAMILY_EXPORT_MAX_ROWS,
    sort: 'created_at',
    order: 'desc',
  });
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => {
      const f = toSummary(row);
      const cells = { ...f, children: f.children.join('; ') };
      return CSV_COLUMNS.map((c) => cells[c]);
    }),
  );
}

async function findFamily(db: DbOrTx, id: number) {
  const user = await familiesRepo.findFamilyParent(db, id);
  if (!user) throw AppError.notFound(FAMILY_MESSAGES.notFound);
  return user;
}

/** GET /api/v1/admins/families/:id: the family's page (no health answers, no free texts). */
export async function familyDetails(ctx: AppContext, id: number): Promise<FamilyDetails> {
  const user = await findFamily(ctx.db, id);
  return toDetails(user, await familiesRepo.familyParts(ctx.db, id, FAMILY_SECTION_MAX_ROWS));
}

/** How many rows each section held: what the audit rows keep of a family (never its data). */
const sizes = (d: FamilyDetails) => ({
  children: d.children.length,
  questionnaires: d.questionnaires.length,
  itineraries: d.itineraries.length,
  orders: d.orders.length,
  payments: d.payments.length,
  refunds: d.refunds.length,
  messages: d.messages.length,
  change_requests: d.change_requests.length,
});

/**
 * GET /api/v1/admins/families/:id/export: everything the family's page shows plus the account's
 * own fields, as one JSON download, read in one transaction with its audit row.
 */
export function exportFamily(ctx: AppContext, actorId: number, id: number): Promise<FamilyExport> {
  return ctx.db.transaction(async (tx) => {
    const user = await findFamily(tx, id);
    const parts = await familiesRepo.familyParts(tx, id, FAMILY_SECTION_MAX_ROWS);
    const details = toDetails(user, parts);
    await auditRepo.insert(tx, {
      actorId,
      entityType: 'users',
      entityId: id,
      action: 'family_exported',
      data: { sections: sizes(details) },
    });
    return { exported_at: ctx.now().toISOString(), account: toAccount(user), ...details };
  });
}

/**
 * POST /api/v1/admins/families/:id/erasure: erases the family on its request, by the same rules
 * as a parent deleting their own account; the parent's e-mail must be typed again. The audit
 * row, in the same transaction, keeps how many rows each section held and no personal data.
 * A second erasure racing the first waits for it and finds no family (404).
 */
export async function eraseFamily(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: FamilyEraseInput,
): Promise<{ message: string }> {
  const user = await findFamily(ctx.db, id);
  if (user.email.toLowerCase() !== input.email) {
    throw AppError.field('email', FAMILY_MESSAGES.emailMismatch);
  }
  const before = sizes(toDetails(user, await familiesRepo.familyParts(ctx.db, id, 1_000)));
  const erased = await eraseParent(ctx, id, (tx) =>
    auditRepo.insert(tx, {
      actorId,
      entityType: 'users',
      entityId: id,
      action: 'family_erased',
      fromStatus: 'active',
      toStatus: 'erased',
      data: { before, after: { erased: true } },
    }),
  );
  if (!erased) throw AppError.notFound(FAMILY_MESSAGES.notFound);
  return { message: FAMILY_MESSAGES.erased };
}

/**
 * PUT /api/v1/admins/families/:id/package: changes the family's plan or ends it (`none`), on
 * the family's request; the rules are the payments module's. Answers the family's page.
 */
export async function changeFamilyPackage(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: FamilyPackageInput,
): Promise<FamilyDetails> {
  await findFamily(ctx.db, id);
  await changePackageOfParent(ctx, id, input.package, {
    lock: async (tx) => {
      const live = await accountsRepo.lockLiveUser(tx, id);
      if (!live || live.role !== 'Parent') throw AppError.notFound(FAMILY_MESSAGES.notFound);
    },
    record: (tx, before, after) =>
      auditRepo.insert(tx, {
        actorId,
        entityType: 'users',
        entityId: id,
        action: input.package === 'none' ? 'family_package_ended' : 'family_package_changed',
        fromStatus: before.package ?? 'none',
        toStatus: after.package ?? 'none',
        data: { before, after },
      }),
  });
  return familyDetails(ctx, id);
}
