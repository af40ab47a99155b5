import type { Page } from "@playwright/test";
import { newMobile, readCode } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { expect, test } from "./fixtures/test";
import { journeyScreen, useLanguage, waitForApp } from "./support";

/*
 * Favourites and reminders (issue 30 items 1 and 2), one journey per language on its screen
 * (Persian on a phone, English on a desktop): a signed-out visitor taps a product's heart,
 * signs in (and registers) and is back on the product with it saved; it is on their favourites
 * page; they ask to be told when an out-of-stock product is back, the shop restocks it, and
 * the notification is waiting for them.
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

const texts = {
  en: {
    save: (name: string) => `Save ${name} to favourites`,
    remove: (name: string) => `Remove ${name} from favourites`,
    mobile: "Mobile number",
    sendCode: "Send the code",
    code: "Code from the text message",
    signIn: "Sign in",
    fullName: "Full name",
    email: "Email",
    signUp: "Sign up",
    favourites: "Favourites",
    tellBack: "Tell me when it's back",
    toldBack: "We'll tell you when it's back (tap to cancel)",
    priceHistory: "Price history",
    unseen: "1 new notification",
    backInStock: (name: string) => `${name} is back in stock.`,
  },
  fa: {
    save: (name: string) => `افزودن «${name}» به علاقه‌مندی‌ها`,
    remove: (name: string) => `حذف «${name}» از علاقه‌مندی‌ها`,
    mobile: "شماره موبایل",
    sendCode: "ارسال کد",
    code: "کد پیامک‌شده",
    signIn: "ورود",
    fullName: "نام و نام خانوادگی",
    email: "ایمیل",
    signUp: "ثبت‌نام",
    favourites: "علاقه‌مندی‌ها",
    tellBack: "وقتی موجود شد خبرم کن",
    toldBack: "وقتی موجود شد خبرتان می‌کنیم (برای لغو بزنید)",
    priceHistory: "تاریخچهٔ قیمت",
    unseen: "۱ اعلان جدید",
    backInStock: (name: string) => `«${name}» دوباره موجود شد.`,
  },
} as const;

/** The shop's bulk stock edit, as its products list sends it. */
async function restock(shop: Page, productId: number, stock: number) {
  const response = await shop.request.post("/api/v1/seller/products/bulk-edit", {
    data: { product_ids: [productId], stock },
    headers: { origin: webOrigin },
  });
  expect(response.ok()).toBe(true);
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const screen = journeyScreen[lang];

  test.describe(`favourites and reminders (${lang}, ${screen.name})`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test("a visitor keeps a product through signing in, and hears when another is back", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await useLanguage(page.context(), baseURL, lang);
      const shopContext = await browser.newContext();
      const shop = await shopContext.newPage();
      const tag = Math.random().toString(36).slice(2, 7);
      await createApprovedSeller(shop, `Orchard ${tag}`);
      // Names of this run only: related products on the page may be other runs' saffron.
      const saffron = await createProduct(shop, {
        name: `زعفران سرگل ${tag}`,
        latin_name: `Sargol saffron ${tag}`,
        stock: 10,
      });
      const walnut = await createProduct(shop, {
        name: `گردو تویسرکان ${tag}`,
        latin_name: `Tuyserkan walnut ${tag}`,
        stock: 0,
      });
      const name = (product: { name: string; latin_name: string | null }) =>
        lang === "en" ? (product.latin_name ?? product.name) : product.name;
      const mobile = newMobile();

      // Signed out, the heart sends the visitor to sign in and back; the tap is then saved.
      await page.goto(`/customer/products/${saffron.id}`);
      await waitForApp(page);
      await expect(page.getByRole("figure", { name: t.priceHistory })).toBeVisible();
      const heart = page.getByTestId(`favourite-product-${saffron.id}`);
      await expect(heart).toHaveAccessibleName(t.save(name(saffron)));
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(page).toHaveURL(/\/auth\?next=/);
      await waitForApp(page);
      await page.getByLabel(t.mobile).fill(mobile);
      await page.getByRole("button", { name: t.sendCode }).click();
      await expect(page).toHaveURL(/\/auth\/verify$/);
      await page.getByLabel(t.code).fill(await readCode(page.request, mobile));
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      // A new number: the customer registers, then is back on the product.
      await expect(page).toHaveURL(/\/auth\/register\/customer$/);
      await page.getByLabel(t.fullName).fill("Sara Ahmadi");
      await page.getByLabel(t.email).fill(`fav.${mobile}@example.com`);
      await page.getByRole("button", { name: t.signUp, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/customer/products/${saffron.id}$`));
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName(t.remove(name(saffron)));

      // It is on the favourites page, reached from the profile.
      await page.goto("/customer/profile");
      await waitForApp(page);
      await page.getByRole("link", { name: t.favourites, exact: true }).click();
      await expect(page).toHaveURL(/\/customer\/profile\/favourites$/);
      await expect(page.getByRole("link", { name: name(saffron) })).toBeVisible();

      // Out of stock: they ask to hear when it is back; the shop restocks; they are told.
      await page.goto(`/customer/products/${walnut.id}`);
      await waitForApp(page);
      await page.getByRole("button", { name: t.tellBack }).click();
      await expect(page.getByRole("button", { name: t.toldBack })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await restock(shop, walnut.id, 25);
      await shopContext.close();

      await page.goto("/customer/profile");
      await waitForApp(page);
      const notifications = page.getByRole("link", { name: new RegExp(t.unseen) });
      await expect(notifications).toBeVisible();
      await notifications.click();
      await expect(
        page.getByTestId("notification").filter({ hasText: t.backInStock(name(walnut)) }),
      ).toBeVisible();
    });
  });
}
