import { readFileSync } from "node:fs";
import type { CategoryProperty, ProductDetail } from "@kesht/contracts";
import {
  type CatalogReference,
  catalogReference,
  createApprovedSeller,
  createProduct,
} from "./catalog-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { journeyScreen, useLanguage, waitForApp } from "./support";

/**
 * A shop's products in bulk (issue 30 item 5, docs/decisions/042-product-import.md), Persian
 * on a phone and English on a desktop: the shop downloads its CSV, changes a price (in Persian
 * digits) and adds a row, uploads it, reads the dry run's report, applies it and finds its
 * products updated; then it raises two products' prices by 10 % with the list's bulk edit.
 */

const messages = (language: "en" | "fa") =>
  JSON.parse(
    readFileSync(new URL(`../messages/${language}/productImport.json`, import.meta.url), "utf8"),
  );

async function sellerProduct(page: Page, id: number): Promise<ProductDetail> {
  const response = await page.request.get(`/api/v1/seller/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ProductDetail }).data;
}

/** A seeded category whose products need no property, so a CSV row alone can create one. */
async function categoryWithoutRequiredProperties(page: Page, reference: CatalogReference) {
  for (const category of reference.categories) {
    const response = await page.request.get(
      `/api/v1/products/properties?category_id=${category.id}`,
    );
    const properties = ((await response.json()) as { data: CategoryProperty[] }).data;
    if (!properties.some((property) => property.required)) return category;
  }
  throw new Error("every seeded category requires a property");
}

/** The exported file with one product's price changed and a new product added. */
function editCsv(csv: string, change: { id: number; price: string }, added: string[]): string {
  const [header = "", ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
  const columns = header.split(",");
  const price = columns.indexOf("price_toman");
  const edited = rows.map((row) => {
    const cells = row.split(",");
    if (cells[0] !== String(change.id)) return row;
    cells[price] = change.price;
    return cells.join(",");
  });
  return [header, ...edited.filter((row) => row !== ""), added.join(","), ""].join("\r\n");
}

for (const language of ["fa", "en"] as const) {
  const screen = journeyScreen[language];
  const t = messages(language);

  test.describe(`products in bulk, in ${language} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test("downloads the CSV, imports an edited copy (dry run, then apply) and edits prices in bulk", async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow();
      await useLanguage(context, baseURL, language);
      await createApprovedSeller(page);
      const apple = await createProduct(page, { name: "سیب گلاب", price_toman: 100_000 });
      const pear = await createProduct(page, { name: "گلابی شاه‌میوه", price_toman: 50_000 });
      const reference = await catalogReference(page.request);
      const category = await categoryWithoutRequiredProperties(page, reference);
      const unit = reference.stockTypes[0];
      if (!unit) throw new Error("no seeded units");

      await page.goto("/shop/products");
      await waitForApp(page);
      await page.getByRole("link", { name: t.openImport }).click();
      await expect(page).toHaveURL(/\/shop\/products\/import$/);
      await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: t.export.action }).click();
      const download = await downloading;
      const csv = readFileSync(await download.path(), "utf8");
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv).toContain("سیب گلاب");

      const newName = `زعفران ${language} ${Date.now().toString(36)}`;
      const columns =
        csv
          .replace(/^\uFEFF/, "")
          .split("\r\n")[0]
          ?.split(",") ?? [];
      const newRow = columns.map(
        (column) =>
          ({
            name: newName,
            category_id: String(category.id),
            stock_type_id: String(unit.id),
            stock: "۵",
            price_toman: "90000",
          })[column] ?? "",
      );
      const edited = editCsv(csv, { id: apple.id, price: "۱۲۰۰۰۰" }, newRow);
      await page.getByLabel(t.upload.label).setInputFiles({
        name: "products.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(edited, "utf8"),
      });

      // The dry run: one new, one updated (its price, field by field), one unchanged.
      const counts = page.getByTestId("import-counts");
      await expect(counts).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/price_toman: 100000 . 120000/)).toBeVisible();
      await expect(page.getByText(newName)).toBeVisible();
      expect((await sellerProduct(page, apple.id)).price_rials).toBe(1_000_000);

      await page.getByRole("button", { name: new RegExp(t.report.apply.split(" {")[0]) }).click();
      const applied = t.report.applied.split(":")[0];
      await expect(page.getByRole("status").filter({ hasText: applied })).toBeVisible({
        timeout: 30_000,
      });
      expect((await sellerProduct(page, apple.id)).price_rials).toBe(1_200_000);

      // The list shows the new product; the bulk edit raises two prices by 10 %.
      await page.getByRole("link", { name: t.back }).click();
      await expect(page).toHaveURL(/\/shop\/products$/);
      await expect(page.getByRole("heading", { name: newName })).toBeVisible();
      await page.getByRole("button", { name: t.bulk.start }).click();
      for (const product of [apple, pear]) {
        await page
          .getByRole("checkbox", { name: t.bulk.select.replace("{name}", product.name) })
          .check();
      }
      await page.getByRole("combobox", { name: t.bulk.price, exact: true }).selectOption("percent");
      await page.getByRole("textbox", { name: t.bulk.priceValue }).fill("10");
      await page.getByRole("button", { name: new RegExp(t.bulk.apply.split(" {")[0]) }).click();
      await expect(page.getByRole("button", { name: t.bulk.start })).toBeVisible();
      expect((await sellerProduct(page, apple.id)).price_rials).toBe(1_320_000);
      expect((await sellerProduct(page, pear.id)).price_rials).toBe(550_000);
    });
  });
}
