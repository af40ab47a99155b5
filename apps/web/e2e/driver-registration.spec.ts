import { newMobile, readCode } from "./account-helpers";
import { adminApi } from "./catalog-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * A driver on a phone, in both languages: a new number signs in at the driver door and
 * registers; the admin rejects the registration with a reason on /admin/drivers; the driver
 * reads it, fixes the plate and resubmits; the admin approves; the driver then sees the
 * approved home, the profile (with the plate as it reads) and the wallet.
 */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

const texts = {
  en: {
    driverDoor: "Driver",
    mobile: "Mobile number",
    send: "Send the code",
    code: "Code from the text message",
    signIn: "Sign in",
    name: "Full name",
    nationalCode: "National code",
    vehicleType: "Vehicle type",
    lightTruck: "Light truck",
    plate: "Plate number",
    badPlate: "12345-67",
    plateMessage: "two digits, a Persian letter, three digits",
    firstPlate: "12 ب 345 - 67",
    fixedPlate: "42 ع 318 - 63",
    capacity: "Capacity (kg)",
    capacityTyped: "3500",
    licence: "Driving licence",
    vehicleCard: "Vehicle card",
    uploaded: "Uploaded",
    sheba: "Sheba number for payouts",
    province: "Province",
    city: "City",
    tehran: "Tehran",
    fars: "Fars",
    submit: "Send for review",
    resubmit: "Save and send",
    pending: "Your registration is being reviewed",
    rejected: "Your registration was not approved",
    fix: "Fix and resubmit",
    empty: "No loading requests yet",
    profileTab: "Profile",
    walletTab: "Wallet",
    plateSpoken: "۴۲ ع ۳۱۸ ایران ۶۳",
    walletTitle: "Wallet",
    noCredit: "Increase credit",
  },
  fa: {
    driverDoor: "راننده",
    mobile: "شماره موبایل",
    send: "ارسال کد",
    code: "کد پیامک‌شده",
    signIn: "ورود",
    name: "نام و نام خانوادگی",
    nationalCode: "کد ملی",
    vehicleType: "نوع خودرو",
    lightTruck: "کامیونت",
    plate: "شماره پلاک",
    badPlate: "۱۲۳۴۵-۶۷",
    plateMessage: "دو رقم، یک حرف فارسی، سه رقم",
    firstPlate: "۱۲ ب ۳۴۵ ایران ۶۷",
    fixedPlate: "۴۲ ع ۳۱۸ ایران ۶۳",
    capacity: "ظرفیت (کیلوگرم)",
    // Typed with a Persian keyboard: the form reads Persian digits as the number they are.
    capacityTyped: "۳۵۰۰",
    licence: "گواهینامه رانندگی",
    vehicleCard: "کارت خودرو",
    uploaded: "بارگذاری شد",
    sheba: "شماره شبا برای تسویه",
    province: "استان",
    city: "شهر",
    tehran: "تهران",
    fars: "فارس",
    submit: "ارسال برای بررسی",
    resubmit: "ذخیره و ارسال",
    pending: "ثبت‌نام شما در حال بررسی است",
    rejected: "ثبت‌نام شما تأیید نشد",
    fix: "اصلاح و ارسال دوباره",
    empty: "هنوز درخواست بارگیری‌ای نیست",
    profileTab: "پروفایل",
    walletTab: "کیف پول",
    plateSpoken: "۴۲ ع ۳۱۸ ایران ۶۳",
    walletTitle: "کیف پول",
    noCredit: "افزایش اعتبار",
  },
} as const;
type Texts = (typeof texts)["en" | "fa"];

test.use({ viewport: mobileViewport });

