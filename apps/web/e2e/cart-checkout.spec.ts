import { createCustomer } from "./account-helpers";
import {
  addToCartByApi,
  approveSandboxPayment,
  createAddressByApi,
  createShopWithProducts,
  creditWallet,
  deliveryChoices,
  firstPlace,
  listOrders,
  readCart,
  readOrder,
  todayInTehran,
} from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

const texts = {
  en: {
    mainNav: "Main navigation",
    cart: "Cart",
    // The badge's words follow the link's own name in a separate element: "Cart , 6 items".
    items: (count: string) => new RegExp(`^Cart\\s*,\\s*${count} items$`),
    more: "More",
    kilogram: "kilograms",
    remove: (name: string) => `Remove ${name}`,
    removeConfirm: "Remove",
    checkout: "Checkout",
    addresses: "Addresses",
    noAddresses: "No saved addresses",
    addAddress: "Add an address",
    province: "Province",
    city: "City",
    address: "Address",
    saveAddress: "Save address",
    required: "This field is required.",
    chooseOne: "Please choose one of the options.",
    dateBeforeToday: "The date cannot be before today.",
    default: "Default",
    shipping: "Delivery method",
    openCalendar: "Open the calendar",
    nextMonth: "Next month",
    timeOfDay: "Time of day",
    noTimeLeftToday: "No delivery time is left on this day",
    packaging: "Packaging type",
    payment: "Payment",
    gateway: "Card payment (rials)",
    wallet: "Wallet",
    pay: /^Pay /,
    placeOrder: "Place order",
    toman: (value: string) => `${value} toman`,
  },
  fa: {
    mainNav: "پیمایش اصلی",
    cart: "سبد خرید",
    items: (count: string) => new RegExp(`^سبد خرید\\s*،\\s*${count} کالا$`),
    more: "بیشتر",
    kilogram: "کیلوگرم",
    remove: (name: string) => `حذف ${name}`,
    removeConfirm: "حذف",
    checkout: "تسویه حساب",
    addresses: "نشانی‌ها",
    noAddresses: "نشانی ذخیره‌شده‌ای ندارید",
    addAddress: "افزودن نشانی",
    province: "استان",
    city: "شهر",
    address: "نشانی",
    saveAddress: "ذخیرهٔ نشانی",
    required: "این فیلد الزامی است.",
    chooseOne: "لطفاً یکی از گزینه‌ها را انتخاب کنید.",
    dateBeforeToday: "تاریخ نمی‌تواند پیش از امروز باشد.",
    default: "پیش‌فرض",
    shipping: "روش ارسال",
    openCalendar: "باز کردن تقویم",
    nextMonth: "ماه بعد",
    timeOfDay: "بازهٔ ساعت",
    noTimeLeftToday: "در این روز بازهٔ زمانی دیگری نمانده است",
    packaging: "نوع بسته‌بندی",
    payment: "پرداخت",
    gateway: "پرداخت با کارت (ریال)",
    wallet: "کیف پول",
    pay: /^پرداخت /,
    placeOrder: "ثبت سفارش",
    toman: (value: string) => `${value} تومان`,
  },
} as const;

