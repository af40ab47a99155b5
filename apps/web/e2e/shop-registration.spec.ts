import { validationMessages } from "../../../packages/contracts/src/validation";
import { createSeller, newMobile, readCode, shopDetails, signInByApi } from "./account-helpers";
import { expect, type Locator, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Shop registration (SPEC §2 /auth/register/shop, /location, /extra) and the shop's profile
 * pages, in both languages, with real files from ./fixtures.
 */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

const texts = {
  en: {
    mobile: "Mobile number",
    shopDoor: "Shop",
    send: "Send the code",
    code: "Code from the text message",
    signIn: "Sign in",
    steps: ["Step 1 of 3", "Step 2 of 3", "Step 3 of 3"],
    storeName: "Shop name",
    manager: "Manager's full name",
    nationalCode: "National code",
    sheba: "Sheba number",
    iban: "IBAN",
    card: "Bank card number",
    next: "Next",
    province: "Province",
    city: "City",
    tehran: "Tehran",
    latitude: "Latitude",
    longitude: "Longitude",
    logo: "Shop logo",
    storeImages: "Shop images",
    licence: "Business licence (PDF)",
    farmImages: "Farm images",
    video: "Farm video",
    uploaded: "Uploaded",
    robot: "I'm not a robot",
    finish: "Finish registration",
  },
  fa: {
    mobile: "شماره موبایل",
    shopDoor: "فروشگاه",
    send: "ارسال کد",
    code: "کد پیامک‌شده",
    signIn: "ورود",
    steps: ["مرحلهٔ ۱ از ۳", "مرحلهٔ ۲ از ۳", "مرحلهٔ ۳ از ۳"],
    storeName: "نام فروشگاه",
    manager: "نام و نام خانوادگی مدیر",
    nationalCode: "کد ملی",
    sheba: "شماره شبا",
    iban: "شماره IBAN",
    card: "شماره کارت بانکی",
    next: "بعدی",
    province: "استان",
    city: "شهر",
    tehran: "تهران",
    latitude: "عرض جغرافیایی",
    longitude: "طول جغرافیایی",
    logo: "لوگوی فروشگاه",
    storeImages: "تصاویر فروشگاه",
    licence: "پروانهٔ کسب (PDF)",
    farmImages: "تصاویر مزرعه",
    video: "ویدیوی مزرعه",
    uploaded: "بارگذاری شد",
    robot: "من ربات نیستم",
    finish: "پایان ثبت‌نام",
  },
} as const;
type Texts = (typeof texts)["en" | "fa"];

const toPersian = (text: string) =>
  text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? "");

/** A file field of step 3 (a fieldset named by its label) and its hidden file input. */
function fileField(page: Page, name: string) {
  const group = page.getByRole("group", { name, exact: true });
  return { group, input: group.locator('input[type="file"]') };
}

async function expectUploaded(group: Locator, t: Texts, count: number) {
  await expect(group.getByText(t.uploaded, { exact: true })).toHaveCount(count, {
    timeout: 20_000,
  });
}

