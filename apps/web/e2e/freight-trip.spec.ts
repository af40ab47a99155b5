import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { creditWallet } from "./commerce-helpers";
import { type Browser, expect, test } from "./fixtures/test";
import {
  addAddress,
  api,
  approveDriver,
  askForDriver,
  firstPackageAndWindow,
  orderForDriver,
  places,
  proposeAndAccept,
} from "./shipping-helpers";
import { mobileViewport, waitForApp } from "./support";

/*
 * A trip of several loads (issue 29 item 4, decision 038), on a phone in each language: a
 * driver carrying a load to the first seeded city (Arak) opens a load to the second (Saveh, on
 * the way there from the shop's point near Tehran), bids on it, is chosen, and the job page
 * lists the trip's stops in order: both pickups, then the nearer delivery first.
 */

const texts = {
  en: {
    price: "Price for the whole load (toman)",
    duration: "Duration",
    propose: "Send proposal",
    stops: "Stops on this trip",
  },
  fa: {
    price: "کرایهٔ کل بار (تومان)",
    duration: "مدت",
    propose: "ارسال پیشنهاد",
    stops: "توقف‌های این سفر",
  },
} as const;

async function phone(browser: Browser, lang: "en" | "fa", origin: string) {
  const context = await browser.newContext({ viewport: mobileViewport });
  await context.addCookies([{ name: "lang", value: lang, url: origin }]);
  return context.newPage();
}

for (const lang of ["fa", "en"] as const) {
  test(`a second load on the way joins the trip, whose stops come in order (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const origin = baseURL ?? "";
    const shop = await phone(browser, lang, origin);
    const customer = await phone(browser, lang, origin);
    const driver = await phone(browser, lang, origin);

    // One shop, one customer, two orders: to the province's first city and to its second.
    await createApprovedSeller(shop);
    const product = await createProduct(shop, {
      name: "انار",
      latin_name: "Pomegranate",
      price_toman: 30_000,
      stock: 50,
    });
    await createCustomer(customer);
    await creditWallet(customer, 1_000_000);
    const where = await places(customer);
    const choice = await firstPackageAndWindow(customer);
    const groups: number[] = [];
    const requests: number[] = [];
    for (const cityId of where.cityIds) {
      const address = await addAddress(customer, where, cityId as number);
      const orderId = await orderForDriver(
        customer,
        { productId: product.id, addressId: address.id, count: 1 },
        choice,
      );
      await api(shop, "post", `/seller/orders/${orderId}/accept`);
      const group = await api<{ id: number }>(shop, "post", "/seller/order-groups", {
        order_ids: [orderId],
      });
      groups.push(group.id);
      requests.push(await askForDriver(shop, group.id, choice));
    }
    const [farGroup, nearGroup] = groups;
    const [farRequest, nearRequest] = requests;

    // The driver carries the first load, then finds the second on the way and bids on it.
    await approveDriver(driver, "Trip Driver");
    await proposeAndAccept({ shop, driver }, farRequest as number, 60_000);
    await driver.goto(`/driver/loading-requests/${nearRequest}`);
    await waitForApp(driver);
    await driver.getByLabel(t.price).fill("50000");
    await driver.getByLabel(t.duration, { exact: true }).fill("4");
    await driver.getByRole("button", { name: t.propose }).click();
    await expect(driver.getByTestId("my-proposal")).toHaveAttribute("data-status", "pending");
    const near = await api<{ my_proposal: { id: number } }>(
      driver,
      "get",
      `/driver/loading-requests/${nearRequest}`,
    );
    await api(shop, "post", `/seller/proposals/${near.my_proposal.id}/accept`);

    // The first job's page lists the trip: both pickups, then the nearer delivery first.
    await driver.goto(`/driver/jobs/${farGroup}`);
    await waitForApp(driver);
    const trip = driver.getByTestId("trip-stops");
    await expect(trip.getByRole("heading", { name: t.stops })).toBeVisible();
    const stops = trip.getByTestId("trip-stop");
    await expect(stops).toHaveCount(4);
    const order = await stops.evaluateAll((items) =>
      items.map((item) => `${item.getAttribute("data-kind")}:${item.getAttribute("data-job-id")}`),
    );
    expect(order.slice(0, 2).every((stop) => stop.startsWith("pickup:"))).toBe(true);
    expect(order.slice(2)).toEqual([`delivery:${nearGroup}`, `delivery:${farGroup}`]);
  });
}
