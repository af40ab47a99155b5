import { productImportLimits } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error";
import { csvCell, csvLine, readCsvText, utf8Bom } from "../../../lib/csv";
import { readProductCsv } from "./product-csv";

function refusal(text: string): { code: string; en: string } {
  try {
    readProductCsv(text);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, en: error.messages.en };
    throw error;
  }
  throw new Error("the file was read");
}

describe("writing and reading CSV cells", () => {
  it("quotes by RFC 4180 and leads formula-like text with an apostrophe it takes off again", () => {
    expect(csvCell('Farm "North", Rasht')).toBe('"Farm ""North"", Rasht"');
    expect(csvCell("دو\nخط")).toBe('"دو\nخط"');
    for (const text of ["=1+1", "+98", "-5", "@user"]) {
      expect(csvCell(text)).toBe(`'${text}`);
      expect(readCsvText(csvCell(text))).toBe(text);
    }
    expect(csvCell(-5)).toBe("-5");
    expect(readCsvText("'plain")).toBe("'plain");
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });
});

describe("reading a product file", () => {
  it("reads the header and rows, a BOM, quoted cells and blank lines, by spreadsheet row", () => {
    const file = readProductCsv(
      `${utf8Bom}ID, Name ,price_toman\r\n7,"سیب, قرمز",۱۲۰۰۰\r\n\r\n,"'=SUM(A1)",5\r\n`,
    );
    expect(file.columns).toEqual(["id", "name", "price_toman"]);
    expect(file.rows).toEqual([
      { row: 2, cells: { id: "7", name: "سیب, قرمز", price_toman: "۱۲۰۰۰" } },
      { row: 3, cells: { id: "", name: "=SUM(A1)", price_toman: "5" } },
    ]);
  });

  it("refuses what it cannot read, saying why in both languages", () => {
    expect(refusal("")).toMatchObject({ code: "import_file_invalid", en: "The file is empty." });
    expect(refusal("name,colour\nx,y\n").en).toMatch(/"colour" is not one of/);
    expect(refusal("name,name\nx,y\n").en).toMatch(/appears twice/);
    expect(refusal("id\n1\n").en).toMatch(/besides the id/);
    expect(refusal('name,stock\n"x,1\n').en).toMatch(/quotation mark near line/);
    expect(refusal("name,stock\nx,1,2\n").en).toMatch(/line 2 has a different number/);
    expect(refusal("name\nس\uFFFDب\n").en).toMatch(/not UTF-8/);
    expect(refusal("name,stock\n,\n").en).toMatch(/no product rows/);
  });

  it("bounds the rows and the bytes", () => {
    const rows = (n: number) => `name\n${"x\n".repeat(n)}`;
    expect(readProductCsv(rows(productImportLimits.maxRows)).rows).toHaveLength(
      productImportLimits.maxRows,
    );
    expect(refusal(rows(productImportLimits.maxRows + 1)).code).toBe("import_file_too_large");
    const big = `name\n${"ب".repeat(productImportLimits.maxBytes / 2 + 10)}\n`;
    expect(refusal(big).code).toBe("import_file_too_large");
  });
});
