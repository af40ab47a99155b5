import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { newCustomerWalletOrder, readOrder, readWallet } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { journeyScreen, useLanguage, waitForApp } from "./support";

/**
 * Packed weight (issue 28 item 3, docs/decisions/033-packed-weight.md), in both languages, on
 * a phone and a desktop: the shop packs 1.5 kg of a 2 kg line on its order page; the customer
 * sees the 125,000 toman difference refunded on the order and in the wallet.
 */

const texts = {
  en: {
    accept: "Accept order",
    packedLabel: "Packed weight",
    save: "Record weight",
    packedAmount: "1.5",
    packed: "Packed: 1.5 kilograms",
    refundKind: "Refund for packed weight",
    toman: (value: string) => `${value} toman`,
  },
  fa: {
    accept: "پذیرش سفارش",
    packedLabel: "وزن بسته‌بندی‌شده",
    save: "ثبت وزن",
    packedAmount: "۱٫۵",
    packed: "بسته‌بندی‌شده: ۱٫۵ کیلوگرم",
    refundKind: "بازپرداخت بابت وزن بسته‌بندی",
    toman: (value: string) => `${value} تومان`,
  },
} as const;

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);

  const screen = journeyScreen[lang];
  test.describe(`packed weight (${lang}, ${screen.name})`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("the shop packs less than ordered and the customer sees the difference refunded", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      // The shop, in a browser of its own, in the same language and on the same screen.
      const shopContext = await browser.newContext({
        viewport: screen.viewport,
        hasTouch: screen.hasTouch,
      });
      await useLanguage(shopContext, baseURL, lang);
      const shop = await shopContext.newPage();
      await createApprovedSeller(shop, `Orchard ${Math.random().toString(36).slice(2, 7)}`);
      const product = await createProduct(shop, {
        name: "سیب قرمز",
        latin_name: "Red apples",
        price_toman: 250_000,
      });

      // The customer orders 2 kg from the wallet: 500,000 toman.
      const order = await newCustomerWalletOrder(page, product.id, { count: 2 });
      expect(order.total_rials).toBe(5_000_000);

      // The shop accepts it and weighs what it packed: 1.5 kg.
      await shop.goto(`/shop/orders/${order.id}`);
      await waitForApp(shop);
      await shop.getByRole("button", { name: t.accept }).click();
      const form = shop.getByTestId("packed-weight-form");
      await form.getByLabel(t.packedLabel).fill(t.packedAmount);
      await form.getByRole("button", { name: t.save }).click();
      await expect(shop.getByTestId("packed-weight")).toContainText(t.packed);
      await expect(shop.getByTestId("packed-refund")).toContainText(t.toman(number(125_000)));
      await expect(form).toHaveCount(0);
      await shopContext.close();

      // The customer's order shows the packed weight and the refund.
      await page.goto(`/customer/orders/${order.id}`);
      await waitForApp(page);
      await expect(page.getByTestId("packed-weight")).toContainText(t.packed);
      await expect(page.getByTestId("order-packed-refund")).toHaveText(t.toman(number(125_000)));
      const seen = await readOrder(page, order.id);
      expect(seen.items[0]?.packed_refund_rials).toBe(1_250_000);
      expect(seen.weight_kg).toBe(1.5);

      // And the wallet: 1,000,000 − 500,000 + 125,000, the refund among its turnovers.
      await page.goto("/customer/profile/wallet");
      await waitForApp(page);
      await expect(page.getByTestId("wallet-balance")).toHaveText(t.toman(number(625_000)));
      expect((await readWallet(page)).balance_rials).toBe(6_250_000);
      await page.goto("/customer/profile/turnovers");
      await waitForApp(page);
      const refund = page.getByRole("listitem").filter({ hasText: t.refundKind });
      await expect(refund).toHaveCount(1);
      await expect(refund).toContainText(number(125_000));
      await expect(refund).toContainText("+");
    });
  });
}
