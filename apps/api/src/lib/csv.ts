import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A cell's value: text or a number; absent values are written as empty cells. No booleans: the
 * writer would put false as an empty cell, so an export writes its yes/no out as words.
 */
export type CsvCell = string | number | null | undefined;

/**
 * A back-office export: a header row of `columns`, then one row per entry of `rows`. A text cell
 * starting with =, +, -, @, a tab or a carriage return is prefixed with ' so a spreadsheet shows
 * it as text and never runs it as a formula.
 */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvCell[]>): Readable {
  const csv = stringify({ header: true, columns: [...columns] });
  for (const row of rows) csv.write(row.map(asText));
  csv.end();
  return csv;
}

function asText(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Sends an export as a download named `filename`, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
