import type { ProductDetail } from "@kesht/contracts";
import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import {
  call,
  checkoutByApi,
  createAddressByApi,
  creditWallet,
  readCart,
  readOrder,
} from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/** Packs and sizes (decision 041): a customer chooses the 5 kg box and the order names it. */
const texts = {
  en: {
    pack: "Pack or size",
    box: "5 kg box",
    add: "Add to cart",
    cart: "/customer/cart",
  },
  fa: {
    pack: "بسته یا اندازه",
    box: "جعبه ۵ کیلویی",
    add: "افزودن به سبد",
    cart: "/customer/cart",
  },
} as const;

/**
 * A shop's rice in a 1 kg bag and a 5 kg box, written through the seller's API (the helper fills
 * the category's required properties; the single-variant fields give way to `variants`).
 */
async function riceInPacks(page: Page): Promise<ProductDetail> {
  await createApprovedSeller(page, `Paddy ${Date.now().toString(36)}`);
  const units = await call<{ id: number; code: string }[]>(page, "get", "/stock-types");
  const kg = units.find((unit) => unit.code === "kg") ?? units[0];
  const piece = units.find((unit) => unit.code !== "kg" && unit.code !== "gram") ?? kg;
  const product = {
    name: "برنج هاشمی",
    latin_name: "Hashemi rice",
    price_toman: undefined,
    stock: undefined,
    stock_type_id: undefined,
    variants: [
      {
        label: "کیسه ۱ کیلویی",
        label_en: "1 kg bag",
        price_toman: 150_000,
        stock: 40,
        stock_type_id: kg?.id,
      },
      {
        label: "جعبه ۵ کیلویی",
        label_en: "5 kg box",
        price_toman: 700_000,
        stock: 6,
        stock_type_id: piece?.id,
        weight_kg: 5,
      },
    ],
  };
  return createProduct(page, product as unknown as Parameters<typeof createProduct>[1]);
}

for (const [language, viewport] of [
  ["fa", mobileViewport],
  ["en", desktopViewport],
] as const) {
  test.describe(`buying a pack (${language})`, () => {
    test.use({ viewport });

    test("a customer buys the 5 kg box and the order shows it", async ({
      page,
      browser,
      context,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const seller = await browser.newContext();
      const rice = await riceInPacks(await seller.newPage());
      await seller.close();
      const box = rice.variants.find((variant) => variant.label_en === "5 kg box");
      if (!box) throw new Error("the product has its box");

      const t = texts[language];
      await useLanguage(context, baseURL, language);
      await createCustomer(page);
      await page.goto(`/customer/products/${rice.id}`);
      await waitForApp(page);
      const packs = page.getByRole("group", { name: t.pack });
      await packs.getByRole("radio", { name: new RegExp(t.box) }).check();
      await page.getByRole("button", { name: t.add }).click();

      await page.goto(t.cart);
      await waitForApp(page);
      await expect(page.getByTestId("line-variant")).toHaveText(t.box);

      // Paid from the wallet through the API, as the checkout page does; the order page names it.
      await creditWallet(page, 2_000_000);
      await createAddressByApi(page);
      const cart = await readCart(page);
      const checkout = await checkoutByApi(page, {
        cartId: cart.groups[0]?.id ?? 0,
        sendMethod: "pickup",
        payWith: "wallet",
      });
      const order = await readOrder(page, checkout.order.id);
      expect(order.items.map((item) => item.variant_id)).toEqual([box.id]);
      await page.goto(`/customer/orders/${checkout.order.id}`);
      await waitForApp(page);
      await expect(page.getByTestId("line-variant")).toHaveText(t.box);
    });
  });
}
