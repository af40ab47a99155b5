import type { Order } from "@kesht/contracts";
import { adminApi } from "./catalog-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import {
  acceptedOrderForDriver,
  api,
  approveDriver,
  askForDriver,
  upload,
} from "./shipping-helpers";
import { mobileViewport, waitForApp } from "./support";

/**
 * The shop's side of freight (issue 29), in both languages on phones: two drivers bid and the
 * shop sees them ranked with their reasons and a driver's question waiting; the shop changes
 * the load and asks for new bids, the old ones fold away as outdated; a driver bids again and is
 * accepted; the driver's pickup counts more packages than the load said and the shop disputes
 * it with a note; the admin's order page shows the disputed pickup in the shipment's evidence;
 * the shop cancels the load: the job leaves the driver's list and the evidence stays.
 */

const texts = {
  en: {
    fastest: "Fastest",
    cheapest: "Cheapest",
    first: "No. 1",
    unanswered: "1 unanswered",
    editLoad: "Edit load / ask for new bids",
    weight: "Total weight (kg)",
    timeBlock: "Time of loading",
    packageType: "Package type",
    save: "Save changes",
    askAgain: "Save and ask for new bids",
    accept: "Accept",
    dispute: "Dispute the pickup",
    disputeNote: "What is wrong?",
    sendDispute: "Send the dispute",
    note: "We loaded one package, not three.",
    cancelLoad: "Cancel the load",
    loadCancelled: "You cancelled this load after disputing the pickup.",
  },
  fa: {
    fastest: "سریع‌ترین",
    cheapest: "ارزان‌ترین",
    first: "رتبه ۱",
    unanswered: "۱ بی‌پاسخ",
    editLoad: "ویرایش بار / درخواست پیشنهاد تازه",
    weight: "وزن کل (کیلوگرم)",
    timeBlock: "زمان بارگیری",
    packageType: "نوع بسته‌بندی",
    save: "ذخیرهٔ تغییرات",
    askAgain: "ذخیره و درخواست پیشنهاد تازه",
    accept: "پذیرفتن",
    dispute: "اعتراض به بارگیری",
    disputeNote: "چه چیزی درست نیست؟",
    sendDispute: "فرستادن اعتراض",
    note: "یک بسته بار زدیم، نه سه تا.",
    cancelLoad: "لغو بار",
    loadCancelled: "این بار را پس از اعتراض به بارگیری لغو کردید.",
  },
} as const;

