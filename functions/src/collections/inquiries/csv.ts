/**
 * CSV of the inbox (RFC 4180: CRLF lines, every field quoted, quotes doubled), with a byte order
 * mark so spreadsheet programs read UTF-8. A cell a spreadsheet would take for a formula (it
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return: OWASP "CSV Injection") gets a
 * leading `'`, so what a visitor typed stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
