import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { createAddressByApi, creditWallet, placeWalletOrder } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/**
 * The shop's home (/shop/home) in figures: today's orders, the income waiting for customers to
 * confirm receipt, and the listed products running out; with its empty and failed states.
 */

const phoneViewport = { width: 375, height: 812 };
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

test.describe("the shop's home in Persian, on a phone", () => {
  test.use({ viewport: phoneViewport, hasTouch: true });

  test.beforeEach(async ({ context, baseURL }) => {
    await useLanguage(context, baseURL, "fa");
  });

  test("shows today's orders, the pending income and the products running low", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await createApprovedSeller(page, uniqueName("باغ"));
    const saffron = await createProduct(page, {
      name: "زعفران سرگل",
      latin_name: "Sargol saffron",
      price_toman: 250_000,
      stock: 40,
    });
    const walnuts = await createProduct(page, {
      name: "گردوی تویسرکان",
      latin_name: "Tuyserkan walnuts",
      price_toman: 180_000,
      stock: 3,
    });

    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await createCustomer(customer);
    await createAddressByApi(customer);
    await creditWallet(customer, 300_000);
    await placeWalletOrder(customer, saffron.id);
    await customerContext.close();

    await page.goto("/shop/home");
    await waitForApp(page);
    const figures = page.getByRole("region", { name: "امروز در یک نگاه" });
    const ordersToday = figures.getByRole("link", { name: /سفارش‌های امروز/ });
    await expect(ordersToday.getByText("۱", { exact: true })).toBeVisible();
    await expect(ordersToday).toHaveAttribute("href", "/shop/orders");
    const pendingIncome = figures.getByRole("link", { name: /درآمد در انتظار تسویه/ });
    await expect(pendingIncome.getByText("۲۵۰٬۰۰۰ تومان", { exact: true })).toBeVisible();
    await expect(pendingIncome).toHaveAttribute("href", "/shop/profile/wallet");

    const lowStock = figures.getByRole("region", { name: "رو به اتمام" });
    await expect(lowStock.getByText("محصولات فعال با موجودی ۵ یا کمتر.")).toBeVisible();
    const row = lowStock.getByRole("link", { name: /گردوی تویسرکان/ });
    await expect(row).toContainText(/۳ .+ مانده/);
    await expect(lowStock.getByRole("link", { name: /زعفران/ })).toHaveCount(0);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/shop/products/${walnuts.id}$`));
  });
});

test.describe("the shop's home in English", () => {
  test.use({ viewport: desktopViewport });

  test("a new shop sees zeros and no product running low; a failed load offers a retry", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createApprovedSeller(page, uniqueName("Orchard"));
    await createProduct(page, { name: "Walnuts", latin_name: "Walnuts", stock: 50 });

    await page.route("**/api/v1/seller/dashboard", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          status: "error",
          message: "Internal error",
          messages: { en: "Something went wrong.", fa: "مشکلی پیش آمد." },
          errors: { en: {}, fa: {} },
          data: null,
        }),
      }),
    );
    await page.goto("/shop/home");
    await waitForApp(page);
    const figures = page.getByRole("region", { name: "Today at a glance" });
    await expect(figures.getByText("The dashboard figures could not be loaded.")).toBeVisible();

    await page.unroute("**/api/v1/seller/dashboard");
    await figures.getByRole("button", { name: "Try again" }).click();
    const ordersToday = figures.getByRole("link", { name: /Today's orders/ });
    await expect(ordersToday.getByText("0", { exact: true })).toBeVisible();
    const pendingIncome = figures.getByRole("link", { name: /Pending income/ });
    await expect(pendingIncome.getByText("0 toman", { exact: true })).toBeVisible();
    await expect(figures.getByText("No listed product is running low.")).toBeVisible();
  });
});
