import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { createAddressByApi, creditWallet, placeWalletOrder } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Notifications, in both languages on a phone: a customer pays for an order (through the API);
 * the shop finds it on its notifications page in its language, marked new, and follows it to
 * the order; the shop accepts and the customer reads "accepted" on theirs.
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

const texts = {
  en: {
    title: "Notifications",
    paid: (id: string) => `Order #${id} was paid. Accept it to start preparing.`,
    accepted: (id: string) => `The shop accepted your order #${id} and is preparing it.`,
    approved: "Your shop was approved; you can start selling.",
    unseenCount: "2 new notifications",
    empty: "No notifications yet",
  },
  fa: {
    title: "اعلان‌ها",
    paid: (id: string) => `سفارش #${id} پرداخت شد. برای شروع آماده‌سازی آن را بپذیرید.`,
    accepted: (id: string) => `فروشگاه سفارش #${id} شما را پذیرفت و در حال آماده‌سازی آن است.`,
    approved: "فروشگاه شما تأیید شد؛ می‌توانید فروش را شروع کنید.",
    unseenCount: "۲ اعلان جدید",
    empty: "هنوز اعلانی ندارید",
  },
} as const;

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const orderNumber = (id: number) =>
    new Intl.NumberFormat(lang, { useGrouping: false }).format(id);

  test.describe(`notifications (${lang})`, () => {
    test.use({ viewport: mobileViewport });

    test("the shop hears of the paid order and the customer of its acceptance", async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two signed-in people, a product and a gateway credit before the first notification.
      test.setTimeout(120_000);
      await useLanguage(page.context(), baseURL, lang);
      const shopContext = await browser.newContext({ viewport: mobileViewport });
      await useLanguage(shopContext, baseURL, lang);
      const shop = await shopContext.newPage();
      await createApprovedSeller(shop, `Orchard ${Math.random().toString(36).slice(2, 7)}`);
      const product = await createProduct(shop, {
        name: "زعفران سرگل",
        latin_name: "Sargol saffron",
        price_toman: 250_000,
      });

      await createCustomer(page);
      await createAddressByApi(page);
      // Before anything happened the customer's list is empty.
      await page.goto("/customer/profile/notifications");
      await waitForApp(page);
      await expect(page.getByRole("heading", { name: t.empty })).toBeVisible();

      await creditWallet(page, 1_000_000);
      const order = await placeWalletOrder(page, product.id);
      const number = orderNumber(order.id);

      // The shop's profile shows two new notifications (its approval, then the paid order), and
      // its page says what happened, newest first.
      await shop.goto("/shop/profile");
      await waitForApp(shop);
      const link = shop.getByRole("link", { name: new RegExp(t.title) });
      await expect(link).toContainText(t.unseenCount);
      await link.click();
      await shop.waitForURL(/\/shop\/profile\/notifications$/);
      await expect(shop.getByRole("heading", { name: t.title, exact: true })).toBeVisible();
      const item = shop.getByTestId("notification").filter({ hasText: t.paid(number) });
      await expect(item).toHaveCount(1);
      await expect(item).toHaveAttribute("data-unseen", "true");
      await expect(shop.getByTestId("notification").first()).toContainText(t.paid(number));
      await expect(shop.getByTestId("notification").nth(1)).toContainText(t.approved);
      // Dates in the reader's calendar: Persian digits in Persian, never ASCII ones.
      const date = await item.locator("time").innerText();
      expect(date).toMatch(lang === "fa" ? /^[^0-9]*$/ : /\d/);
      await item.getByRole("link").click();
      await shop.waitForURL(new RegExp(`/shop/orders/${order.id}$`));

      // Opening the page marked it seen.
      await shop.goto("/shop/profile/notifications");
      await expect(
        shop.getByTestId("notification").filter({ hasText: t.paid(number) }),
      ).toHaveAttribute("data-unseen", "false");

      const accepted = await shop.request.post(`/api/v1/seller/orders/${order.id}/accept`, {
        headers: { origin: webOrigin },
      });
      expect(accepted.ok()).toBe(true);

      await page.goto("/customer/profile/notifications");
      await waitForApp(page);
      const news = page.getByTestId("notification").filter({ hasText: t.accepted(number) });
      await expect(news).toHaveCount(1);
      await news.getByRole("link").click();
      await page.waitForURL(new RegExp(`/customer/orders/${order.id}$`));
      await shopContext.close();
    });
  });
}
