import type { ProductDetail } from "@kesht/contracts";
import { validationMessages } from "../../../packages/contracts/src/validation";
import { createCustomer } from "./account-helpers";
import { createApprovedSeller } from "./catalog-helpers";
import {
  checkoutByApi,
  createAddressByApi,
  creditWallet,
  readCart,
  readOrder,
} from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Packs and sizes (decision 041): a seller adds a product in a 1 kg bag and a 5 kg box through
 * the product form and edits it again; a customer chooses the 5 kg box and the order names it.
 */
/** Labels as people read them; optional fields' add "(optional)", so those are matched in part. */
const texts = {
  en: {
    pack: "Pack or size",
    box: "5 kg box",
    add: "Add to cart",
    cart: "/customer/cart",
    name: "Product name",
    latinName: "Latin name",
    category: "Category",
    grains: "Grains & legumes",
    stock: "Stock",
    unit: "Unit",
    boxUnit: "Box (crate)",
    price: "Price",
    anotherPack: "Sell it in another pack or size",
    packNumber: (n: number) => `Pack ${n}`,
    packName: "Name of the pack",
    packNameEn: "English name of the pack",
    weight: "Weight of one unit",
    five: "5",
    next: "Next",
    variety: "Variety",
    hashemi: "Hashemi",
    addProduct: "Add product",
    added: "The product was added.",
    save: "Save changes",
    saved: "Saved.",
  },
  fa: {
    pack: "بسته یا اندازه",
    box: "جعبه ۵ کیلویی",
    add: "افزودن به سبد",
    cart: "/customer/cart",
    name: "نام محصول",
    latinName: "نام لاتین",
    category: "دسته‌بندی",
    grains: "غلات و حبوبات",
    stock: "موجودی",
    unit: "واحد",
    boxUnit: "جعبه",
    price: "قیمت",
    anotherPack: "فروش در بسته یا اندازهٔ دیگر",
    packNumber: (n: number) => `بستهٔ ${n.toLocaleString("fa-IR")}`,
    packName: "نام بسته",
    packNameEn: "نام انگلیسی بسته",
    weight: "وزن هر واحد",
    five: "۵",
    next: "بعدی",
    variety: "رقم",
    hashemi: "هاشمی",
    addProduct: "افزودن محصول",
    added: "محصول افزوده شد.",
    save: "ذخیرهٔ تغییرات",
    saved: "ذخیره شد.",
  },
} as const;

async function sellerProduct(page: Page, id: number): Promise<ProductDetail> {
  const response = await page.request.get(`/api/v1/seller/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ProductDetail }).data;
}

/**
 * A shop's rice in a 1 kg bag and a 5 kg box, added through the seller's product form in the
 * test's language and layout; then edited again (a product with several packs saves).
 */
async function riceInPacks(page: Page, language: "en" | "fa"): Promise<ProductDetail> {
  const t = texts[language];
  await createApprovedSeller(page, `Paddy ${Date.now().toString(36)}`);
  await page.goto("/shop/products/add");
  await waitForApp(page);
  await page.getByLabel(t.name, { exact: true }).fill("برنج هاشمی");
  await page.getByLabel(t.latinName).fill("Hashemi rice");
  await page.getByLabel(t.category, { exact: true }).selectOption({ label: t.grains });

  // One pack looks like any product's stock and price; a second one names them both.
  await expect(page.getByLabel(t.packName, { exact: true })).toHaveCount(0);
  await page.getByLabel(t.stock, { exact: true }).fill("40");
  await page.getByLabel(t.price, { exact: true }).fill("150000");
  await page.getByRole("button", { name: t.anotherPack }).click();
  const bag = page.getByRole("group", { name: t.packNumber(1) });
  const box = page.getByRole("group", { name: t.packNumber(2) });
  await expect(bag.getByLabel(t.stock, { exact: true })).toHaveValue("40");

  // Two packs without names are refused under the names, before anything is sent.
  await page.getByRole("button", { name: t.next }).click();
  await expect(bag.getByLabel(t.packName, { exact: true })).toHaveAccessibleDescription(
    new RegExp(validationMessages.variant_label_required[language]),
  );
  await bag.getByLabel(t.packName, { exact: true }).fill("کیسه ۱ کیلویی");
  await bag.getByLabel(t.packNameEn).fill("1 kg bag");
  await box.getByLabel(t.packName, { exact: true }).fill("جعبه ۵ کیلویی");
  await box.getByLabel(t.packNameEn).fill("5 kg box");
  await box.getByLabel(t.stock, { exact: true }).fill("6");
  await box.getByLabel(t.unit, { exact: true }).selectOption({ label: t.boxUnit });
  await box.getByLabel(t.price, { exact: true }).fill("700000");
  await box.getByLabel(t.weight).fill(t.five);
  await page.getByRole("button", { name: t.next }).click();

  await expect(page).toHaveURL(/\/shop\/products\/add\/properties$/);
  await page.getByLabel(t.variety, { exact: true }).selectOption({ label: t.hashemi });
  await page.getByRole("button", { name: t.addProduct }).click();
  await expect(page).toHaveURL(/\/shop\/products\/\d+$/);
  await expect(page.getByText(t.added)).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const made = await sellerProduct(page, id);
  expect(
    made.variants.map((v) => [v.label_en, v.price_rials, v.stock, v.stock_type.code, v.weight_kg]),
  ).toEqual([
    ["1 kg bag", 1_500_000, 40, "kg", null],
    ["5 kg box", 7_000_000, 6, "box", 5],
  ]);

  // Its page edits both packs; saving keeps them (their ids, so carts stay) with the change.
  await page.reload();
  await waitForApp(page);
  await expect(box.getByLabel(t.packNameEn)).toHaveValue("5 kg box");
  await bag.getByLabel(t.stock, { exact: true }).fill("45");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const edited = await sellerProduct(page, id);
  expect(edited.variants.map((v) => [v.id, v.stock])).toEqual([
    [made.variants[0]?.id, 45],
    [made.variants[1]?.id, 6],
  ]);
  return edited;
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
      test.setTimeout(240_000);
      const seller = await browser.newContext({ viewport });
      await useLanguage(seller, baseURL, language);
      const rice = await riceInPacks(await seller.newPage(), language);
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
      // The add is answered before the page is left: leaving sooner would call it off.
      await expect.poll(async () => (await readCart(page)).groups.length).toBe(1);

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