/** A store name no other test uses, so each test finds only its own shops. */
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);
  /** What the page calls a product: the latin name in English, the Persian one in Persian. */
  const nameOf = (product: { name: string; latin_name: string | null }) =>
    lang === "en" ? (product.latin_name ?? product.name) : product.name;

  /** The header's Cart link, whose name carries the badge's count (SPEC §2, §7). */
  const headerCart = (page: Page) =>
    page.getByRole("navigation", { name: t.mainNav }).getByRole("link", { name: t.cart });

  test.describe(`the cart and checkout (${lang})`, () => {
    test.use({ viewport: desktopViewport });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("groups the cart by seller, changes and removes lines, and saves an address", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const orchard = await createShopWithProducts(browser, uniqueName("Orchard"), [
        { name: "زعفران سرگل", latin_name: "Sargol saffron", price_toman: 250_000 },
        { name: "پسته اکبری", latin_name: "Akbari pistachio", price_toman: 180_000 },
      ]);
      const dairy = await createShopWithProducts(browser, uniqueName("Dairy"), [
        { name: "عسل کوهستان", latin_name: "Mountain honey", price_toman: 120_000 },
      ]);
      const [saffron, pistachio] = orchard.products;
      const [honey] = dairy.products;
      if (!saffron || !pistachio || !honey) throw new Error("the shops have their products");

      await createCustomer(page);
      await addToCartByApi(page, saffron.id, 2);
      await addToCartByApi(page, pistachio.id, 1);
      await addToCartByApi(page, honey.id, 3);

      await page.goto("/customer/cart");
      await waitForApp(page);
      const orchardGroup = page.getByRole("region", { name: orchard.storeName });
      const dairyGroup = page.getByRole("region", { name: dairy.storeName });
      await expect(orchardGroup.getByRole("listitem")).toHaveCount(2);
      await expect(dairyGroup.getByRole("listitem")).toHaveCount(1);
      await expect(orchardGroup.getByRole("link", { name: t.checkout })).toBeVisible();
      await expect(dairyGroup.getByRole("link", { name: t.checkout })).toBeVisible();
      // The badge counts the lines (docs/decisions/006), not the 6 kilograms in them.
      await expect(headerCart(page)).toHaveAccessibleName(t.items(number(3)));

      // Kilograms go in halves: half a kilo more pistachio changes the total, not the badge:
      // 1.5 kg of pistachio is still one item.
      const pistachioLine = orchardGroup
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: nameOf(pistachio) }) });
      await pistachioLine.getByRole("button", { name: t.more }).click();
      await expect(pistachioLine).toContainText(t.toman(number(270_000)));
      // The amount shows with its unit, in the plural in English ("1.5 kilograms").
      const stepper = pistachioLine.getByRole("group");
      await expect(stepper.getByRole("textbox")).toHaveValue(number(1.5));
      await expect(stepper).toContainText(t.kilogram);
      await expect(headerCart(page)).toHaveAccessibleName(t.items(number(3)));
      expect((await readCart(page)).groups.flatMap((group) => group.orders)).toContainEqual(
        expect.objectContaining({ product_id: pistachio.id, count: 1.5 }),
      );

      // Removing the saffron asks first.
      await orchardGroup.getByRole("button", { name: t.remove(nameOf(saffron)) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t.removeConfirm }).click();
      await expect(orchardGroup.getByRole("listitem")).toHaveCount(1);
      await expect(headerCart(page)).toHaveAccessibleName(t.items(number(2)));

      // An address, through the form: the required fields are named first.
      await page.goto("/customer/addresses");
      await expect(page.getByRole("heading", { name: t.noAddresses })).toBeVisible();
      await page.getByRole("link", { name: t.addAddress }).click();
      await page.waitForURL("**/customer/addresses/add");
      await page.getByRole("button", { name: t.saveAddress }).click();
      await expect(page.getByText(t.required)).toHaveCount(3);

      const place = await firstPlace(page);
      const title = (row: { title: string; title_en: string }) =>
        lang === "en" ? row.title_en : row.title;
      await page.getByLabel(t.province).selectOption({ label: title(place.province) });
      await page.getByLabel(t.city).selectOption({ label: title(place.city) });
      await page.getByLabel(t.address, { exact: true }).fill("12 Vali-e Asr Street, unit 4");
      await expect(page.getByText(t.required)).toHaveCount(0);
      await page.getByRole("button", { name: t.saveAddress }).click();

      await page.waitForURL("**/customer/addresses");
      const card = page.getByRole("listitem").filter({ hasText: "12 Vali-e Asr Street, unit 4" });
      await expect(card).toBeVisible();
      await expect(card.getByText(t.default, { exact: true })).toBeVisible();
    });

    test("checks out one shop through the sandbox gateway and another from the wallet, once", async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      const orchard = await createShopWithProducts(browser, uniqueName("Orchard"), [
        { name: "زعفران سرگل", latin_name: "Sargol saffron", price_toman: 250_000 },
      ]);
      const dairy = await createShopWithProducts(browser, uniqueName("Dairy"), [
        { name: "عسل کوهستان", latin_name: "Mountain honey", price_toman: 120_000 },
      ]);
      const [saffron] = orchard.products;
      const [honey] = dairy.products;
      if (!saffron || !honey) throw new Error("the shops have their products");

      await createCustomer(page);
      const address = await createAddressByApi(page);
      await addToCartByApi(page, saffron.id, 2);
      await addToCartByApi(page, honey.id, 1);

      // The saffron shop, paid through the rial sandbox gateway.
      await page.goto("/customer/cart");
      await waitForApp(page);
      await page
        .getByRole("region", { name: orchard.storeName })
        .getByRole("link", { name: t.checkout })
        .click();
      await page.waitForURL(/\/customer\/cart\/checkout\/\d+$/);

      await page.getByRole("button", { name: t.placeOrder }).click();
      await expect(page.getByText(t.chooseOne).first()).toBeVisible();
      await expect(page.getByText(t.required)).toBeVisible();

      if (lang === "en") {
        // A past date typed in the field is refused in the app's words (SPEC §5, §8).
        await page.getByRole("spinbutton").first().click();
        await page.keyboard.type("01012020");
        await expect(page.getByText(t.dateBeforeToday)).toBeVisible();

        // Today, only the windows that start after the method's lead time from now (by Tehran's
        // clock) are offered: never a morning window in the evening, nor one before freight
        // could arrive.
        const cartId = Number(/checkout\/(\d+)/.exec(page.url())?.[1]);
        const { options, blocks } = await deliveryChoices(page, cartId, address.id);
        const delivered = options.find((o) => o.available && o.send_method !== "pickup");
        if (!delivered) throw new Error("a delivered send method is available here");
        await page
          .getByRole("radiogroup", { name: t.shipping })
          .locator("label")
          .filter({ hasText: delivered.title_en })
          .click();
        const today = todayInTehran();
        const [year, month, day] = today.split("-");
        await page.getByRole("spinbutton").first().click();
        await page.keyboard.type(`${month}${day}${year}`);
        const ahead = blocks.filter(
          (block) => `${today}T${block.starts_at.slice(0, 5)}` > delivered.earliest_start,
        );
        const windows = page.getByRole("radiogroup", { name: t.timeOfDay }).locator("label");
        if (ahead.length === 0) {
          await expect(page.getByText(t.noTimeLeftToday)).toBeVisible();
          await expect(windows).toHaveCount(0);
        } else {
          await expect(windows).toHaveCount(ahead.length);
          await expect(windows.first()).toContainText(ahead[0]?.starts_at.slice(0, 5) ?? "");
        }
      }
      await fillCheckout(page, t, "gateway");
      await page.getByRole("button", { name: t.pay }).click();

      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      await approveSandboxPayment(page);
      await page.waitForURL(/\/customer\/orders\/\d+\?payment=paid$/);
      const gatewayOrderId = Number(/\/customer\/orders\/(\d+)/.exec(page.url())?.[1]);
      const gatewayOrder = await readOrder(page, gatewayOrderId);
      expect(gatewayOrder.status).toBe("paid");
      expect(gatewayOrder.payment_method).toBe("gateway");
      expect(gatewayOrder.items.map((item) => item.product_id)).toEqual([saffron.id]);

      // The honey shop, from the wallet, with a double click on the pay button.
      await creditWallet(page, 2_000_000);
      await page.goto("/customer/cart");
      await waitForApp(page);
      await expect(page.getByRole("region", { name: orchard.storeName })).toHaveCount(0);
      await page
        .getByRole("region", { name: dairy.storeName })
        .getByRole("link", { name: t.checkout })
        .click();
      await page.waitForURL(/\/customer\/cart\/checkout\/\d+$/);
      await fillCheckout(page, t, "wallet");
      await page.getByRole("button", { name: t.pay }).dblclick();

      await page.waitForURL(/\/customer\/orders\/\d+$/);
      const walletOrderId = Number(/\/customer\/orders\/(\d+)/.exec(page.url())?.[1]);
      const walletOrder = await readOrder(page, walletOrderId);
      expect(walletOrder.status).toBe("paid");
      expect(walletOrder.payment_method).toBe("wallet");

      // One order per shop: the double click made one.
      const orders = await listOrders(page);
      expect(orders.map((order) => order.id).sort()).toEqual(
        [gatewayOrderId, walletOrderId].sort(),
      );
      expect((await readCart(page)).groups).toEqual([]);
    });
  });
}

