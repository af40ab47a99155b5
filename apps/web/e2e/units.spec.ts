import { createShopWithProducts } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/** An amount and its unit read as a sentence: English units follow the amount's number. */
test.describe("amounts and their units", () => {
  test.use({ viewport: desktopViewport });

  test("English says 3,000 kilograms and 1 kilogram, and a price per kilogram", async ({
    page,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL, "en");
    const shop = await createShopWithProducts(
      browser,
      `Orchard ${Math.random().toString(36).slice(2, 7)}`,
      [
        { name: "برنج هاشمی", latin_name: "Hashemi rice", price_toman: 180_000, stock: 3000 },
        { name: "زعفران سرگل", latin_name: "Sargol saffron", price_toman: 250_000, stock: 1 },
      ],
    );
    const [rice, saffron] = shop.products;
    if (!rice || !saffron) throw new Error("the shop has its products");

    await page.goto(`/customer/shops/${rice.seller.id}`);
    await waitForApp(page);
    await expect(page.getByRole("article").filter({ hasText: "Hashemi rice" })).toContainText(
      "3,000 kilograms in stock",
    );
    await expect(page.getByRole("article").filter({ hasText: "Sargol saffron" })).toContainText(
      "1 kilogram in stock",
    );

    await page.goto(`/customer/products/${rice.id}`);
    await expect(page.getByText("Price per kilogram", { exact: true })).toBeVisible();
    await expect(page.getByText("3,000 kilograms", { exact: true })).toBeVisible();
  });

  test("Persian keeps the unit's one form beside Persian digits", async ({
    page,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL, "fa");
    const shop = await createShopWithProducts(
      browser,
      `Orchard ${Math.random().toString(36).slice(2, 7)}`,
      [{ name: "برنج هاشمی", latin_name: "Hashemi rice", price_toman: 180_000, stock: 3000 }],
    );
    const [rice] = shop.products;
    if (!rice) throw new Error("the shop has its product");
    await page.goto(`/customer/shops/${rice.seller.id}`);
    await waitForApp(page);
    await expect(page.getByRole("article").filter({ hasText: "برنج هاشمی" })).toContainText(
      "۳٬۰۰۰ کیلوگرم موجود",
    );
  });
});
