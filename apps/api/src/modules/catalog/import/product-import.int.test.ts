import { type ProductImport, productImportLimits } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLine, utf8Bom } from "../../../lib/csv";
import type { TestApp } from "../../../test/app";
import { type Catalog, createCatalogTestApp, fruitBody } from "../../../test/catalog";
import { signInSeller } from "../../../test/sign-in";
import { runProductImport } from "./product-imports.service";

const { products, productProperties, productVariants } = schema;

type Headers = Record<string, string>;

describe("a shop's products in bulk: CSV export and import", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  async function addFruit(headers: Headers, overrides: Record<string, unknown> = {}) {
    const response = await inject(
      "POST",
      "/seller/products",
      headers,
      fruitBody(catalog, overrides),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data.id as number;
  }

  async function exportCsv(headers: Headers): Promise<string> {
    const response = await inject("GET", "/seller/products/export.csv", headers);
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  /** Uploads, runs the checking job and answers the checked import. */
  async function dryRun(headers: Headers, csv: string): Promise<ProductImport> {
    const upload = await inject("POST", "/seller/product-imports", headers, {
      file_name: "products.csv",
      csv,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const started = upload.json().data as ProductImport;
    expect(started.status).toBe("checking");
    await t.app.jobs.runDue();
    return poll(headers, started.id);
  }

  async function poll(headers: Headers, id: number): Promise<ProductImport> {
    const response = await inject("GET", `/seller/product-imports/${id}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function apply(headers: Headers, id: number): Promise<ProductImport> {
    const response = await inject("POST", `/seller/product-imports/${id}/apply`, headers);
    expect(response.statusCode, response.body).toBe(202);
    await t.app.jobs.runDue();
    return poll(headers, id);
  }

  const storedProducts = (sellerId: number) =>
    t.db.select().from(products).where(eq(products.sellerId, sellerId)).orderBy(asc(products.id));

  const productCount = async (sellerId: number) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    return row?.n ?? 0;
  };

  it("exports the shop's own products as UTF-8 CSV with a BOM, quoted and safe from formulas", async () => {
    const seller = await signInSeller(t.app);
    const other = await signInSeller(t.app);
    const id = await addFruit(seller.headers, {
      name: '=HYPERLINK("http://x")',
      latin_name: 'Apple, "red"',
      description: "دو خط\nسیب",
    });
    await addFruit(other.headers, { name: "سیب همسایه" });

    const response = await inject("GET", "/seller/products/export.csv", seller.headers);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="kesht-products-/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = response.body;
    expect(text.startsWith(utf8Bom)).toBe(true);
    const [header] = text.slice(1).split("\r\n");
    expect(header).toBe(
      "id,name,latin_name,category_id,subcategory_id,stock_type_id,stock,price_toman,discount_percent,preparation_days,is_active,description,latin_description",
    );
    expect(text).toContain(
      `${id},"'=HYPERLINK(""http://x"")","Apple, ""red""",${catalog.categories.fruit.id},`,
    );
    expect(text).toContain('"دو خط\nسیب"');
    expect(text).not.toContain("سیب همسایه");

    const customer = await inject("GET", "/seller/products/export.csv", {});
    expect(customer.statusCode).toBe(401);
  });

  it("round-trips: an exported file imports as unchanged and applying it changes nothing", async () => {
    const seller = await signInSeller(t.app);
    await addFruit(seller.headers, { name: "-منفی", latin_name: "@handle" });
    await addFruit(seller.headers, {
      name: "زعفران",
      category_id: catalog.categories.saffron.id,
      subcategory_id: null,
      properties: [],
      stock: 3,
      stock_type_id: catalog.units.crate.id,
      discount_percent: 10,
    });
    const before = await storedProducts(seller.user.id);

    const checked = await dryRun(seller.headers, await exportCsv(seller.headers));
    expect(checked).toMatchObject({
      status: "checked",
      total_rows: 2,
      processed_rows: 2,
      counts: { new: 0, updated: 0, unchanged: 2, error: 0 },
      rows: [],
    });
    expect((await apply(seller.headers, checked.id)).status).toBe("applied");
    const after = await storedProducts(seller.user.id);
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(
      before.map(({ updatedAt: _u, ...rest }) => rest),
    );
  });

  it("a dry run reports new, updated (field by field), unchanged and errors, and writes no product", async () => {
    const seller = await signInSeller(t.app);
    const other = await signInSeller(t.app);
    const kept = await addFruit(seller.headers, { name: "بدون تغییر" });
    const changed = await addFruit(seller.headers, { name: "سیب", price_toman: 85_000 });
    const foreign = await addFruit(other.headers, { name: "مال دیگری" });
    const before = await storedProducts(seller.user.id);
    const { saffron } = catalog.categories;
    const csv =
      csvLine(["id", "name", "price_toman", "stock", "category_id", "stock_type_id", "is_active"]) +
      csvLine([kept, "بدون تغییر", "", "", "", "", ""]) +
      csvLine([changed, "سیب تازه", "۹۰٬۰۰۰", "", "", "", "false"]) +
      csvLine(["", "زعفران نو", "۱۲۰۰۰۰", "۵", saffron.id, catalog.units.crate.id, ""]) +
      csvLine([foreign, "دزدی", "1", "", "", "", ""]) +
      csvLine(["", "", "-5", "2.5", 999_999, catalog.units.crate.id, "maybe"]) +
      csvLine([changed, "دوباره", "", "", "", "", ""]);

    const report = await dryRun(seller.headers, csv);
    expect(report.status).toBe("checked");
    expect(report.counts).toEqual({ new: 1, updated: 1, unchanged: 1, error: 3 });
    const byRow = new Map(report.rows.map((row) => [row.row, row]));
    expect(byRow.get(3)).toMatchObject({
      outcome: "updated",
      product_id: changed,
      changes: [
        { field: "name", before: "سیب", after: "سیب تازه" },
        { field: "price_toman", before: "85000", after: "90000" },
        { field: "is_active", before: "true", after: "false" },
      ],
    });
    expect(byRow.get(4)).toMatchObject({ outcome: "new", product_id: null, name: "زعفران نو" });
    expect(byRow.get(5)).toMatchObject({ outcome: "error", product_id: foreign });
    expect(byRow.get(5)?.errors.en.id).toBe("None of your shop's products has this id.");
    expect(byRow.get(5)?.errors.fa.id).toBe("هیچ‌یک از محصولات فروشگاه شما این شناسه را ندارد.");
    // A new row with no name, a negative price and an unknown category: each cell named.
    const broken = byRow.get(6)?.errors;
    expect(broken?.en).toHaveProperty("name");
    expect(broken?.en).toHaveProperty("price_toman");
    expect(broken?.en).toHaveProperty("is_active");
    expect(Object.keys(broken?.fa ?? {}).sort()).toEqual(Object.keys(broken?.en ?? {}).sort());
    expect(byRow.get(7)?.errors.en.id).toBe("This id is on an earlier row of the file too.");

    // Nothing was written, and a report with errors cannot be applied.
    expect(await storedProducts(seller.user.id)).toEqual(before);
    const refused = await inject(
      "POST",
      `/seller/product-imports/${report.id}/apply`,
      seller.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages.en).toMatch(/nothing was written/);
    expect(await storedProducts(seller.user.id)).toEqual(before);
    const [untouched] = await t.db.select().from(products).where(eq(products.id, foreign));
    expect(untouched?.name).toBe("مال دیگری");

    // Another shop cannot read or apply this import.
    expect(
      (await inject("GET", `/seller/product-imports/${report.id}`, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await inject("POST", `/seller/product-imports/${report.id}/apply`, other.headers))
        .statusCode,
    ).toBe(404);
  });

  // 2,000 rows checked three times and written once: longer than the default on a busy machine.
  it("imports 2,000 rows with a correct report, and on an error at apply time writes no row at all", {
    timeout: 300_000,
  }, async () => {
    const seller = await signInSeller(t.app);
    const existing = await addFruit(seller.headers, { name: "موجود", price_toman: 50_000 });
    const { saffron, saffronThreads } = catalog.categories;
    const header = [
      "id",
      "name",
      "category_id",
      "subcategory_id",
      "stock_type_id",
      "stock",
      "price_toman",
    ];
    const rows = Array.from({ length: 1999 }, (_, i) =>
      csvLine([
        "",
        `زعفران ${i + 1}`,
        saffron.id,
        saffronThreads.id,
        catalog.units.crate.id,
        i,
        1000 + i,
      ]),
    );
    const update = csvLine([
      existing,
      "موجود",
      catalog.categories.fruit.id,
      catalog.categories.apple.id,
      catalog.units.kilogram.id,
      7,
      60_000,
    ]);
    const csv = csvLine(header) + rows.join("") + update;

    const checked = await dryRun(seller.headers, csv);
    expect(checked).toMatchObject({
      status: "checked",
      total_rows: 2000,
      processed_rows: 2000,
      counts: { new: 1999, updated: 1, unchanged: 0, error: 0 },
    });
    expect(checked.rows).toHaveLength(2000);
    expect(checked.rows.at(-1)).toMatchObject({
      row: 2001,
      outcome: "updated",
      changes: [
        { field: "stock", before: "250.5", after: "7" },
        { field: "price_toman", before: "50000", after: "60000" },
      ],
    });
    expect(await productCount(seller.user.id)).toBe(1);

    // Between the dry run and the apply the product is deleted: the apply fails as a whole.
    await t.db.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, existing));
    const failed = await apply(seller.headers, checked.id);
    expect(failed.status).toBe("failed");
    expect(failed.counts).toEqual({ new: 1999, updated: 0, unchanged: 0, error: 1 });
    expect(failed.failure?.en).toMatch(/nothing was written/);
    expect(await productCount(seller.user.id)).toBe(1);

    // Restored, the same file applies: every row, in one go.
    await t.db.update(products).set({ deletedAt: null }).where(eq(products.id, existing));
    const again = await dryRun(seller.headers, csv);
    const applied = await apply(seller.headers, again.id);
    expect(applied).toMatchObject({
      status: "applied",
      counts: { new: 1999, updated: 1, error: 0 },
    });
    expect(await productCount(seller.user.id)).toBe(2000);
    const [updated] = await t.db
      .select({ priceRials: products.priceRials, stock: productVariants.stock })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.id, existing));
    expect(updated).toMatchObject({ priceRials: 600_000, stock: 7 });
    const properties = await t.db
      .select()
      .from(productProperties)
      .where(eq(productProperties.productId, existing));
    expect(properties).toHaveLength(1);

    // Applied once: a second apply is refused, and running the job again writes nothing more.
    const twice = await inject("POST", `/seller/product-imports/${again.id}/apply`, seller.headers);
    expect(twice.statusCode).toBe(409);
    await t.app.jobs.runDue();
    expect(await productCount(seller.user.id)).toBe(2000);
  });

  it("two workers running the same apply write it once", async () => {
    const seller = await signInSeller(t.app);
    const { saffron } = catalog.categories;
    const csv =
      csvLine(["name", "category_id", "stock_type_id", "stock", "price_toman"]) +
      csvLine(["زعفران یک", saffron.id, catalog.units.crate.id, 1, 1000]) +
      csvLine(["زعفران دو", saffron.id, catalog.units.crate.id, 2, 2000]);
    const checked = await dryRun(seller.headers, csv);
    const applying = await inject(
      "POST",
      `/seller/product-imports/${checked.id}/apply`,
      seller.headers,
    );
    expect(applying.statusCode).toBe(202);
    const runs = await Promise.all([
      runProductImport(t.db, checked.id),
      runProductImport(t.db, checked.id),
    ]);
    expect(runs.sort()).toEqual(["applied", "nothing"]);
    await t.app.jobs.runDue();
    expect(await productCount(seller.user.id)).toBe(2);
    expect((await poll(seller.headers, checked.id)).status).toBe("applied");
  });

  it("refuses files it cannot read with a 4xx in both languages", async () => {
    const seller = await signInSeller(t.app);
    const upload = (csv: unknown) =>
      inject("POST", "/seller/product-imports", seller.headers, { file_name: "x.csv", csv });
    const expectRefused = async (csv: unknown, status: number, en?: RegExp) => {
      const response = await upload(csv);
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      expect(body.status).toBe("error");
      expect(body.messages.fa.length).toBeGreaterThan(0);
      if (en) expect(body.messages.en).toMatch(en);
    };
    await expectRefused("", 422, /empty/);
    await expectRefused(undefined, 422);
    await expectRefused(42, 422);
    await expectRefused("name,colour\nسیب,قرمز\n", 422, /"colour"/);
    await expectRefused("name,name\nسیب,سیب\n", 422, /twice/);
    await expectRefused("id\n1\n", 422, /besides the id/);
    await expectRefused('name,price_toman\n"سیب,100\n', 422, /quotation mark/);
    await expectRefused("name,price_toman\nسیب,100,3\n", 422, /number of cells/);
    await expectRefused("name,price_toman\nس\uFFFDب,100\n", 422, /UTF-8/);
    await expectRefused("name,price_toman\n", 422, /no product rows/);
    const tooMany = `name\n${"سیب\n".repeat(productImportLimits.maxRows + 1)}`;
    await expectRefused(tooMany, 413, /too large/);
    const tooBig = `name,description\n${`سیب,${"ب".repeat(60_000)}\n`.repeat(20)}`;
    await expectRefused(tooBig, 413);
    // A body past the route's limit is cut off before it is read.
    const huge = await upload("x".repeat(productImportLimits.maxBytes * 3));
    expect(huge.statusCode).toBe(413);

    const customer = await inject("POST", "/seller/product-imports", {}, { csv: "name\nx\n" });
    expect(customer.statusCode).toBe(401);
    expect((await inject("GET", "/seller/product-imports/999999", seller.headers)).statusCode).toBe(
      404,
    );
  });
});
