import type { Order } from "@kesht/contracts";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { acceptedOrderForDriver, api, approveDriver, readDeliveryCode } from "./shipping-helpers";
import { mobileViewport, waitForApp } from "./support";

/**
 * Freight for perishables (issue 29), in both languages, every person on a phone: a seller
 * posts a cool load with an arrive-by time; a driver with a refrigerated truck sees it with its
 * needs, asks a question, the seller answers and the driver reads the answer; a bid that would
 * arrive late is refused in place, a shorter one goes in; a driver without a refrigerated
 * vehicle neither sees the load nor may open it; the seller accepts; the chosen driver records
 * the pickup with photos — one package more than the load said, so the shop confirms it — then
 * loads and delivers with the code and a photo; the customer's order shows the evidence.
 */

const texts = {
  en: {
    openCalendar: "Open the calendar",
    timeBlock: "Time of loading",
    packageType: "Package type",
    weight: "Total weight (kg)",
    cool: /^Cool/,
    hasArriveBy: "It must arrive by a set time",
    arriveByHour: "Arrive-by time (Tehran)",
    packageCount: "Number of packages",
    send: "Send to drivers",
    coolBadge: "Cool · refrigerated vehicle",
    loadsTitle: "Loads you can carry",
    notFound: "This load was not found, or it is no longer open.",
    askLabel: "Your question",
    ask: "Ask the shop",
    question: "Is the cold room at the shop open before 8?",
    waiting: "Waiting for the shop's answer",
    mine: "Yours",
    answerTo: (question: string) => `Answer to: ${question}`,
    answerLabel: "Your answer",
    sendAnswer: "Send the answer",
    answer: "Yes, from 6 in the morning.",
    price: "Price for the whole load (toman)",
    duration: "Duration",
    unit: "Unit",
    propose: "Send proposal",
    late: /would arrive after the time the shop needs it by/,
    accept: "Accept",
    countLabel: "Packages counted",
    weightLabel: "Weight on the scale",
    uploaded: "Uploaded",
    record: "Record the pickup",
    confirmPickup: "Confirm the pickup",
    markLoaded: "Mark loaded",
    codeLabel: "The customer's delivery code",
    deliver: "Delivered",
    pickupPhotos: "Pickup photos",
    handoverPhoto: "Handover photo",
  },
  fa: {
    openCalendar: "باز کردن تقویم",
    timeBlock: "زمان بارگیری",
    packageType: "نوع بسته‌بندی",
    weight: "وزن کل (کیلوگرم)",
    cool: /^خنک/,
    hasArriveBy: "باید تا زمان مشخصی برسد",
    arriveByHour: "ساعت رسیدن (به وقت تهران)",
    packageCount: "تعداد بسته‌ها",
    send: "ارسال برای رانندگان",
    coolBadge: "خنک، خودروی یخچال‌دار",
    loadsTitle: "بارهایی که می‌توانید ببرید",
    notFound: "این بار پیدا نشد یا دیگر باز نیست.",
    askLabel: "پرسش شما",
    ask: "پرسیدن از فروشگاه",
    question: "سردخانهٔ فروشگاه پیش از ساعت ۸ باز است؟",
    waiting: "در انتظار پاسخ فروشگاه",
    mine: "پرسیدهٔ شما",
    answerTo: (question: string) => `پاسخ به: ${question}`,
    answerLabel: "پاسخ شما",
    sendAnswer: "فرستادن پاسخ",
    answer: "بله، از ساعت ۶ صبح.",
    price: "کرایهٔ کل بار (تومان)",
    duration: "مدت",
    unit: "واحد",
    propose: "ارسال پیشنهاد",
    late: /پس از زمانی که فروشگاه خواسته است می‌رسد/,
    accept: "پذیرفتن",
    countLabel: "تعداد بسته‌های شمرده‌شده",
    weightLabel: "وزن روی ترازو",
    uploaded: "بارگذاری شد",
    record: "ثبت تحویل بار",
    confirmPickup: "تأیید بارگیری",
    markLoaded: "ثبت بارگیری",
    codeLabel: "کد تحویل مشتری",
    deliver: "تحویل شد",
    pickupPhotos: "عکس‌های تحویل بار",
    handoverPhoto: "عکس تحویل",
  },
} as const;

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

/** A phone in the page's language; a driver's phone may tell where it is. */
async function phone(browser: Browser, lang: "en" | "fa", origin: string, canLocate = false) {
  const context = await browser.newContext({
    viewport: mobileViewport,
    ...(canLocate
      ? { geolocation: { latitude: 35.7, longitude: 51.4 }, permissions: ["geolocation"] }
      : {}),
  });
  await context.addCookies([{ name: "lang", value: lang, url: origin }]);
  return context.newPage();
}

