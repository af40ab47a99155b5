import type { Order } from "@kesht/contracts";
import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { creditWallet } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import {
  addAddress,
  api,
  approveDriver,
  askForDriver,
  firstPackageAndWindow,
  orderForDriver,
  places,
  proposeAndAccept,
  readDeliveryCode,
  recordMatchingPickup,
  webOrigin,
} from "./shipping-helpers";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The delivery code (issue 27 item 3), in both languages on phones: a customer's order goes on
 * the way; the customer reads the code on the order page (Persian digits in Persian); the
 * driver types a wrong code and is refused with the reason, then types the right one on the
 * job page and delivers; the customer's and the shop's timelines say it was delivered with the
 * code, and the code is no longer shown.
 */
const texts = {
  en: {
    markLoaded: "Mark loaded",
    codeTitle: "Your delivery code",
    codeLabel: "The customer's delivery code",
    deliver: "Delivered",
    wrong: /not the customer's delivery code.*4 tries are left/,
    byCode: "Delivered with the code",
    noCode: "Could not get the code",
    reasons: "Why could you not get the code?",
    withCode: "I have the code",
    absent: "The customer was not there",
    deliverWithoutCode: "Deliver without the code",
    byAbsence: "Delivered without the code: The customer was not there",
    photo: "Photo of the handover",
    uploaded: "Uploaded",
  },
  fa: {
    markLoaded: "ثبت بارگیری",
    codeTitle: "کد تحویل شما",
    codeLabel: "کد تحویل مشتری",
    deliver: "تحویل شد",
    wrong: /این کد تحویل مشتری نیست.*۴ بار دیگر/,
    byCode: "با کد تحویل، تحویل شد",
    noCode: "کد را نگرفتم",
    reasons: "چرا نتوانستید کد را بگیرید؟",
    withCode: "کد را دارم",
    absent: "مشتری حضور نداشت",
    deliverWithoutCode: "تحویل بدون کد",
    byAbsence: "بدون کد تحویل شد: مشتری حضور نداشت",
    photo: "عکس تحویل",
    uploaded: "بارگذاری شد",
  },
} as const;

/** A code in the same digits that is surely not `code`: its first digit moved on by one. */
function wrongCode(code: string): string {
  const persian = "۰۱۲۳۴۵۶۷۸۹";
  const first = code[0] ?? "0";
  const isPersian = persian.includes(first);
  const value = isPersian ? persian.indexOf(first) : Number(first);
  const next = (value + 1) % 10;
  return (isPersian ? persian[next] : String(next)) + code.slice(1);
}

