/**
 * CSV as spreadsheets read it (RFC 4180): rows of fields joined by commas, lines ended by CRLF, a
 * field quoted when it holds a quote, comma or line break, and never read as a formula.
 */
import type { Pence } from './money.ts';

/** An amount as a CSV carries it: pounds with two decimals, no symbol (1234 → "12.34"). */
export function csvPounds(amount: Pence): string {
  return (amount / 100).toFixed(2);
}

/** One CSV field, quoted when it must be, and never read as a formula by a spreadsheet (a leading = + - @ is escaped). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV document, each line ended by CRLF. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