async function phone(browser: Browser, lang: "en" | "fa", origin: string) {
  const context = await browser.newContext({ viewport: mobileViewport });
  await context.addCookies([{ name: "lang", value: lang, url: origin }]);
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const bid = (driver: Page, requestId: number, priceToman: number, hours: number) =>
  api<{ my_proposal: { id: number } | null }>(
    driver,
    "put",
    `/driver/loading-requests/${requestId}/proposal`,
    { price_toman: priceToman, duration_hours: hours },
  );

for (const lang of ["en", "fa"] as const) {
  test(`the shop ranks bids, asks for new ones and disputes a pickup (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const origin = baseURL ?? "";

    const shop = await phone(browser, lang, origin);
    const customer = await phone(browser, lang, origin);
    const { orderId, choice } = await acceptedOrderForDriver(
      { shop, customer },
      { name: "گوجه", latin_name: "Tomato", price_toman: 20_000, count: 1 },
    );
    const group = await api<{ id: number }>(shop, "post", "/seller/order-groups", {
      order_ids: [orderId],
    });
    const requestId = await askForDriver(shop, group.id, choice);

    // Two drivers bid: one cheaper, one faster; one of them asks a question first.
    const cheap = await phone(browser, lang, origin);
    await approveDriver(cheap, "Cheap Driver");
    const quick = await phone(browser, lang, origin);
    await approveDriver(quick, "Quick Driver");
    await api(cheap, "post", `/driver/loading-requests/${requestId}/questions`, {
      question: "Is there a ramp at the shop?",
    });
    await bid(cheap, requestId, 50_000, 10);
    await bid(quick, requestId, 80_000, 2);

    await open(shop, `/shop/order-groups/${group.id}`);
    const proposals = shop.getByTestId("proposal");
    await expect(proposals).toHaveCount(2);
    await expect(proposals.first().getByTestId("bid-ranking")).toContainText(t.first);
    await expect(proposals.filter({ hasText: "Cheap Driver" })).toContainText(t.cheapest);
    await expect(proposals.filter({ hasText: "Quick Driver" })).toContainText(t.fastest);
    await expect(shop.getByTestId("unanswered-count")).toHaveText(t.unanswered);

    // The shop changes the weight and asks for new bids: the current ones become outdated.
    await shop.getByRole("button", { name: t.editLoad }).click();
    const edit = shop.getByTestId("edit-load");
    // The form shows the load as it stands, its lists' choices included once they arrive.
    await expect(edit.getByLabel(t.timeBlock)).not.toHaveValue("");
    await expect(edit.getByLabel(t.packageType)).not.toHaveValue("");
    await edit.getByLabel(t.weight).fill(lang === "fa" ? "۷" : "7");
    await edit.getByRole("button", { name: t.save }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.askAgain }).click();
    await expect(edit).toHaveCount(0);
    await expect(proposals).toHaveCount(0);
    const outdated = shop.getByTestId("outdated-bids");
    await outdated.locator("summary").click();
    await expect(outdated.getByTestId("outdated-proposal")).toHaveCount(2);

    // The quick driver bids again on the changed load, and the shop accepts.
    await bid(quick, requestId, 75_000, 2);
    await shop.reload();
    await waitForApp(shop);
    await expect(proposals).toHaveCount(1);
    await proposals.first().getByRole("button", { name: t.accept }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.accept }).click();
    await expect(shop.getByTestId("group-driver")).toContainText("Quick Driver");

    // The driver counts three packages where the load said one: the shop disputes it.
    await api(quick, "post", `/driver/jobs/${group.id}/pickup`, {
      package_count: 3,
      weight_kg: 7,
      photo_file_ids: [await upload(quick, "pickup_photo")],
    });
    await shop.reload();
    await waitForApp(shop);
    const pickup = shop.getByTestId("seller-pickup");
    await expect(pickup.getByTestId("pickup-status")).toHaveAttribute(
      "data-status",
      "awaiting_seller",
    );
    await pickup.getByRole("button", { name: t.dispute }).click();
    await pickup.getByLabel(t.disputeNote).fill(t.note);
    await pickup.getByRole("button", { name: t.sendDispute }).click();
    await expect(pickup.getByTestId("pickup-status")).toHaveAttribute("data-status", "disputed");
    await expect(pickup.getByRole("button", { name: t.dispute })).toHaveCount(0);

    // The admin's order page shows the disputed pickup and the shop's note.
    const admin = await browser.newContext({
      viewport: mobileViewport,
      storageState: await (await adminApi()).storageState(),
    });
    await admin.addCookies([{ name: "lang", value: lang, url: origin }]);
    const adminPage = await admin.newPage();
    await open(adminPage, `/admin/orders/${orderId}`);
    const evidence = adminPage.getByTestId("shipment-evidence").getByTestId("evidence-pickup");
    await expect(evidence.getByTestId("pickup-status")).toHaveAttribute("data-status", "disputed");
    await expect(evidence.getByTestId("pickup-seller-note")).toHaveText(t.note);
    await expect(evidence.locator("img")).toHaveCount(1);
    // An admin resolving it could call the load off here too.
    await expect(adminPage.getByTestId("admin-order-cancel-load")).toHaveText(t.cancelLoad);

    // They do not agree: the shop cancels the load. The driver is released (the job leaves
    // their list), the order goes back to preparing, and the evidence stays on the order.
    const jobLink = `a[href="/driver/jobs/${group.id}"]`;
    await open(quick, "/driver/jobs");
    await expect(quick.locator(jobLink)).toHaveCount(1);
    await pickup.getByRole("button", { name: t.cancelLoad }).click();
    await shop.getByRole("alertdialog").getByRole("button", { name: t.cancelLoad }).click();
    await expect(pickup.getByText(t.loadCancelled)).toBeVisible();
    await expect(pickup.getByRole("button", { name: t.cancelLoad })).toHaveCount(0);
    await expect(shop.getByTestId("group-driver")).toHaveCount(0);
    expect((await api<Order>(shop, "get", `/seller/orders/${orderId}`)).status).toBe("preparing");
    await quick.reload();
    await waitForApp(quick);
    await expect(quick.locator(jobLink)).toHaveCount(0);
    await adminPage.reload();
    await waitForApp(adminPage);
    await expect(evidence.getByTestId("pickup-status")).toHaveAttribute("data-status", "disputed");
    await expect(evidence.getByTestId("pickup-seller-note")).toHaveText(t.note);
    await expect(adminPage.getByTestId("admin-order-cancel-load")).toHaveCount(0);

    await Promise.all(
      [shop, customer, cheap, quick, adminPage].map((page) => page.context().close()),
    );
  });
}