for (const lang of ["en", "fa"] as const) {
  test(`the customer gives the code and the driver delivers with it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const origin = baseURL ?? webOrigin;

    // A shop with a product; a customer buys it for delivery to the shop's city.
    const shopContext = await browser.newContext({ viewport: mobileViewport });
    await useLanguage(shopContext, origin, lang);
    const shop = await shopContext.newPage();
    await createApprovedSeller(shop);
    const product = await createProduct(shop, {
      name: "سیب گلاب",
      latin_name: "Golab apple",
      price_toman: 40_000,
      stock: 50,
    });
    const customerContext = await browser.newContext({ viewport: mobileViewport });
    await useLanguage(customerContext, origin, lang);
    const customer = await customerContext.newPage();
    await createCustomer(customer);
    await creditWallet(customer, 1_000_000);
    const where = await places(customer);
    const choice = await firstPackageAndWindow(customer);
    const address = await addAddress(customer, where, where.cityIds[0] as number);
    const buy = () =>
      orderForDriver(customer, { productId: product.id, addressId: address.id, count: 1 }, choice);
    // One order is handed over with the code; the other finds nobody at the door.
    const orderId = await buy();
    const absentId = await buy();

    // The shop accepts both, ships them together and asks for a driver; a driver proposes and
    // is chosen (the API).
    for (const id of [orderId, absentId]) await api(shop, "post", `/seller/orders/${id}/accept`);
    const group = await api<{ id: number }>(shop, "post", "/seller/order-groups", {
      order_ids: [orderId, absentId],
    });
    const requestId = await askForDriver(shop, group.id, choice);
    const driverContext = await browser.newContext({
      viewport: mobileViewport,
      geolocation: { latitude: 35.7, longitude: 51.4 },
      permissions: ["geolocation"],
    });
    await driverContext.addCookies([{ name: "lang", value: lang, url: origin }]);
    const driver = await driverContext.newPage();
    await approveDriver(driver, "Code Driver");
    await proposeAndAccept({ shop, driver }, requestId, 50_000);

    // The driver loads on the job page (the pickup recorded and matched first): the order is
    // on its way and its code is made.
    await recordMatchingPickup(driver, group.id);
    await driver.goto(`/driver/jobs/${group.id}`);
    await waitForApp(driver);
    await driver.getByRole("button", { name: t.markLoaded }).click();
    const row = driver.locator(`[data-testid="job-order"][data-order-id="${orderId}"]`);
    await expect(row.getByTestId("delivery-proof")).toBeVisible();
    // The job shows no code: only the customer has it.
    expect(await row.textContent()).not.toMatch(/[0-9۰-۹]{5}/);

    // The customer reads it on the order page, in the page's digits.
    const code = await readDeliveryCode(customer, orderId);
    await expect(customer.getByRole("heading", { name: t.codeTitle })).toBeVisible();
    expect(code).toMatch(lang === "fa" ? /^[۰-۹]{5}$/ : /^[0-9]{5}$/);

    // A wrong code is refused with the reason and the tries left; nothing is delivered.
    const codeField = row.getByLabel(t.codeLabel);
    await codeField.fill(wrongCode(code));
    await row.getByRole("button", { name: t.deliver }).click();
    await expect(driver.getByText(t.wrong)).toBeVisible();
    await expect(row.getByTestId("delivery-proof")).toBeVisible();

    // The other way is there for a customer without the code; the driver has it, and goes back.
    await row.getByRole("button", { name: t.noCode }).click();
    await expect(row.getByRole("group", { name: t.reasons })).toBeVisible();
    await row.getByRole("button", { name: t.withCode }).click();

    // The right code, as the customer reads it out, delivers.
    await row.getByLabel(t.codeLabel).fill(code);
    await row.getByRole("button", { name: t.deliver }).click();
    await expect(row.getByTestId("delivery-proof")).toHaveCount(0);
    expect((await api<Order>(customer, "get", `/customer/orders/${orderId}`)).status).toBe(
      "delivered",
    );

    // The customer's and the shop's timelines say how it was proven; the code is gone.
    await customer.goto(`/customer/orders/${orderId}`);
    await waitForApp(customer);
    await expect(customer.getByTestId("delivery-proof-note")).toHaveText(t.byCode);
    await expect(customer.getByTestId("delivery-code")).toHaveCount(0);
    expect(await customer.locator("html").getAttribute("dir")).toBe(lang === "fa" ? "rtl" : "ltr");
    await shop.goto(`/shop/orders/${orderId}`);
    await waitForApp(shop);
    await expect(shop.getByTestId("delivery-proof-note")).toHaveText(t.byCode);

    // Nobody at the second door: the driver says why and adds a photo of the handover.
    const absent = driver.locator(`[data-testid="job-order"][data-order-id="${absentId}"]`);
    await absent.getByRole("button", { name: t.noCode }).click();
    await absent.getByRole("button", { name: t.deliverWithoutCode }).click();
    // Neither a reason nor a photo yet: both are asked for, and nothing is delivered.
    await expect(absent.getByTestId("delivery-proof")).toBeVisible();
    await absent.getByRole("radio", { name: t.absent }).check();
    await absent
      .locator('input[type="file"]')
      .setInputFiles(new URL("./fixtures/farm.jpg", import.meta.url).pathname);
    await expect(absent.getByRole("status").filter({ hasText: t.uploaded })).toBeVisible();
    await absent.getByRole("button", { name: t.deliverWithoutCode }).click();
    await expect(absent.getByTestId("delivery-proof")).toHaveCount(0);
    await customer.goto(`/customer/orders/${absentId}`);
    await waitForApp(customer);
    const note = customer.getByTestId("delivery-proof-note");
    await expect(note.getByText(t.byAbsence)).toBeVisible();
    await expect(note.getByRole("link", { name: t.photo })).toHaveAttribute(
      "href",
      /^\/api\/v1\/files\//,
    );

    await Promise.all([shopContext.close(), customerContext.close(), driverContext.close()]);
  });
}
