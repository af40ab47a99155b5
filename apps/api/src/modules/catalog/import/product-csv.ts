import {
  type Bilingual,
  type ProductCsvColumn,
  productCsvColumns,
  productImportLimits,
  toPersianDigits,
} from "@kesht/contracts";
import { CsvError, parse } from "csv-parse/sync";
import { AppError } from "../../../lib/app-error";
import { readCsvText } from "../../../lib/csv";

/*
 * Reading a shop's product file: the whole file is refused (413 or 422, with the reason in
 * both languages) when it is too large, not UTF-8, not CSV, or its header names a column we do
 * not know; otherwise each row is handed on as text by column, checked row by row later.
 */

export type ProductCsvCells = Partial<Record<ProductCsvColumn, string>>;

export interface ProductCsvRow {
  /** The row in the spreadsheet: the header is row 1, so the first product is row 2. */
  row: number;
  cells: ProductCsvCells;
}

export interface ProductCsvFile {
  columns: ProductCsvColumn[];
  rows: ProductCsvRow[];
}

/** The longest one record may be: a row with two full descriptions fits many times over. */
const maxRecordBytes = 64 * 1024;

const knownColumns = new Set<string>(productCsvColumns);

function invalid(en: string, fa: string): AppError {
  return new AppError("import_file_invalid", { messages: { en, fa } satisfies Bilingual });
}

/** Why csv-parse refused the text, said for a person. */
function parseFailure(error: CsvError & { lines?: number }): AppError {
  const line = error.lines ?? 0;
  const where = { en: `line ${line}`, fa: `خط ${toPersianDigits(String(line))}` };
  switch (error.code) {
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return invalid(
        `The file is not valid CSV: ${where.en} has a different number of cells than the header.`,
        `فایل CSV معتبر نیست: ${where.fa} با سطر عنوان‌ها هم‌تعداد خانه ندارد.`,
      );
    case "CSV_QUOTE_NOT_CLOSED":
    case "CSV_INVALID_CLOSING_QUOTE":
      return invalid(
        `The file is not valid CSV: a quotation mark near ${where.en} is not closed.`,
        `فایل CSV معتبر نیست: یک گیومه نزدیک ${where.fa} بسته نشده است.`,
      );
    case "CSV_MAX_RECORD_SIZE":
      return new AppError("import_file_too_large");
    default:
      return invalid(
        `The file is not valid CSV near ${where.en}.`,
        `فایل CSV نزدیک ${where.fa} معتبر نیست.`,
      );
  }
}

function readHeader(header: readonly string[]): ProductCsvColumn[] {
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const unknown = columns.find((column) => !knownColumns.has(column));
  if (unknown !== undefined) {
    throw invalid(
      `The column "${unknown}" is not one of the product file's columns: ${productCsvColumns.join(", ")}.`,
      `ستون «${unknown}» از ستون‌های فایل محصولات نیست: ${productCsvColumns.join("، ")}.`,
    );
  }
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) {
    throw invalid(
      `The column "${repeated}" appears twice in the header.`,
      `ستون «${repeated}» دو بار در سطر عنوان‌ها آمده است.`,
    );
  }
  if (!columns.some((column) => column !== "id")) {
    throw invalid(
      "The header names no product column besides the id.",
      "سطر عنوان‌ها به‌جز شناسه ستونی از محصول ندارد.",
    );
  }
  return columns as ProductCsvColumn[];
}

/**
 * The file's columns and rows. Refuses (AppError) a file over the byte or row bound, text that
 * was not UTF-8 (the browser turned its bytes into U+FFFD), malformed CSV, an unknown or
 * repeated column, or no product row at all. Rows left wholly empty are skipped.
 */
export function readProductCsv(text: string): ProductCsvFile {
  if (Buffer.byteLength(text, "utf8") > productImportLimits.maxBytes) {
    throw new AppError("import_file_too_large");
  }
  if (text.includes("\uFFFD")) {
    throw invalid(
      'The file is not UTF-8 text. In Excel, save it with "CSV UTF-8 (comma delimited)".',
      "فایل با کدگذاری UTF-8 نیست. در اکسل آن را با گزینهٔ «CSV UTF-8 (comma delimited)» ذخیره کنید.",
    );
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      max_record_size: maxRecordBytes,
      // Bound the work before any row is checked: the header and one row past the limit.
      to: productImportLimits.maxRows + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw parseFailure(error);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw invalid("The file is empty.", "فایل خالی است.");
  const columns = readHeader(header);
  const rows = body
    .map((record, index) => ({ record, row: index + 2 }))
    .filter(({ record }) => record.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) {
    throw invalid("The file has no product rows.", "فایل هیچ ردیف محصولی ندارد.");
  }
  if (rows.length > productImportLimits.maxRows) throw new AppError("import_file_too_large");
  return {
    columns,
    rows: rows.map(({ record, row }) => ({
      row,
      cells: Object.fromEntries(
        columns.map((column, index) => [column, readCsvText(record[index] ?? "")]),
      ),
    })),
  };
}
