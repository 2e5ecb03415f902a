import {
  MAX_STATEMENT_YEAR,
  MIN_STATEMENT_YEAR,
  RECEIPT_MESSAGES as M,
  type Receipt,
  type ReceiptKind,
  type ReceiptsResponse,
  type Statement,
} from '@camp/shared/receipts';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { startOfDayIn, zoneOfZip } from '../../../lib/time-zone.js';
import * as receiptsRepo from '../../../data/commerce/receipts.js';
import * as familiesRepo from '../../../data/families/repository.js';
import type { CurrentUser } from '../../../plugins/auth.js';
import { enqueueMail } from '../../mail/index.js';
import { receiptPdf, statementPdf } from './pdf.js';
import { careDates, longDate, personName, toReceipt, toStatement, toSummary, usd } from './view.js';

// A family's receipts (one per payment) and its year-end statements of care. Every read is of
// the asking parent's own payments: another family's receipt or child answers 404.

export const RECEIPTS_PAGE_PATH = '/profile/receipts';

/** GET /api/v1/parents/receipts: every payment of the family, newest first. */
export async function listReceipts(ctx: AppContext, user: CurrentUser): Promise<ReceiptsResponse> {
  const rows = await receiptsRepo.receiptsOf(ctx.db, user.id);
  return { receipts: rows.map(toSummary) };
}

/** One receipt of the family, with what it paid for; 404 when it is not the family's. */
export async function getReceipt(
  ctx: AppContext,
  user: CurrentUser,
  kind: ReceiptKind,
  id: number,
): Promise<Receipt> {
  return ctx.db.transaction(
    async (tx) => {
      const row = await receiptsRepo.findReceipt(tx, user.id, kind, id);
      if (!row) throw AppError.notFound(M.notFound);
      return toReceipt(row, await receiptsRepo.receiptLines(tx, row), user);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function receiptDocument(
  ctx: AppContext,
  user: CurrentUser,
  kind: ReceiptKind,
  id: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const receipt = await getReceipt(ctx, user, kind, id);
  return { filename: `receipt-${receipt.number}.pdf`, pdf: await receiptPdf(receipt, ctx.now()) };
}

/** Mails the parent a copy of one receipt, through the outbox. */
export async function emailReceipt(
  ctx: AppContext,
  user: CurrentUser,
  kind: ReceiptKind,
  id: number,
): Promise<{ message: string }> {
  const r = await getReceipt(ctx, user, kind, id);
  await ctx.db.transaction(async (tx) => {
    await enqueueMail(tx, ctx, {
      to: user.email,
      template: 'receipt_copy',
      data: {
        name: personName(user),
        url: `${ctx.config.APP_URL}${RECEIPTS_PAGE_PATH}`,
        number: r.number,
        paid_on: longDate(new Date(r.paid_at)),
        description: r.description.slice(0, 400),
        items: r.lines.map((l) =>
          [
            [
              l.description + (l.child_name ? ` for ${l.child_name}` : ''),
              careDates(l.start_date, l.end_date),
            ]
              .filter(Boolean)
              .join(', '),
            l.provider
              ? `${l.provider.name}${l.provider.tax_id ? ` (Tax ID ${l.provider.tax_id})` : ''}`
              : '',
          ]
            .filter(Boolean)
            .join(', ')
            .concat(`: ${usd(l.amount_cents)}`)
            .slice(0, 400),
        ),
        amount: usd(r.amount_cents),
        ...(r.refunded_cents > 0 ? { refunded: usd(r.refunded_cents) } : {}),
        net: usd(r.net_cents),
      },
    });
  });
  return { message: M.emailed };
}

export function checkYear(year: number): number {
  if (!Number.isInteger(year) || year < MIN_STATEMENT_YEAR || year > MAX_STATEMENT_YEAR)
    throw AppError.field('year', M.yearInvalid);
  return year;
}

/**
 * The family's statement of care paid in a calendar year of the family's time zone (where its
 * ZIP code is; Eastern time when unknown), so a payment late on December 31 at home is in that
 * year: money booked in the year for
 * each place, less the refunds booked in the year. `childId` gives one child's statement; a
 * child of another family 404.
 */
export async function getStatement(
  ctx: AppContext,
  user: CurrentUser,
  year: number,
  childId?: number,
): Promise<{ statement: Statement; childName?: string }> {
  checkYear(year);
  return ctx.db.transaction(
    async (tx) => {
      let childName: string | undefined;
      if (childId !== undefined) {
        const child = await familiesRepo.findChild(tx, childId);
        if (!child || child.parentId !== user.id) throw AppError.notFound(M.childNotFound);
        childName = child.firstName;
      }
      const zone = zoneOfZip(user.zipCode);
      const rows = await receiptsRepo.careOfPeriod(
        tx,
        user.id,
        startOfDayIn(`${year}-01-01`, zone),
        startOfDayIn(`${year + 1}-01-01`, zone),
        childId,
      );
      const years = await receiptsRepo.careYears(tx, user.id, zone);
      return {
        statement: toStatement(year, user, rows, years),
        ...(childName ? { childName } : {}),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function statementDocument(
  ctx: AppContext,
  user: CurrentUser,
  year: number,
  childId?: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const { statement, childName } = await getStatement(ctx, user, year, childId);
  const suffix = childName ? `-${childName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return {
    filename: `care-statement-${year}${suffix}.pdf`,
    pdf: await statementPdf(statement, ctx.now(), childName),
  };
}
