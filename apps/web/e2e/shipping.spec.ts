import type { Order } from "@kesht/contracts";
import { createCustomer, waitForText } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { creditWallet } from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import {
  addAddress,
  api,
  approveDriver,
  firstPackageAndWindow,
  orderForDriver,
  places,
  readDeliveryCode,
  recordMatchingPickup,
  webOrigin,
} from "./shipping-helpers";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Shipping, in both languages: a customer buys three times from a shop (two orders to one
 * city, one to another); the seller accepts, groups the first with the second and is refused
 * for the one to another city, sends a loading request; two approved drivers propose (on
 * phones; the first opens the load from the new-load text the outbox holds); the seller accepts the cheaper; that driver loads and the phone shares its
 * position, which the customer sees move on the order's map without reloading; the driver
 * delivers; the customer confirms the first order and rates the driver, the receipt job
 * confirms the second; the shop and the driver see the settlements and cash out.
 */

const texts = {
  en: {
    accept: "Accept",
    acceptSays: /for 65,000 toman \(6 hours\).* The other proposals are declined/,
    no: "No",
    deliveryCode: "The customer's delivery code",
    receiptSays: /The payment is released to the shop and the driver/,
    acceptOrder: "Accept order",
    makeGroup: "Make a group",
    createGroup: "Create the group",
    otherCity:
      "Only orders going to the same destination city can travel together in one shipment.",
    newLoadText: "new load",
    sendRequest: "Send a loading request",
    openCalendar: "Open the calendar",
    timeBlock: "Time of loading",
    packageType: "Package type",
    weight: "Total weight (kg)",
    send: "Send to drivers",
    price: "Price for the whole load (toman)",
    duration: "Duration",
    propose: "Send proposal",
    markLoaded: "Mark loaded",
    delivered: "Delivered",
    lastSent: /^Last sent at /,
    jobChat: "Chat about this order",
    writeMessage: "Write a message",
    atTheGate: "At your gate in ten minutes.",
    driverLocation: "Driver's location",
    live: "Live",
    driverMarker: "The driver",
    confirmReceipt: "Confirm receipt",
    rateTitle: "How was the driver?",
    fiveStars: "5 of 5 stars",
    sendRating: "Send rating",
    yourRating: "Your rating of the driver",
    settlement: "Order settlement",
    order: (id: number) => new RegExp(`Order #${id}(?!\\d)`),
    cashOut: "Cash out",
    wholeBalance: "The whole balance",
    requestCashOut: "Request cash-out",
    waitingForPayment: "Waiting for payment",
    zeroToman: "0 toman",
    number: (n: number) => String(n),
    groupTitle: "Shipment",
    requestTitle: "Loading request",
    jobTitle: "Job",
    orderTitle: "Order",
    chatTitle: (id: number) => `Chat about order #${id}`,
    chatWith: /^With .+ and the customer$/,
    pendingIncome: "Pending income",
    cheapPrice: "65,000 toman",
  },
  fa: {
    accept: "پذیرفتن",
    acceptSays: /با ۶۵٬۰۰۰ تومان .* پیشنهادهای دیگر رد می‌شوند/,
    no: "خیر",
    deliveryCode: "کد تحویل مشتری",
    receiptSays: /مبلغ به فروشنده و راننده پرداخت می‌شود/,
    acceptOrder: "پذیرش سفارش",
    makeGroup: "ساخت گروه",
    createGroup: "ساخت گروه",
    otherCity: "فقط سفارش‌هایی که به یک شهر مقصد می‌روند می‌توانند در یک محموله با هم ارسال شوند.",
    newLoadText: "بار تازه",
    sendRequest: "ارسال درخواست بارگیری",
    openCalendar: "باز کردن تقویم",
    timeBlock: "زمان بارگیری",
    packageType: "نوع بسته‌بندی",
    weight: "وزن کل (کیلوگرم)",
    send: "ارسال برای رانندگان",
    price: "کرایهٔ کل بار (تومان)",
    duration: "مدت",
    propose: "ارسال پیشنهاد",
    markLoaded: "ثبت بارگیری",
    delivered: "تحویل شد",
    lastSent: /^آخرین ارسال: /,
    jobChat: "گفتگو درباره این سفارش",
    writeMessage: "پیامی بنویسید",
    atTheGate: "ده دقیقه دیگر دم در هستم.",
    driverLocation: "موقعیت راننده",
    live: "زنده",
    driverMarker: "راننده",
    confirmReceipt: "تأیید دریافت",
    rateTitle: "راننده چطور بود؟",
    fiveStars: "۵ از ۵ ستاره",
    sendRating: "ثبت امتیاز",
    yourRating: "امتیاز شما به راننده",
    settlement: "تسویهٔ سفارش",
    order: (id: number) =>
      new RegExp(
        `سفارش ${new Intl.NumberFormat("fa", { useGrouping: false }).format(id)}(?![۰-۹])`,
      ),
    cashOut: "برداشت",
    wholeBalance: "همهٔ موجودی",
    requestCashOut: "ثبت درخواست برداشت",
    waitingForPayment: "در انتظار پرداخت",
    zeroToman: "۰ تومان",
    number: (n: number) => new Intl.NumberFormat("fa", { useGrouping: false }).format(n),
    groupTitle: "محمولهٔ",
    requestTitle: "درخواست بارگیری",
    jobTitle: "بار",
    orderTitle: "سفارش",
    chatTitle: (id: number) =>
      `گفت‌وگو دربارهٔ سفارش ${new Intl.NumberFormat("fa", { useGrouping: false }).format(id)}`,
    chatWith: /^با .+ و مشتری$/,
    pendingIncome: "درآمد در انتظار تسویه",
    cheapPrice: "۶۵٬۰۰۰ تومان",
  },
};

