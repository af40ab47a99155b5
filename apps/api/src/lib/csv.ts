/*
 * CSV files people open in a spreadsheet (RFC 4180 quoting, UTF-8 with a byte-order mark):
 * the bank's cash-out batch and a shop's products. Reading one is csv-parse's job; what lives
 * here is what writing one and reading our own back must agree on.
 */

/** The byte-order mark that makes Excel read the file as UTF-8, Persian names included. */
export const utf8Bom = "\uFEFF";

/** What a spreadsheet would run as a formula when a cell starts with it. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text cell that
 * a spreadsheet would run as a formula (= + - @ at its start) is led by an apostrophe, so a
 * name typed as "=HYPERLINK(…)" stays text in the sheet. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A cell as we wrote it, read back: the apostrophe `csvCell` put before a formula-like text
 * is taken off again, so an exported file imports unchanged.
 */
export function readCsvText(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;
}
