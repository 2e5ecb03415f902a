import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  receiptsResponseSchema,
  statementSchema,
  type ReceiptSummary,
  type Statement,
} from '@camp/shared/receipts';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const RECEIPTS = '/api/v1/parents/receipts';
const STATEMENTS = '/api/v1/parents/statements';

export const receiptKeys = {
  all: ['receipts'] as const,
  statement: (year: number, childId: number | null) =>
    ['receipts', 'statement', year, childId] as const,
};

/** GET /api/v1/parents/receipts → { receipts }, newest first. */
export const receiptsQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.all,
    queryFn: async ({ signal }): Promise<ReceiptSummary[]> =>
      receiptsResponseSchema.parse(await apiFetch<unknown>(RECEIPTS, { signal })).receipts,
  });

/** GET /api/v1/parents/statements/{year}[?child_id=] → { statement }. */
export const statementQueryOptions = (year: number, childId: number | null) =>
  queryOptions({
    queryKey: receiptKeys.statement(year, childId),
    queryFn: async ({ signal }): Promise<Statement> =>
      z.object({ statement: statementSchema }).parse(
        await apiFetch<unknown>(`${STATEMENTS}/${year}`, {
          signal,
          query: childId === null ? {} : { child_id: childId },
        }),
      ).statement,
  });

/** POST /api/v1/parents/receipts/{key}/email → 202 { message }. */
export function useEmailReceiptMutation() {
  return useMutation({
    mutationFn: async (key: string) =>
      z
        .object({ message: z.string() })
        .parse(await apiFetch<unknown>(`${RECEIPTS}/${key}/email`, { method: 'POST' })),
  });
}

export const downloadReceipt = (r: ReceiptSummary) =>
  downloadFile(`${RECEIPTS}/${r.key}/pdf`, {}, `receipt-${r.number}.pdf`);

export const downloadStatement = (year: number, childId: number | null) =>
  downloadFile(
    `${STATEMENTS}/${year}/pdf`,
    childId === null ? {} : { child_id: childId },
    `care-statement-${year}.pdf`,
  );