/** Chooses a delivery method, a day next month, a time, a packaging and the way to pay. */
async function fillCheckout(
  page: Page,
  t: (typeof texts)["en" | "fa"],
  payWith: "gateway" | "wallet",
) {
  await page
    .getByRole("radiogroup", { name: t.shipping })
    .locator("label:not([data-disabled])")
    .first()
    .click();

  // The 10th of a month still to come: the calendar opens on the chosen date (or today), so
  // move on until that day can be picked.
  await page.getByRole("button", { name: t.openCalendar }).click();
  const calendar = page.getByRole("dialog");
  const tenth = calendar
    .locator('td [role="button"]:not([aria-disabled="true"])')
    .filter({ hasText: /^(10|۱۰)$/ });
  for (let month = 0; month < 80 && (await tenth.count()) === 0; month += 1) {
    await calendar.getByRole("button", { name: t.nextMonth }).click();
  }
  await tenth.click();
  await expect(calendar).toHaveCount(0);
  await expect(page.getByText(t.dateBeforeToday)).toHaveCount(0);

  await page.getByRole("radiogroup", { name: t.timeOfDay }).locator("label").first().click();
  await page.getByLabel(t.packaging).selectOption({ index: 1 });
  await page
    .getByRole("radiogroup", { name: t.payment })
    .locator("label")
    .filter({ hasText: payWith === "wallet" ? t.wallet : t.gateway })
    .click();
}