for (const lang of ["en", "fa"] as const) {
  test(`a cool load from question to proof of delivery (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const origin = baseURL ?? "";

    // A shop with one product; a customer orders it for delivery by a driver.
    const shop = await phone(browser, lang, origin);
    const customer = await phone(browser, lang, origin);
    const { orderId } = await acceptedOrderForDriver(
      { shop, customer },
      { name: "کاهو", latin_name: "Lettuce", price_toman: 30_000, count: 2 },
    );

    // The seller posts a cool load of two packages that must arrive by a set time.
    await shop.goto(`/shop/orders/${orderId}/loading-request`);
    await waitForApp(shop);
    // The app's mark can come before the form has hydrated, and a click before that opens no
    // calendar: the button is pressed again until the calendar is open.
    const calendar = shop.getByRole("dialog");
    await expect(async () => {
      await shop.getByRole("button", { name: t.openCalendar }).first().click({ timeout: 2_000 });
      await expect(calendar).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await calendar.locator('td [role="button"]:not([aria-disabled="true"])').first().click();
    await shop.getByLabel(t.timeBlock).selectOption({ index: 1 });
    await shop.getByLabel(t.packageType).selectOption({ index: 1 });
    await shop.getByLabel(t.weight).fill(lang === "fa" ? "۵" : "5");
    await shop.getByRole("radio", { name: t.cool }).check({ force: true });
    await shop.getByLabel(t.hasArriveBy).check();
    // A week on, at noon: a bid of hours arrives in time, one of a month does not. A week down
    // the calendar from the day it opens on, by keyboard: the same in either calendar and
    // direction, and at a month's end.
    await shop.getByRole("button", { name: t.openCalendar }).last().click();
    await expect(shop.getByRole("dialog").locator(":focus")).toHaveCount(1);
    await shop.keyboard.press("ArrowDown");
    await shop.keyboard.press("Enter");
    await expect(shop.getByRole("dialog")).toHaveCount(0);
    await shop.getByLabel(t.arriveByHour).selectOption({ index: 13 });
    await shop.getByLabel(t.packageCount).fill(lang === "fa" ? "۲" : "2");
    await shop.getByRole("button", { name: t.send }).click();
    await expect(shop).toHaveURL(/\/shop\/order-groups\/\d+$/);
    const groupId = Number(shop.url().split("/").pop());
    const group = await api<{ loading_request: { id: number; temperature: string } | null }>(
      shop,
      "get",
      `/seller/order-groups/${groupId}`,
    );
    expect(group.loading_request?.temperature).toBe("cool");
    const requestId = group.loading_request?.id ?? 0;
    const loadLink = `a[href="/driver/loading-requests/${requestId}"]`;

    // A driver with a plain pickup truck neither finds the load nor may open it.
    const plain = await phone(browser, lang, origin);
    await approveDriver(plain, "Plain Driver", "pickup");
    await plain.goto("/driver/home");
    await waitForApp(plain);
    await expect(plain.getByRole("heading", { name: t.loadsTitle })).toBeVisible();
    await expect(plain.locator(loadLink)).toHaveCount(0);
    await plain.goto(`/driver/loading-requests/${requestId}`);
    await waitForApp(plain);
    await expect(plain.getByText(t.notFound)).toBeVisible();

    // A driver with a refrigerated truck finds it, marked cool, with its arrive-by time.
    const cold = await phone(browser, lang, origin, true);
    await approveDriver(cold, "Cold Driver", "refrigerated_truck");
    await cold.goto("/driver/home");
    await waitForApp(cold);
    const listed = cold.locator(loadLink);
    await expect(listed.getByText(t.coolBadge)).toBeVisible();
    await listed.click();
    await expect(cold.getByTestId("load-arrive-by")).toBeVisible();
    await expect(cold.getByTestId("load-temperature")).toHaveText(t.coolBadge);

    // The driver asks before bidding; the question waits for the shop, marked as theirs.
    const questions = cold.getByTestId("load-questions");
    await questions.getByLabel(t.askLabel).fill(t.question);
    await questions.getByRole("button", { name: t.ask }).click();
    const asked = questions.getByTestId("load-question").filter({ hasText: t.question });
    await expect(asked.getByText(t.waiting)).toBeVisible();
    await expect(asked.getByText(t.mine, { exact: true })).toBeVisible();

    // The shop answers on its shipment page; the driver reads the answer.
    await shop.reload();
    await waitForApp(shop);
    const answerForm = shop.getByRole("form", { name: t.answerTo(t.question) });
    await answerForm.getByLabel(t.answerLabel).fill(t.answer);
    await answerForm.getByRole("button", { name: t.sendAnswer }).click();
    await expect(answerForm).toHaveCount(0);
    await cold.reload();
    await waitForApp(cold);
    await expect(asked.getByTestId("load-answer")).toContainText(t.answer);

    // A month on the road would arrive after the time the shop needs it by: refused in place.
    await cold.getByLabel(t.price).fill("70000");
    await cold.getByLabel(t.duration, { exact: true }).fill("30");
    await cold.getByLabel(t.unit).selectOption("days");
    await cold.getByRole("button", { name: t.propose }).click();
    await expect(cold.getByTestId("bid-refusal")).toHaveText(t.late);
    await expect(cold.getByTestId("my-proposal")).toHaveCount(0);
    await cold.getByLabel(t.duration, { exact: true }).fill("6");
    await cold.getByLabel(t.unit).selectOption("hours");
    await cold.getByRole("button", { name: t.propose }).click();
    await expect(cold.getByTestId("my-proposal")).toHaveAttribute("data-status", "pending");

    // The shop accepts the bid.
    await shop.reload();
    await waitForApp(shop);
    await shop.getByTestId("proposal").first().getByRole("button", { name: t.accept }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.accept }).click();
    await expect(shop.getByTestId("group-driver")).toContainText("Cold Driver");

    // At the shop the driver counts three packages where the load said two, weighs it and
    // adds two photos: the record waits for the shop, and the load may not leave yet.
    await cold.goto(`/driver/jobs/${groupId}`);
    await waitForApp(cold);
    const pickup = cold.getByTestId("job-pickup");
    await pickup.getByLabel(t.countLabel).fill(lang === "fa" ? "۳" : "3");
    await pickup.getByLabel(t.weightLabel).fill(lang === "fa" ? "۵" : "5");
    await pickup
      .locator('input[type="file"]')
      .setInputFiles([fixture("farm.jpg"), fixture("shop-logo.png")]);
    await expect(pickup.getByRole("status").filter({ hasText: t.uploaded })).toHaveCount(2);
    await pickup.getByRole("button", { name: t.record }).click();
    await expect(pickup.getByTestId("pickup-status")).toHaveAttribute(
      "data-status",
      "awaiting_seller",
    );
    await expect(cold.getByRole("button", { name: t.markLoaded })).toHaveCount(0);

    // The shop sees the count and confirms it; the driver's page learns it by itself.
    await shop.reload();
    await waitForApp(shop);
    const sellerPickup = shop.getByTestId("seller-pickup");
    await expect(
      sellerPickup.getByRole("list", { name: t.pickupPhotos }).locator("img"),
    ).toHaveCount(2);
    await sellerPickup.getByRole("button", { name: t.confirmPickup }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.confirmPickup }).click();
    await expect(sellerPickup.getByTestId("pickup-status")).toHaveAttribute(
      "data-status",
      "confirmed",
    );
    await expect(pickup.getByTestId("pickup-status")).toHaveAttribute("data-status", "confirmed", {
      timeout: 15_000,
    });
    await cold.getByRole("button", { name: t.markLoaded }).click();

    // At the door: the customer's code, and a photo of the handover beside it.
    const code = await readDeliveryCode(customer, orderId);
    const row = cold.locator(`[data-testid="job-order"][data-order-id="${orderId}"]`);
    await row.getByLabel(t.codeLabel).fill(code);
    await row.locator('input[type="file"]').setInputFiles(fixture("farm.jpg"));
    await expect(row.getByRole("status").filter({ hasText: t.uploaded })).toBeVisible();
    await row.getByRole("button", { name: t.deliver }).click();
    await expect(row.getByTestId("delivery-proof")).toHaveCount(0);
    expect((await api<Order>(customer, "get", `/customer/orders/${orderId}`)).status).toBe(
      "delivered",
    );

    // The customer's order shows the evidence: the pickup with its photos, the handover photo.
    await customer.goto(`/customer/orders/${orderId}`);
    await waitForApp(customer);
    const evidence = customer.getByTestId("shipment-evidence");
    const pickedUp = evidence.getByTestId("evidence-pickup");
    await expect(pickedUp.getByRole("list", { name: t.pickupPhotos }).locator("img")).toHaveCount(
      2,
    );
    await expect(pickedUp.getByTestId("pickup-status")).toHaveAttribute("data-status", "confirmed");
    await expect(
      evidence.getByTestId("evidence-delivery").getByRole("link", { name: t.handoverPhoto }),
    ).toHaveAttribute("href", /^\/api\/v1\/files\//);

    await Promise.all([shop, customer, plain, cold].map((page: Page) => page.context().close()));
  });
}
