import type {
  CareProvider,
  Receipt,
  ReceiptLine,
  ReceiptSummary,
  Statement,
  StatementChild,
} from '@camp/shared/receipts';
import type * as receiptsRepo from '../../../data/commerce/receipts.js';
import type { CurrentUser } from '../../../plugins/auth.js';

// How a family's payments read as receipts and its year's care as a statement. Amounts stay in
// integer cents; net is always paid minus refunded.

export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 'Jun 1, 2026' from '2026-06-01'. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const careDates = (start: string | null, end: string | null) =>
  start ? (end && end !== start ? `${shortDay(start)} – ${shortDay(end)}` : shortDay(start)) : '';

const PREFIX = { checkout: 'A', instalment: 'I', package: 'P' } as const;

/** The receipt's number: a letter for its kind and the payment's id ('A-000123'). */
export const receiptNumber = (r: Pick<receiptsRepo.ReceiptRow, 'kind' | 'id'>) =>
  `${PREFIX[r.kind]}-${String(r.id).padStart(6, '0')}`;

export const personName = (u: Pick<CurrentUser, 'name' | 'firstName' | 'lastName' | 'email'>) =>
  u.name.trim() || `${u.firstName} ${u.lastName}`.trim() || u.email;

function describe(r: receiptsRepo.ReceiptRow): string {
  if (r.kind === 'package')
    return `${r.description.charAt(0).toUpperCase()}${r.description.slice(1)} package`;
  if (r.kind === 'instalment' && r.sequence !== null) {
    const what =
      r.sequence === 0
        ? 'Deposit'
        : `Instalment ${r.sequence} of ${r.instalmentCount ?? r.sequence}`;
    return `${what}: ${r.description}`;
  }
  return r.description;
}

export function toSummary(r: receiptsRepo.ReceiptRow): ReceiptSummary {
  return {
    key: `${r.kind}-${r.id}`,
    kind: r.kind,
    id: r.id,
    number: receiptNumber(r),
    description: describe(r),
    paid_at: r.paidAt.toISOString(),
    amount_cents: r.amountCents,
    refunded_cents: r.refundedCents,
    net_cents: r.amountCents - r.refundedCents,
  };
}

export function providerOf(p: receiptsRepo.ProviderFields): CareProvider | null {
  if (p.providerName === null) return null;
  const street = [p.address, p.address2].filter((s) => s && s.trim()).join(', ');
  const place = [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: p.providerName,
    address: [street, place].filter(Boolean).join(', '),
    tax_id: p.taxId ?? '',
  };
}

export function toReceipt(
  r: receiptsRepo.ReceiptRow,
  lines: receiptsRepo.ReceiptLineRow[],
  payer: CurrentUser,
): Receipt {
  return {
    ...toSummary(r),
    payer: { name: personName(payer), email: payer.email },
    method: r.cardLast4 ? `Card ending ${r.cardLast4}` : 'Card',
    lines: lines.map((l): ReceiptLine => ({
      description: l.description,
      child_name: l.childName,
      provider: providerOf(l),
      start_date: l.startDate,
      end_date: l.endDate,
      amount_cents: l.amountCents,
    })),
  };
}

/**
 * The statement: one section per child, in it one per provider (the program, with its address
 * and tax id), in it one line per place with what was paid, refunded and the net. Places whose
 * money came and went in the year (net 0) are kept: the refund is part of the record.
 */
export function toStatement(
  year: number,
  parent: CurrentUser,
  rows: receiptsRepo.StatementRow[],
  years: number[],
): Statement {
  const children: StatementChild[] = [];
  for (const row of rows) {
    let child = children.find((c) => c.child_id === row.childId);
    if (!child) {
      child = {
        child_id: row.childId,
        child_name: row.childName ?? 'Child',
        providers: [],
        net_cents: 0,
      };
      children.push(child);
    }
    const care = providerOf(row) ?? { name: '', address: '', tax_id: '' };
    let provider = child.providers.find((p) => p.name === care.name && p.tax_id === care.tax_id);
    if (!provider) {
      provider = { ...care, lines: [], net_cents: 0 };
      child.providers.push(provider);
    }
    const net = row.paidCents - row.refundedCents;
    provider.lines.push({
      description: row.description,
      start_date: row.startDate,
      end_date: row.endDate,
      paid_cents: row.paidCents,
      refunded_cents: row.refundedCents,
      net_cents: net,
    });
    provider.net_cents += net;
    child.net_cents += net;
  }
  const address = [parent.address, parent.zipCode].filter((s) => s && s.trim()).join(' ');
  return {
    year,
    parent: { name: personName(parent), email: parent.email, address },
    children,
    net_cents: children.reduce((s, c) => s + c.net_cents, 0),
    years: years.includes(year) ? years : [...years, year].sort((a, b) => b - a),
  };
}
