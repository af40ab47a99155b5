import { createCustomer, waitForText } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { createAddressByApi, creditWallet, placeWalletOrder } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Reaching people outside the app (issue 27), in both languages: a shop turns push off for
 * paid orders on its notification settings screen (the texts' language follows the page's),
 * a customer pays, and the shop's SMS with the order number and its link reaches the
 * development outbox in the shop's language.
 */

const texts = {
  en: {
    title: "Notification settings",
    pushForPaid: "A new paid order: Push",
    sms: (id: string) => `Kesht: Order #${id} was paid.`,
  },
  fa: {
    title: "تنظیمات اعلان‌ها",
    pushForPaid: "سفارش پرداخت‌شدهٔ تازه: اعلان",
    sms: (id: string) => `کشت: سفارش #${id} پرداخت شد.`,
  },
} as const;

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  test.describe(`texts outside the app (${lang})`, () => {
    test.use({ viewport: mobileViewport });

    test("a shop's choice is kept and a paid order reaches it by SMS", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const shopContext = await browser.newContext({ viewport: mobileViewport });
      await useLanguage(shopContext, baseURL, lang);
      const shop = await shopContext.newPage();
      const seller = await createApprovedSeller(shop);
      const product = await createProduct(shop, {
        name: "زعفران سرگل",
        latin_name: "Sargol saffron",
        price_toman: 250_000,
      });

      await shop.goto("/shop/profile/notification-settings");
      await waitForApp(shop);
      await expect(shop.getByRole("heading", { name: t.title })).toBeVisible();
      const push = shop.getByRole("checkbox", { name: t.pushForPaid });
      await expect(push).toBeChecked();
      const saved = shop.waitForResponse(
        (response) =>
          response.url().includes("/me/notification-preferences") &&
          response.request().method() === "PUT",
      );
      await push.uncheck();
      expect((await saved).status()).toBe(200);
      await shop.reload();
      await waitForApp(shop);
      await expect(shop.getByRole("checkbox", { name: t.pushForPaid })).not.toBeChecked();

      await useLanguage(page.context(), baseURL, lang);
      await createCustomer(page);
      await createAddressByApi(page);
      await creditWallet(page, 1_000_000);
      const order = await placeWalletOrder(page, product.id);
      const number = new Intl.NumberFormat(lang, { useGrouping: false }).format(order.id);

      const text = await waitForText(shop.request, seller.mobile, t.sms(number));
      expect(text).toContain(`/shop/orders/${order.id}`);
      expect(text).toMatch(/\/sms-stop\/\S+/);
      await shopContext.close();
    });
  });
}