/** Where the driver's phone is when loading, and a few kilometres on. */
const atTheShop = { latitude: 35.7, longitude: 51.4 };
const onTheRoad = { latitude: 35.73, longitude: 51.45 };

// One language after the other: the receipt job each run starts confirms every delivered
// order in the app, so the other language's orders must not be waiting for their customer.
test.describe.configure({ mode: "default" });

for (const lang of ["en", "fa"] as const) {
  test(`ships a group of orders by the cheaper of two drivers (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = texts[lang];

    // The shop, on a desktop, with one product.
    const shopContext = await browser.newContext();
    await useLanguage(shopContext, baseURL, lang);
    const shop = await shopContext.newPage();
    await createApprovedSeller(shop);
    const product = await createProduct(shop, {
      name: "پرتقال تامسون",
      latin_name: "Thomson orange",
      price_toman: 50_000,
      stock: 100,
    });

    // The customer buys three times: twice to the shop's city, once to another city.
    const customerContext = await browser.newContext();
    await useLanguage(customerContext, baseURL, lang);
    const customer = await customerContext.newPage();
    await createCustomer(customer);
    await creditWallet(customer, 2_000_000);
    const where = await places(customer);
    const choice = await firstPackageAndWindow(customer);
    const buy = async (cityId: number) => {
      const address = await addAddress(customer, where, cityId);
      return orderForDriver(
        customer,
        { productId: product.id, addressId: address.id, count: 2 },
        choice,
      );
    };
    const first = await buy(where.cityIds[0] as number);
    const second = await buy(where.cityIds[0] as number);
    const away = await buy(where.cityIds[1] as number);

    // The seller accepts the first in the app, the others through the API.
    await shop.goto(`/shop/orders/${first}`);
    await waitForApp(shop);
    await shop.getByRole("button", { name: t.acceptOrder }).click();
    await expect(shop.getByRole("button", { name: t.makeGroup })).toBeVisible();
    for (const id of [second, away]) await api(shop, "post", `/seller/orders/${id}/accept`);
    await shop.reload();
    await waitForApp(shop);

    // Grouping with the order to another city is refused, with the reason in words.
    await shop.getByRole("button", { name: t.makeGroup }).click();
    const dialog = shop.getByRole("dialog");
    await dialog.locator(`label:has(input[value="${away}"])`).click();
    await dialog.getByRole("button", { name: t.createGroup }).click();
    await expect(shop.getByText(t.otherCity)).toBeVisible();
    await dialog.locator(`label:has(input[value="${away}"])`).click();
    await dialog.locator(`label:has(input[value="${second}"])`).click();
    await dialog.getByRole("button", { name: t.createGroup }).click();
    await expect(shop).toHaveURL(/\/shop\/order-groups\/\d+$/);
    const groupId = Number(shop.url().split("/").pop());
    // Numbers read in the page's language: "محمولهٔ ۱۲" and "سفارش ۳۴", never "محمولهٔ 12".
    await expect(
      shop.getByRole("heading", { name: `${t.groupTitle} ${t.number(groupId)}`, exact: true }),
    ).toHaveCount(2);
    await expect(
      shop.getByRole("link", { name: `${t.orderTitle} ${t.number(first)}`, exact: true }),
    ).toBeVisible();

    // The loading request: the first day the calendar offers, a time, a package, a weight.
    await shop.getByRole("link", { name: t.sendRequest }).click();
    await shop.getByRole("button", { name: t.openCalendar }).click();
    const calendar = shop.getByRole("dialog");
    await calendar.locator('td [role="button"]:not([aria-disabled="true"])').first().click();
    await shop.getByLabel(t.timeBlock).selectOption({ index: 1 });
    await shop.getByLabel(t.packageType).selectOption({ index: 1 });
    await shop.getByLabel(t.weight).fill(lang === "fa" ? "۸" : "8");
    await shop.getByRole("button", { name: t.send }).click();
    await expect(shop).toHaveURL(new RegExp(`/shop/order-groups/${groupId}$`));
    await expect(shop.getByTestId("group-request")).toBeVisible();
    const group = await api<{ loading_request: { id: number } | null }>(
      shop,
      "get",
      `/seller/order-groups/${groupId}`,
    );
    const requestId = group.loading_request?.id;

    // Two approved drivers find the load on their phones and propose.
    const prices = [90_000, 65_000];
    const drivers: Page[] = [];
    for (const [index, price] of prices.entries()) {
      const driverContext = await browser.newContext({
        viewport: mobileViewport,
        geolocation: atTheShop,
        permissions: ["geolocation"],
      });
      // The language cookie, as useLanguage sets it (a hook-like name may not run in a loop).
      await driverContext.addCookies([{ name: "lang", value: lang, url: baseURL ?? webOrigin }]);
      const driver = await driverContext.newPage();
      const mobile = await approveDriver(driver, index === 0 ? "Dear Driver" : "Cheap Driver");
      drivers.push(driver);
      await driver.goto("/driver/home");
      await waitForApp(driver);
      if (index === 0) {
        // The first learns of it by text (the new-load digest, in the language their pages
        // use) and opens its link: this load, or their list when several are new to them.
        const text = await waitForText(driver.request, mobile, t.newLoadText);
        const link = /https?:\/\/\S+?(\/driver\/\S+)/.exec(text)?.[1];
        expect(link).toMatch(new RegExp(`^/driver/(home|loading-requests/${requestId})$`));
        await driver.goto(link ?? "");
        await waitForApp(driver);
      }
      // Other shops' loads from the same province are listed too: open this group's.
      if (!driver.url().endsWith(`/driver/loading-requests/${requestId}`)) {
        await driver.locator(`a[href="/driver/loading-requests/${requestId}"]`).click();
      }
      await expect(
        driver.getByRole("heading", {
          name: `${t.requestTitle} ${t.number(requestId ?? 0)}`,
          exact: true,
        }),
      ).toHaveCount(2);
      await driver.getByLabel(t.price).fill(String(price));
      await driver.getByLabel(t.duration, { exact: true }).fill("6");
      await driver.getByRole("button", { name: t.propose }).click();
      await expect(driver.getByTestId("my-proposal")).toBeVisible();
    }

    // The seller sees them cheapest first and accepts the cheaper.
    await shop.reload();
    await waitForApp(shop);
    const proposals = shop.getByTestId("proposal");
    await expect(proposals).toHaveCount(2);
    await expect(proposals.first()).toContainText("Cheap Driver");
    // Accepting a price asks first and says what it does; "No" leaves every proposal open.
    await proposals.first().getByRole("button", { name: t.accept }).click();
    const askAccept = shop.getByRole("alertdialog");
    await expect(askAccept).toContainText("Cheap Driver");
    await expect(askAccept).toContainText(t.acceptSays);
    await askAccept.getByRole("button", { name: t.no }).click();
    await expect(askAccept).toHaveCount(0);
    await expect(shop.getByRole("button", { name: t.accept })).toHaveCount(2);
    await proposals.first().getByRole("button", { name: t.accept }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.accept }).click();
    const chosen = shop.getByTestId("group-driver");
    await expect(chosen).toContainText("Cheap Driver");
    // The plate as it reads on the vehicle, in either language; the mobile in the page's digits.
    await expect(chosen.getByRole("img", { name: "۱۲ ب ۳۴۵ ایران ۶۷" })).toBeVisible();
    if (lang === "fa") await expect(chosen).not.toContainText(/[0-9]/);

    // The chosen driver loads; the phone starts sharing its position at once.
    const cheap = drivers[1] as Page;
    await recordMatchingPickup(cheap, groupId);
    await cheap.goto(`/driver/jobs/${groupId}`);
    await waitForApp(cheap);
    await expect(
      cheap.getByRole("heading", { name: `${t.jobTitle} ${t.number(groupId)}`, exact: true }),
    ).toHaveCount(2);
    await cheap.getByRole("button", { name: t.markLoaded }).click();
    await expect(cheap.getByText(t.lastSent)).toBeVisible();
    const firstSentAt = Date.now();

    // The customer follows the driver on the order's map, live.
    await customer.goto(`/customer/orders/${first}`);
    await waitForApp(customer);
    const map = customer.getByRole("region", { name: t.driverLocation });
    await expect(map.getByText(t.live)).toBeVisible();
    const marker = map.locator(`[title="${t.driverMarker}"]`);
    await expect(marker).toBeVisible();
    const markerAt = () => marker.evaluate((element) => (element as HTMLElement).style.transform);
    const before = await markerAt();

    // The phone sends at most one position per 10 s: the driver drives on after that.
    await cheap.waitForTimeout(Math.max(0, firstSentAt + 10_500 - Date.now()));
    await cheap.context().setGeolocation(onTheRoad);
    await expect.poll(markerAt, { timeout: 20_000 }).not.toBe(before);
    expect(customer.url()).toContain(`/customer/orders/${first}`);

    // On the way, the driver writes to the first order's customer from the job's page; the
    // customer's chat of that order carries it.
    await cheap.getByTestId("job-order").first().getByRole("link", { name: t.jobChat }).click();
    await expect(cheap).toHaveURL(new RegExp(`/driver/jobs/${groupId}/orders/\\d+/chat$`));
    const driverBox = cheap.getByPlaceholder(t.writeMessage);
    await driverBox.fill(t.atTheGate);
    await driverBox.press("Enter");
    await expect(cheap.getByText(t.atTheGate)).toBeVisible();
    // It shows at once as a message on its way; the server's answer makes it a sent one. Read
    // the customer's side only then (CI read it while the send was still in flight).
    await expect(cheap.getByTestId("chat-pending")).toHaveCount(0);
    const chatOrder = Number(/\/orders\/(\d+)\/chat$/.exec(cheap.url())?.[1]);
    // The room holds the shop and the customer: its title says so, its number in the page's digits.
    await expect(
      cheap.getByRole("heading", { name: t.chatTitle(chatOrder), exact: true }),
    ).toBeVisible();
    await expect(cheap.getByText(t.chatWith)).toBeVisible();
    const heard = await api<{ messages: { body: string | null; sender_role: string }[] }>(
      customer,
      "get",
      `/customer/orders/${chatOrder}/chat/messages`,
    );
    expect(heard.messages).toContainEqual(
      expect.objectContaining({ body: t.atTheGate, sender_role: "driver" }),
    );
    await cheap.goto(`/driver/jobs/${groupId}`);
    await waitForApp(cheap);

    // The driver delivers each order with the code its customer reads on the order page.
    const orders = cheap.getByTestId("job-order");
    await expect(orders).toHaveCount(2);
    for (const [index, id] of [first, second].entries()) {
      const code = await readDeliveryCode(customer, id);
      const row = cheap.locator(`[data-testid="job-order"][data-order-id="${id}"]`);
      await row.getByLabel(t.deliveryCode).fill(code);
      await row.getByRole("button", { name: t.delivered }).click();
      await expect(row.getByTestId("delivery-proof")).toHaveCount(0);
      await expect(cheap.getByRole("button", { name: t.delivered })).toHaveCount(1 - index);
    }

    // Until receipt, the agreed price waits in the driver's wallet as pending income.
    await cheap.goto("/driver/profile/wallet");
    await waitForApp(cheap);
    await expect(
      cheap.locator("dl > div").filter({ hasText: t.pendingIncome }).getByText(t.cheapPrice),
    ).toBeVisible();

    // The customer confirms receipt of the first and rates the driver; its history says how
    // the delivery was proven.
    await customer.goto(`/customer/orders/${first}`);
    await waitForApp(customer);
    const shipment = customer.getByTestId("order-shipment");
    await expect(shipment).toContainText("Cheap Driver");
    await expect(shipment.getByRole("img", { name: "۱۲ ب ۳۴۵ ایران ۶۷" })).toBeVisible();
    await customer.getByRole("button", { name: t.confirmReceipt }).click();
    const askReceipt = customer.getByRole("alertdialog");
    await expect(askReceipt).toContainText(t.receiptSays);
    await askReceipt.getByRole("button", { name: t.confirmReceipt }).click();
    await expect(customer.getByText(t.rateTitle)).toBeVisible();
    await customer.getByRole("radio", { name: t.fiveStars }).check({ force: true });
    await customer.getByRole("button", { name: t.sendRating }).click();
    await expect(customer.getByRole("region", { name: t.yourRating })).toBeVisible();
    expect((await api<Order>(customer, "get", `/customer/orders/${first}`)).status).toBe(
      "received",
    );

    // Nobody confirms the second: three days on, the receipt job does.
    expect((await api<Order>(customer, "get", `/customer/orders/${second}`)).status).toBe(
      "delivered",
    );
    await api(customer, "post", "/dev/receipts/auto-confirm", {
      hours_ahead: 73,
      order_id: second,
    });
    await customer.goto(`/customer/orders/${second}`);
    await waitForApp(customer);
    await expect(customer.getByRole("button", { name: t.confirmReceipt })).toHaveCount(0);
    expect((await api<Order>(customer, "get", `/customer/orders/${second}`)).status).toBe(
      "received",
    );

    // The shop and the driver see both settlements in their turnovers, then cash out.
    for (const [page, side] of [
      [shop, "shop"],
      [cheap, "driver"],
    ] as const) {
      await page.goto(`/${side}/profile/turnovers`);
      await waitForApp(page);
      const settlements = page.getByRole("listitem").filter({ hasText: t.settlement });
      for (const id of [first, second]) {
        await expect(settlements.filter({ hasText: t.order(id) })).toHaveCount(1);
      }
      await page.goto(`/${side}/profile/wallet`);
      await waitForApp(page);
      const cashOut = page.getByRole("region", { name: t.cashOut });
      await cashOut.getByRole("button", { name: t.wholeBalance }).click();
      await cashOut.getByRole("button", { name: t.requestCashOut }).click();
      await expect(page.getByText(t.waitingForPayment)).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(t.zeroToman);
    }

    await Promise.all([
      shopContext.close(),
      customerContext.close(),
      ...drivers.map((page) => page.context().close()),
    ]);
  });
}
