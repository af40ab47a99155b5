import { existsSync } from "node:fs";
import type { ProductDetail } from "@kesht/contracts";
import { validationMessages } from "../../../packages/contracts/src/validation";
import {
  catalogReference,
  createApprovedSeller,
  createProduct,
  pickCategory,
} from "./catalog-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The seller's product pages (SPEC §2 /shop/products, /add, /add/properties, /[id]): adding a
 * product with a photo and properties, finding it in the list and in the store, hiding and
 * listing it again, editing it in Persian, and the states of a product one cannot see.
 */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

/** The storefront's product page, when this build has it. */
const hasStorefrontPage = existsSync(
  new URL("../src/app/customer/products/[pid]/page.tsx", import.meta.url),
);

async function storefrontStatus(browser: Browser, productId: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(`/api/v1/customer/products/${productId}`);
    return response.status();
  } finally {
    await context.close();
  }
}

async function sellerProduct(page: Page, productId: number): Promise<ProductDetail> {
  const response = await page.request.get(`/api/v1/seller/products/${productId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ProductDetail }).data;
}

function productIdOf(page: Page): number {
  const match = /\/shop\/products\/(\d+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not a product page: ${page.url()}`);
  return Number(match[1]);
}

test.describe("a seller's products, in English", () => {
  test.use({ viewport: mobileViewport });

  test("adds a product with a photo and properties, lists it in the store, hides it and lists it again", async ({
    page,
    browser,
  }) => {
    test.slow();
    await createApprovedSeller(page);

    await page.goto("/shop/products");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "My products", level: 1 })).toBeVisible();
    await expect(page.getByText("You have no products yet")).toBeVisible();
    await page.getByRole("link", { name: "Add your first product" }).click();
    await expect(page).toHaveURL(/\/shop\/products\/add$/);
    await expect(page.getByText("Step 1 of 2")).toBeVisible();

    // Nothing filled in: the form says what is missing, under each field.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Product name")).toHaveAccessibleDescription(
      new RegExp(validationMessages.required.en.replace(".", "\\.")),
    );
    await expect(page.getByLabel("Category", { exact: true })).toHaveAccessibleDescription(
      validationMessages.invalid_choice.en,
    );
    await expect(page).toHaveURL(/\/shop\/products\/add$/);

    await page.getByLabel("Product name").fill("سیب قرمز");
    await page.getByRole("button", { name: "Suggest" }).click();
    await expect(page.getByLabel("Latin name")).toHaveValue(/Apple/);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Fruit" });
    await page.getByLabel("Subcategory").selectOption({ label: "Apples" });

    const photos = page.getByRole("group", { name: "Product photos" });
    await photos.locator('input[type="file"]').setInputFiles(fixture("farm.jpg"));
    await expect(photos.getByText("Cover", { exact: true })).toBeVisible();

    await page.getByLabel("Stock", { exact: true }).fill("250");
    await expect(page.getByLabel("Unit")).toHaveValue(/\d+/);
    await page.getByLabel("Price", { exact: true }).fill("120000");
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("120,000");
    await page.getByLabel("Discount").fill("10");
    await expect(
      page.getByText("Customers pay 108,000 toman instead of 120,000 toman (10% off)."),
    ).toBeVisible();
    await page.getByLabel("Preparation time").fill("2");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/shop\/products\/add\/properties$/);
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    // A reload keeps everything step 1 gathered.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText("سیب قرمز")).toBeVisible();

    // Variety is required for fruit, and apples are offered apple varieties only.
    await expect(page.getByLabel("Variety").locator("option", { hasText: "Gala" })).toHaveCount(1);
    await expect(
      page.getByLabel("Variety").locator("option", { hasText: /Valencia|Yaghuti|Rabab/ }),
    ).toHaveCount(0);
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByLabel("Variety")).toHaveAccessibleDescription(
      validationMessages.required.en,
    );
    await page.getByLabel("Variety").selectOption({ label: "Gala" });
    await page.getByLabel("Grade").selectOption({ label: "Export" });
    const harvest = page.getByRole("group", { name: "Harvest date" }).first();
    await harvest.getByRole("spinbutton").first().click();
    await page.keyboard.type("09212025");
    await page.getByRole("button", { name: "Add product" }).click();

    await expect(page).toHaveURL(/\/shop\/products\/\d+$/);
    await expect(page.getByText("The product was added.")).toBeVisible();
    const productId = productIdOf(page);
    const saved = await sellerProduct(page, productId);
    expect(saved).toMatchObject({
      name: "سیب قرمز",
      price_rials: 1_200_000,
      discount_percent: 10,
      discounted_price_rials: 1_080_000,
      stock: 250,
      preparation_days: 2,
      is_active: true,
    });
    expect(saved.latin_name).toContain("Apple");
    expect(saved.images).toHaveLength(1);
    expect(saved.properties.map(({ key, value }) => ({ key, value }))).toEqual(
      expect.arrayContaining([
        { key: "variety", value: "gala" },
        { key: "grade", value: "export" },
        { key: "harvest_date", value: "2025-09-21" },
      ]),
    );
    // The draft went with the product: adding another starts from an empty form.
    await page.goto("/shop/products/add");
    await waitForApp(page);
    await expect(page.getByLabel("Product name")).toHaveValue("");

    await page.goto("/shop/products");
    await waitForApp(page);
    const card = page.getByRole("article", { name: "سیب قرمز" });
    await expect(card.getByText("108,000 toman")).toBeVisible();
    await expect(card.getByText("10% off")).toBeVisible();
    await expect(card.getByText("In stock: 250 Kilogram")).toBeVisible();

    expect(await storefrontStatus(browser, productId)).toBe(200);
    if (hasStorefrontPage) {
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`/customer/products/${productId}`);
      // English pages lead with the latin name.
      await expect(
        visitor.getByRole("heading", { name: saved.latin_name ?? "", level: 1 }),
      ).toBeVisible();
      await visitor.context().close();
    }

    // The switch's input is visually hidden; people tap its label.
    const active = card.getByRole("switch", { name: "Active" });
    const activeLabel = card.getByText("Active", { exact: true });
    await expect(active).toBeChecked();
    await activeLabel.click();
    await expect(page.getByText("“سیب قرمز” is now hidden from customers.")).toBeVisible();
    await expect(active).not.toBeChecked();
    await expect.poll(() => storefrontStatus(browser, productId)).toBe(404);

    await page.getByRole("button", { name: "Inactive", exact: true }).click();
    await expect(page).toHaveURL(/\?status=inactive$/);
    await expect(card).toBeVisible();
    await page.getByRole("button", { name: "Active", exact: true }).click();
    await expect(page.getByText("None of your products is active.")).toBeVisible();
    await page.getByRole("button", { name: "All", exact: true }).click();
    await activeLabel.click();
    await expect(page.getByText("“سیب قرمز” is active again.")).toBeVisible();
    await expect.poll(() => storefrontStatus(browser, productId)).toBe(200);
  });

  test("moving a product to another subcategory offers that subcategory's varieties", async ({
    page,
  }) => {
    test.slow();
    await createApprovedSeller(page);
    const reference = await catalogReference(page.request);
    const fruit = pickCategory(reference, "fruit");
    const subcategory = (slug: string) => {
      const row = reference.subcategories.find((candidate) => candidate.slug === slug);
      if (!row) throw new Error(`no seeded subcategory ${slug}`);
      return row;
    };
    const [apples, citrus] = [subcategory("apples"), subcategory("citrus")];
    const product = await createProduct(page, {
      name: "سیب قرمز دماوند",
      category_id: fruit.id,
      subcategory_id: apples.id,
    });

    await page.goto(`/shop/products/${product.id}`);
    await waitForApp(page);
    const variety = page.getByLabel("Variety");
    await expect(variety.locator("option", { hasText: "Gala" })).toHaveCount(1);
    await expect(variety.locator("option", { hasText: "Valencia" })).toHaveCount(0);

    await page.getByLabel("Subcategory").selectOption({ label: "Citrus" });
    await expect(variety.locator("option", { hasText: "Valencia" })).toHaveCount(1);
    await expect(variety.locator("option", { hasText: "Gala" })).toHaveCount(0);
    // The apple variety chosen before is not a citrus one: nothing is chosen now.
    await expect(variety).toHaveValue("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(variety).toHaveAccessibleDescription(validationMessages.required.en);

    await variety.selectOption({ label: "Valencia" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    const saved = await sellerProduct(page, product.id);
    expect(saved.subcategory_id).toBe(citrus.id);
    expect(saved.properties.find(({ key }) => key === "variety")?.value).toBe("valencia");
  });

  test("step 2 without step 1 starts at step 1; another shop's product and a missing one are explained", async ({
    page,
    browser,
  }) => {
    test.slow();
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await createApprovedSeller(other, `Other ${Date.now().toString(36)}`);
    const theirs = await createProduct(other, { name: "گردوی تویسرکان" });
    await otherContext.close();

    await createApprovedSeller(page);
    await page.goto("/shop/products/add/properties");
    // The page sends the seller back once it has hydrated and found no step 1: slow when busy.
    await expect(page).toHaveURL(/\/shop\/products\/add$/, { timeout: 30_000 });

    await page.goto(`/shop/products/${theirs.id}`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Not your product" })).toBeVisible();
    await expect(page.getByText("گردوی تویسرکان")).toHaveCount(0);

    await page.goto("/shop/products/999999999");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to my products" }).click();
    await expect(page).toHaveURL(/\/shop\/products$/);
  });
});

test.describe("a seller's products, in Persian", () => {
  test.use({ viewport: desktopViewport });

  test("edits the price with Persian digits and sees the new price in toman; a blank name is refused", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await useLanguage(context, baseURL, "fa");
    await createApprovedSeller(page);
    const product = await createProduct(page, {
      name: "عسل کوهستان",
      latin_name: "Mountain Honey",
      price_toman: 450_000,
    });

    await page.goto(`/shop/products/${product.id}`);
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "عسل کوهستان", level: 2 })).toBeVisible();
    await expect(page.getByText("۴۵۰٬۰۰۰ تومان").first()).toBeVisible();

    const name = page.getByLabel("نام محصول");
    await name.fill("");
    await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
    await expect(name).toHaveAccessibleDescription(new RegExp(validationMessages.required.fa));
    await name.fill("عسل کوهستان");

    const price = page.getByLabel("قیمت", { exact: true });
    await price.fill("۵۲۰۰۰۰");
    await expect(price).toHaveValue("۵۲۰٬۰۰۰");
    await expect(page.getByText("مشتریان ۵۲۰٬۰۰۰ تومان می‌پردازند.")).toBeVisible();
    await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
    await expect(page.getByText("ذخیره شد.")).toBeVisible();
    const status = page.getByRole("region", { name: "عسل کوهستان" });
    await expect(status.getByText("۵۲۰٬۰۰۰ تومان")).toBeVisible();
    expect((await sellerProduct(page, product.id)).price_rials).toBe(5_200_000);

    await page.goto("/shop/products");
    await waitForApp(page);
    const card = page.getByRole("article", { name: "عسل کوهستان" });
    await expect(card.getByText("۵۲۰٬۰۰۰ تومان")).toBeVisible();

    // Deleting asks first, then leaves the product out of the list.
    await card.getByRole("link", { name: "مشاهده و ویرایش" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/products/${product.id}$`));
    await page.getByRole("button", { name: "حذف", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "این محصول حذف شود؟" });
    await dialog.getByRole("button", { name: "حذف", exact: true }).click();
    await expect(page.getByText("محصول حذف شد.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/products$/);
    await expect(page.getByText("هنوز محصولی ندارید")).toBeVisible();
  });
});
