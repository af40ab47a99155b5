import { randomUUID } from "node:crypto";
import type { CartGroups, Order, ProductPage, ShopCard } from "@kesht/contracts";
import { createCustomer, createSeller } from "./account-helpers";
import { adminApi } from "./catalog-helpers";
import { addToCartByApi, createAddressByApi, creditWallet } from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * A shop's name in Latin letters (issue 9): English pages show it, Persian pages the Persian
 * one, and each keeps its own direction inside a sentence of the other script.
 */

/** A demo shop of the seed, and the Latin name the seed gives it. */
const demoShop = { fa: "برنج و چای لاهیجان", en: "Lahijan Rice and Tea" };

const texts = {
  en: {
    productsOf: `Products of ${demoShop.en}`,
    seller: "Sold by",
    orders: "Orders",
    latinName: "Shop name in English letters",
    suggest: "Suggest",
    save: "Save changes",
  },
  fa: {
    productsOf: `محصولات ${demoShop.fa}`,
    seller: "فروشنده",
    orders: "سفارش‌ها",
    latinName: "نام فروشگاه با حروف انگلیسی",
    suggest: "پیشنهاد",
    save: "ذخیرهٔ تغییرات",
  },
} as const;

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

async function getData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo shop and one of its products, found by the Latin name (the shop search reads both). */
async function demoShopAndProduct(page: Page) {
  const shops = await getData<{ items: ShopCard[] }>(
    page,
    `/customer/sellers?search=${encodeURIComponent("Lahijan")}`,
  );
  const shop = shops.items.find((candidate) => candidate.store_name === demoShop.fa);
  if (!shop) throw new Error("the demo shop is not listed");
  const products = await getData<ProductPage>(
    page,
    `/customer/products?seller_id=${shop.id}&sort=price_asc`,
  );
  const product = products.items[0];
  if (!product) throw new Error("the demo shop lists no product");
  return { shop, product };
}

/** Tomorrow in Tehran, the first delivery day that is surely not "before today". */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Tehran",
  });
}

