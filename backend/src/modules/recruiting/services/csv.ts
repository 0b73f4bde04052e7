/**
 * CSV for the recruiting exports (watchlists, search results) opened in spreadsheets: RFC 4180
 * quoting, CRLF rows. A text cell starting with = + - @ (or a tab / carriage return) gets a leading
 * apostrophe: otherwise a spreadsheet would run user-written text (a note, a bio) as a formula.
 */
export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole file; the UTF-8 BOM makes Excel read accented names correctly. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return '\uFEFF' + [header, ...rows].map(csvLine).join('');
}

/** A safe download file name from free text ("Deans Trophy standouts" -> "deans-trophy-standouts"). */
export function fileSlug(text: string, fallback = 'export'): string {
  const slug = text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || fallback;
}