/** The admin's browser: the e2e admin's shared session, on English pages, at phone size. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const api = await adminApi();
  const context = await browser.newContext({
    storageState: await api.storageState(),
    viewport: mobileViewport,
  });
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  await context.addCookies([{ name: "lang", value: "en", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/admin/drivers");
  await waitForApp(page);
  return page;
}

function uploadInput(page: Page, label: string) {
  const group = page.getByRole("group", { name: label, exact: true });
  return { group, input: group.locator('input[type="file"]') };
}

async function register(page: Page, t: Texts, name: string) {
  await page.getByLabel(t.name, { exact: true }).fill(name);
  await page.getByLabel(t.nationalCode).fill("0499370899");
  await page.getByLabel(t.vehicleType).selectOption({ label: t.lightTruck });
  await page.getByLabel(t.plate).fill(t.badPlate);
  await page.getByLabel(t.capacity).fill(t.capacityTyped);
  const licence = uploadInput(page, t.licence);
  await licence.input.setInputFiles(fixture("farm.jpg"));
  const card = uploadInput(page, t.vehicleCard);
  await card.input.setInputFiles(fixture("shop-logo.png"));
  await page.getByLabel(t.sheba).fill("IR820540102680020817909002");
  await page.getByLabel(t.province, { exact: true }).selectOption({ label: t.tehran });
  const city = page.getByLabel(t.city, { exact: true });
  await expect(city.locator("option")).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: t.tehran }).check();
  await page.getByRole("checkbox", { name: t.fars }).check();
  await expect(licence.group.getByText(t.uploaded, { exact: true })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(card.group.getByText(t.uploaded, { exact: true })).toHaveCount(1, {
    timeout: 20_000,
  });

  // The plate is checked in the browser with the same rule the API uses.
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.plateMessage)).toBeVisible();
  await page.getByLabel(t.plate).fill(t.firstPlate);
  await page.getByRole("button", { name: t.submit }).click();
}

for (const lang of ["en", "fa"] as const) {
  test(`a new driver registers, is rejected, resubmits and is approved (${lang}, phone)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers walk a dozen server-rendered pages: on a busy two-core machine that took
    // just over three minutes.
    test.setTimeout(420_000);
    const t = texts[lang];
    const mobile = newMobile();
    const name = `Driver ${lang} ${Date.now()}`;
    await useLanguage(page.context(), baseURL, lang);

    // The driver door takes a new number and sends it on to registration.
    await page.goto("/auth?door=driver");
    await waitForApp(page);
    await expect(page.getByRole("radio", { name: t.driverDoor })).toBeChecked();
    await page.getByLabel(t.mobile).fill(mobile);
    await page.getByRole("button", { name: t.send }).click();
    await expect(page).toHaveURL(/\/auth\/verify/);
    await page.getByLabel(t.code).fill(await readCode(page.request, mobile));
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register\/driver$/);

    await register(page, t, name);
    await expect(page).toHaveURL(/\/driver\/home$/);
    await expect(page.getByRole("heading", { name: t.pending })).toBeVisible();

    // The admin rejects it with a reason.
    const admin = await adminPage(browser, baseURL);
    const card = admin.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name: "۱۲ ب ۳۴۵ ایران ۶۷" })).toBeVisible();
    await card.getByRole("button", { name: "Reject" }).click();
    await card.getByRole("button", { name: "Reject driver" }).click();
    await expect(card.getByText("This field is required.")).toBeVisible();
    await card.getByLabel("Reason").fill("The plate does not match the vehicle card.");
    await card.getByRole("button", { name: "Reject driver" }).click();
    await expect(card).toBeHidden();

    // The driver reads why, fixes the plate and sends it again.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: t.rejected })).toBeVisible();
    await expect(page.getByText("The plate does not match the vehicle card.")).toBeVisible();
    await page.getByRole("link", { name: t.fix }).click();
    await expect(page).toHaveURL(/\/driver\/profile\/edit-profile$/);
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(name);
    await page.getByLabel(t.plate).fill(t.fixedPlate);
    await page.getByRole("button", { name: t.resubmit }).click();
    await expect(page).toHaveURL(/\/driver\/home$/);
    await expect(page.getByRole("heading", { name: t.pending })).toBeVisible();

    // The admin approves the corrected registration.
    await admin.reload();
    await waitForApp(admin);
    const again = admin.getByRole("article", { name });
    await expect(again.getByRole("img", { name: t.plateSpoken })).toBeVisible();
    await again.getByRole("button", { name: "Approve" }).click();
    await expect(again).toBeHidden();
    await admin.context().close();

    // Approved: the home waits for loading requests; the profile and the wallet are there.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: t.empty })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: lang === "en" ? "Sections" : "بخش‌ها" });
    await tabs.getByRole("link", { name: t.profileTab }).click();
    await expect(page).toHaveURL(/\/driver\/profile$/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("img", { name: t.plateSpoken })).toBeVisible();
    await tabs.getByRole("link", { name: t.walletTab }).click();
    await expect(page).toHaveURL(/\/driver\/profile\/wallet$/);
    await expect(page.getByTestId("wallet-balance")).toBeVisible();
    // A driver's wallet is paid into, never topped up through a gateway.
    await expect(page.getByRole("heading", { name: t.noCredit })).toHaveCount(0);
  });
}