/** One product bought from the wallet through the API, as the checkout page does. */
async function orderFromWallet(page: Page, productId: number, priceRials: number) {
  await createAddressByApi(page);
  await creditWallet(page, Math.ceil(priceRials / 10) + 50_000);
  const cart: CartGroups = await addToCartByApi(page, productId, 1);
  const group = cart.groups.find((candidate) =>
    candidate.orders.some((line) => line.product_id === productId),
  );
  const [address] = await getData<{ id: number }[]>(page, "/customer/addresses");
  const [packageType] = await getData<{ id: number }[]>(page, "/package-types");
  const [timeBlock] = await getData<{ id: number }[]>(page, "/time-blocks");
  if (!group || !address || !packageType || !timeBlock) throw new Error("nothing to check out");
  const response = await page.request.post("/api/v1/customer/orders", {
    data: {
      cart_id: group.id,
      address_id: address.id,
      send_method: "pickup",
      package_type_id: packageType.id,
      delivery_date: tomorrow(),
      time_block_id: timeBlock.id,
      payment_method: "wallet",
    },
    headers: { origin: webOrigin, "Idempotency-Key": randomUUID() },
  });
  if (!response.ok()) throw new Error(`checkout: HTTP ${response.status()}`);
  return ((await response.json()) as { data: { order: Order } }).data.order;
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const name = demoShop[lang];
  const otherName = demoShop[lang === "en" ? "fa" : "en"];

  test.describe(`shop names (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("the shop list, the shop, its products and the product's seller card name the shop in the page's language", async ({
      page,
    }) => {
      await page.setViewportSize(lang === "en" ? desktopViewport : mobileViewport);
      const { shop, product } = await demoShopAndProduct(page);

      await page.goto("/customer/shops");
      await waitForApp(page);
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("dir", "auto");
      await link.click();

      await expect(page).toHaveURL(new RegExp(`/customer/shops/${shop.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const productsTitle = page.locator("#shop-products-title");
      await expect(productsTitle).toHaveText(t.productsOf);
      // The name keeps its own direction inside the sentence.
      await expect(productsTitle.locator("bdi")).toHaveText(name);
      const card = page.getByRole("article").filter({ hasText: name }).first();
      await expect(card).toBeVisible();
      await expect(page.getByText(otherName)).toHaveCount(0);

      await page.goto(`/customer/products/${product.id}`);
      await waitForApp(page);
      const sellerCard = page.getByRole("region", { name: t.seller });
      // The name as shown (the link's hidden copy, for screen readers, repeats it).
      const shown = sellerCard.getByRole("paragraph").filter({ hasText: name });
      await expect(shown).toHaveAttribute("dir", "auto");
      await expect(page.getByText(otherName)).toHaveCount(0);
    });

    test("the cart and the orders name the shop in the page's language", async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(lang === "en" ? mobileViewport : desktopViewport);
      await createCustomer(page);
      const { product } = await demoShopAndProduct(page);
      const order = await orderFromWallet(page, product.id, product.discounted_price_rials);
      await addToCartByApi(page, product.id, 1);

      await page.goto("/customer/cart");
      await waitForApp(page);
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(page.getByText(otherName)).toHaveCount(0);

      await page.goto("/customer/orders");
      await waitForApp(page);
      const orderCard = page.getByRole("article").filter({ hasText: name }).first();
      await expect(orderCard.locator("bdi", { hasText: name })).toBeVisible();
      await page.goto(`/customer/orders/${order.id}`);
      await waitForApp(page);
      await expect(page.locator("bdi", { hasText: name }).first()).toBeVisible();
      await expect(page.getByText(otherName)).toHaveCount(0);
    });

    test("a shop keeps its Latin name in its profile, and the admin reviews both names", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(lang === "en" ? desktopViewport : mobileViewport);
      const persianName = `باغ سیب دماوند ${Date.now().toString().slice(-4)}`;
      await createSeller(page, 2, persianName);
      const suggested = await getData<{ store_name_en: string }>(page, "/seller/profile");
      expect(suggested.store_name_en).toMatch(/^Damavand Apple Orchard \d{4}$/);

      await page.goto("/shop/profile/edit-profile");
      await waitForApp(page);
      const latin = page.getByLabel(t.latinName);
      await expect(latin).toHaveValue(suggested.store_name_en);
      await expect(latin).toHaveAttribute("dir", "ltr");
      await latin.fill("");
      await page.getByRole("button", { name: t.suggest }).click();
      await expect(latin).toHaveValue(suggested.store_name_en);
      const chosen = `Damavand Orchards ${Date.now().toString(36)}`;
      await latin.fill(chosen);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page).toHaveURL(/\/shop\/profile$/);
      await waitForApp(page);
      const [shown, other] = lang === "en" ? [chosen, persianName] : [persianName, chosen];
      const heading = page.getByRole("heading", { level: 2 }).first();
      await expect(heading.locator("bdi").first()).toHaveText(shown);
      await expect(heading.locator("bdi").nth(1)).toHaveText(other);

      // The admin's review shows the name of the page's language first, the other under it.
      const admin = await browser.newContext({
        storageState: await (await adminApi()).storageState(),
        viewport: desktopViewport,
      });
      try {
        const adminPage = await admin.newPage();
        await admin.addCookies([{ name: "lang", value: lang, url: webOrigin }]);
        await adminPage.goto("/admin/sellers");
        await waitForApp(adminPage);
        const review = adminPage.getByRole("article").filter({ hasText: chosen });
        await expect(review.getByRole("heading", { level: 2 }).locator("bdi").first()).toHaveText(
          shown,
        );
        await expect(review.getByText(other, { exact: true })).toBeVisible();
      } finally {
        await admin.close();
      }
    });
  });
}