/** The shop door: mobile number, code from the dev outbox, and on to registration. */
async function signInAtShopDoor(page: Page, t: Texts, mobile: string) {
  await page.goto("/auth?door=shop");
  await waitForApp(page);
  await expect(page.getByRole("radio", { name: t.shopDoor })).toBeChecked();
  await page.getByLabel(t.mobile).fill(mobile);
  await page.getByRole("button", { name: t.send }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel(t.code).fill(await readCode(page.request, mobile));
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register\/shop$/);
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const message = (key: keyof typeof validationMessages) => validationMessages[key][lang];

  test.describe(`shop registration (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("a new number signs in at the shop door, registers in three steps and lands on the dashboard", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(lang === "en" ? desktopViewport : mobileViewport);
      await signInAtShopDoor(page, t, newMobile());

      // Step 1: numbers in the person's own digits, with or without IR and spaces.
      await expect(page.getByText(t.steps[0])).toBeVisible();
      await page.getByLabel(t.storeName, { exact: true }).fill(shopDetails.store_name);
      await page.getByLabel(t.manager, { exact: true }).fill(shopDetails.manager_full_name);
      const nationalCode = lang === "fa" ? toPersian(shopDetails.national_code) : "0499370899";
      await page.getByLabel(t.nationalCode, { exact: true }).fill(nationalCode);
      await page.getByLabel(t.sheba, { exact: true }).fill(shopDetails.sheba.slice(2));
      await page.getByLabel(t.iban, { exact: true }).fill("GB82 WEST 1234 5698 7654 32");
      const card = page.getByLabel(t.card, { exact: true });
      await card.pressSequentially(
        lang === "fa" ? toPersian(shopDetails.card_number) : shopDetails.card_number,
      );
      const grouped = "6037 9911 9950 0590";
      await expect(card).toHaveValue(lang === "fa" ? toPersian(grouped) : grouped);
      await page.getByRole("button", { name: t.next }).click();

      // Step 2: province, city, and the place: a click on the map in English, typed in Persian.
      await expect(page).toHaveURL(/\/auth\/register\/shop\/location$/);
      await expect(page.getByText(t.steps[1])).toBeVisible();
      await page.getByRole("button", { name: t.next }).click();
      await expect(page.getByText(message("location_required"))).toBeVisible();
      await page.getByLabel(t.province, { exact: true }).selectOption({ label: t.tehran });
      const city = page.getByLabel(t.city, { exact: true });
      await expect(city).toBeEnabled();
      await city.selectOption({ label: t.tehran });
      if (lang === "en") {
        const map = page.locator(".leaflet-container");
        await map.scrollIntoViewIfNeeded();
        await map.click({ position: { x: 140, y: 100 } });
        await expect(page.locator(".kesht-map-pin")).toBeVisible();
        await expect(page.getByLabel(t.latitude)).toHaveValue(/^3\d\.\d+$/);
      } else {
        await page.getByLabel(t.latitude).fill("۳۵٫۷۰۱۲");
        await page.getByLabel(t.longitude).fill("۵۱٫۴۰۱۵");
        await page.getByLabel(t.longitude).press("Enter");
        await expect(page.locator(".kesht-map-pin")).toBeVisible();
      }
      await expect(page.getByText(message("location_required"))).toHaveCount(0);
      await page.getByRole("button", { name: t.next }).click();

      // Step 3: each file uploads as soon as it is chosen.
      await expect(page).toHaveURL(/\/auth\/register\/shop\/extra$/);
      await expect(page.getByText(t.steps[2])).toBeVisible();
      const logo = fileField(page, t.logo);
      await logo.input.setInputFiles(fixture("shop-logo.png"));
      const storeImages = fileField(page, t.storeImages);
      await storeImages.input.setInputFiles([fixture("farm.jpg"), fixture("shop-logo.png")]);
      const licence = fileField(page, t.licence);
      await licence.input.setInputFiles(fixture("business-licence.pdf"));
      const farmImages = fileField(page, t.farmImages);
      await farmImages.input.setInputFiles(fixture("farm.jpg"));
      const video = fileField(page, t.video);
      await video.input.setInputFiles(fixture("farm-5s.mp4"));
      await expectUploaded(logo.group, t, 1);
      await expectUploaded(storeImages.group, t, 2);
      await expectUploaded(licence.group, t, 1);
      await expectUploaded(farmImages.group, t, 1);
      await expectUploaded(video.group, t, 1);

      // A reload keeps the half-finished registration: files, and the place from step 2.
      await page.reload();
      await waitForApp(page);
      await expectUploaded(logo.group, t, 1);
      await expectUploaded(storeImages.group, t, 2);
      await expect(licence.group.getByText("business-licence.pdf")).toBeVisible();
      await expectUploaded(farmImages.group, t, 1);
      await expect(video.group.getByText("farm-5s.mp4")).toBeVisible();
      await expect(page.getByText(message("location_required"))).toHaveCount(0);

      // "I'm not a robot": a proof of work solved in the browser.
      // The box's name turns to "Verified" once solved, so it is found by its place.
      const robot = page.locator("altcha-widget").getByRole("checkbox");
      await expect(page.getByRole("checkbox", { name: t.robot })).toBeVisible();
      await robot.click();
      await expect(robot).toBeChecked({ timeout: 60_000 });
      await page.getByRole("button", { name: t.finish }).click();
      await expect(page).toHaveURL(/\/shop\/home$/, { timeout: 20_000 });
    });

    test("each wrong shop detail shows its own message, on leaving the field and on Next", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signInByApi(page, "seller", newMobile());
      await page.goto("/auth/register/shop");
      await waitForApp(page);

      const fields = [
        [t.nationalCode, "1234567890", "national_code_invalid"],
        [t.sheba, "IR000000000000000000000000", "sheba_invalid"],
        [t.iban, "AB12", "iban_invalid"],
        [t.card, "1234567890123456", "card_invalid"],
      ] as const;
      for (const [label, value, key] of fields) {
        const input = page.getByLabel(label, { exact: true });
        await input.fill(value);
        await input.blur();
        await expect(page.getByText(message(key))).toBeVisible();
        await expect(input).toHaveAttribute("aria-invalid", "true");
      }

      await page.getByRole("button", { name: t.next }).click();
      await expect(page.getByText(message("required"))).toHaveCount(2);
      for (const [, , key] of fields) await expect(page.getByText(message(key))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/register\/shop$/);
    });

    test("files that break the rules each show their own message", async ({ page }) => {
      test.setTimeout(90_000);
      await createSeller(page, 1);
      await page.goto("/auth/register/shop/extra");
      await waitForApp(page);
      // Step 2 was skipped: step 3 says so and does not send.
      await expect(page.getByText(message("location_required"))).toBeVisible();

      const licence = fileField(page, t.licence);
      await licence.input.setInputFiles(fixture("not-really.pdf"));
      await expect(licence.group.getByText(message("pdf_only"))).toBeVisible();
      await expectUploaded(licence.group, t, 0);

      const logo = fileField(page, t.logo);
      await logo.input.setInputFiles(fixture("business-licence.pdf"));
      await expect(logo.group.getByText(message("images_only"))).toBeVisible();

      const storeImages = fileField(page, t.storeImages);
      await storeImages.input.setInputFiles(Array.from({ length: 6 }, () => fixture("farm.jpg")));
      await expect(storeImages.group.getByText(message("too_many_images"))).toBeVisible();
      await expectUploaded(storeImages.group, t, 5);

      const video = fileField(page, t.video);
      await video.input.setInputFiles(fixture("farm-35s.mp4"));
      await expect(video.group.getByText(message("video_too_long"))).toBeVisible();
      await expectUploaded(video.group, t, 0);

      await page.getByRole("button", { name: t.finish }).click();
      await expect(page.getByText(message("captcha_required"))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/register\/shop\/extra$/);
    });
  });
}

test.describe("the shop's profile", () => {
  test.use({ viewport: desktopViewport });

  test("a coming-back shop finds step 1 filled in", async ({ page }) => {
    test.setTimeout(60_000);
    await createSeller(page, 1, "Saffron House");
    await page.goto("/auth/register/shop");
    await waitForApp(page);
    await expect(page.getByLabel("Shop name", { exact: true })).toHaveValue("Saffron House");
    await expect(page.getByLabel("Sheba number", { exact: true })).toHaveValue(shopDetails.sheba);
  });

  test("edit profile saves the shop's details", async ({ page }) => {
    test.setTimeout(60_000);
    await createSeller(page, 2, "Old Orchard");
    await page.goto("/shop/profile/edit-profile");
    await waitForApp(page);
    const name = page.getByLabel("Shop name", { exact: true });
    await expect(name).toHaveValue("Old Orchard");
    await name.fill("New Orchard");
    await page.getByLabel("Bank card number", { exact: true }).fill("1234");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(validationMessages.card_wrong_length.en)).toBeVisible();
    await page.getByLabel("Bank card number", { exact: true }).fill(shopDetails.card_number);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your shop's details are saved.")).toBeVisible();
    const profile = await (await page.request.get("/api/v1/seller/profile")).json();
    expect(profile.data.store_name).toBe("New Orchard");
  });

  test("images: add a farm image, and delete a shop image after confirming", async ({ page }) => {
    test.setTimeout(60_000);
    await createSeller(page, 2);
    await page.goto("/shop/profile/edit-profile/images");
    await waitForApp(page);
    const shopImages = page.getByRole("region", { name: "Shop images" });
    const farmImages = page.getByRole("region", { name: "Farm images" });
    await expect(shopImages.getByRole("img")).toHaveCount(1);
    await expect(farmImages.getByText("No farm images yet.")).toBeVisible();

    await fileField(page, "Add farm images").input.setInputFiles(fixture("farm.jpg"));
    await expect(farmImages.getByRole("img", { name: "Farm image 1" })).toBeVisible({
      timeout: 20_000,
    });

    await shopImages.getByRole("button", { name: "Delete Shop image 1" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(shopImages.getByRole("img")).toHaveCount(1);

    await shopImages.getByRole("button", { name: "Delete Shop image 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(shopImages.getByText("No shop images yet.")).toBeVisible();
  });
});
