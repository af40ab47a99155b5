import { newMobile, readCode } from "./account-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/** Every text these tests look for, in both languages. */
const texts = {
  en: {
    title: "Sign in",
    mobile: "Mobile number",
    customer: "Customer",
    shop: "Shop",
    send: "Send the code",
    code: "Code from the text message",
    signIn: "Sign in",
    changeNumber: "Change number",
    resend: "Send a new code",
    countdown: /You can ask for a new code in \d+ seconds?\./,
    cooldown: /A code was just sent\. You can ask for a new one in \d+ seconds\./,
    wrongFormat: "Please enter an Iranian mobile number, for example 09121234567.",
    wrongLength: "A mobile number has 11 digits, for example 09121234567.",
    wrongCode: "Please check the entered code.",
    registerTitle: "Sign up as a customer",
    name: "Full name",
    email: "Email",
    country: "Country of the mobile number",
    signUp: "Sign up",
    accountMenu: "Account menu",
    nameValue: "Sara Ahmadi",
  },
  fa: {
    title: "ورود",
    mobile: "شماره موبایل",
    customer: "مشتری",
    shop: "فروشگاه",
    send: "ارسال کد",
    code: "کد پیامک‌شده",
    signIn: "ورود",
    changeNumber: "تغییر شماره",
    resend: "ارسال دوبارهٔ کد",
    countdown: /^[۰-۹]+ ثانیهٔ دیگر می‌توانید کد تازه بخواهید\.$/,
    cooldown: /^کدی همین الان فرستاده شد\. [۰-۹]+ ثانیهٔ دیگر می‌توانید کد تازه بخواهید\.$/,
    wrongFormat: "لطفاً یک شماره موبایل ایرانی وارد کنید، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷.",
    wrongLength: "شماره موبایل ۱۱ رقم است، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷.",
    wrongCode: "لطفاً کد واردشده را بررسی کنید.",
    registerTitle: "ثبت‌نام مشتری",
    name: "نام و نام خانوادگی",
    email: "ایمیل",
    country: "کشور شماره موبایل",
    signUp: "ثبت‌نام",
    accountMenu: "منوی حساب",
    nameValue: "سارا احمدی",
  },
} as const;

const toPersian = (text: string) =>
  text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? "");

async function sendCode(page: Page, t: (typeof texts)["en" | "fa"], typed: string) {
  await page.getByLabel(t.mobile).fill(typed);
  await page.getByRole("button", { name: t.send }).click();
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];

  test.describe(`signing in (${lang})`, () => {
    test.use({ viewport: desktopViewport });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("a new number signs in, registers as a customer and is signed in at home", async ({
      page,
    }) => {
      const mobile = newMobile();
      await page.goto("/auth");
      await waitForApp(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole("radio", { name: t.customer })).toBeChecked();

      // People type numbers in their own digits; Persian readers type Persian digits.
      await sendCode(page, t, lang === "fa" ? toPersian(mobile) : mobile);
      await expect(page).toHaveURL(/\/auth\/verify$/);
      await expect(
        page.getByText(lang === "fa" ? toPersian(mobile) : mobile, { exact: true }),
      ).toBeVisible();
      const code = page.getByLabel(t.code);
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      await expect(code).toHaveAttribute("inputmode", "numeric");
      // The resend button waits out its 60 seconds, counted in the reader's digits.
      await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
      await expect(page.getByText(t.countdown)).toBeVisible();

      await code.fill(await readCode(page.request, mobile));
      await page.getByRole("button", { name: t.signIn, exact: true }).click();

      await expect(page).toHaveURL(/\/auth\/register\/customer$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.registerTitle);
      const registeredMobile = page.getByLabel(t.mobile, { exact: true });
      await expect(registeredMobile).toHaveValue(mobile);
      await expect(registeredMobile).toHaveAttribute("readonly", "");
      await expect(page.getByLabel(t.country)).toHaveValue(/\d+/);
      await page.getByLabel(t.name).fill(t.nameValue);
      await page.getByLabel(t.email).fill(`new.${mobile}@example.com`);
      await page.getByRole("button", { name: t.signUp, exact: true }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: t.accountMenu })).toBeVisible();
      await expect(page.getByRole("button", { name: t.accountMenu })).toContainText(t.nameValue);
    });

    test("a wrong format and a wrong digit count each have their own message", async ({ page }) => {
      await page.goto("/auth");
      await waitForApp(page);
      await sendCode(page, t, "08123456789");
      await expect(page.getByText(t.wrongFormat)).toBeVisible();
      await expect(page.getByLabel(t.mobile)).toHaveAttribute("aria-invalid", "true");

      await sendCode(page, t, "0912123");
      await expect(page.getByText(t.wrongLength)).toBeVisible();
      await expect(page.getByText(t.wrongFormat)).toBeHidden();
      await expect(page).toHaveURL(/\/auth$/);
    });

    test("a wrong code shows its message and the right one still signs in", async ({ page }) => {
      const mobile = newMobile();
      await page.goto("/auth");
      await waitForApp(page);
      await sendCode(page, t, `+98${mobile.slice(1)}`);
      await expect(page).toHaveURL(/\/auth\/verify$/);

      const right = await readCode(page.request, mobile);
      const wrong = right.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
      await page.getByLabel(t.code).fill(wrong);
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByText(t.wrongCode)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/verify$/);

      await page.getByLabel(t.code).fill(right);
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/register\/customer$/);
    });

    test("the shop door sends a new number on to the shop's registration", async ({ page }) => {
      const mobile = newMobile();
      await page.goto("/auth");
      await waitForApp(page);
      await page.getByRole("radiogroup").getByText(t.shop, { exact: true }).click();
      await expect(page.getByRole("radio", { name: t.shop })).toBeChecked();
      await sendCode(page, t, mobile);
      await expect(page).toHaveURL(/\/auth\/verify$/);
      await page.getByLabel(t.code).fill(await readCode(page.request, mobile));
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/register\/shop$/);
    });

    test('"change number" goes back to the first step through the same door', async ({ page }) => {
      await page.goto("/auth?door=shop");
      await waitForApp(page);
      const mobile = newMobile();
      await sendCode(page, t, mobile);
      await expect(page).toHaveURL(/\/auth\/verify$/);
      await page.getByRole("link", { name: t.changeNumber }).click();
      await expect(page).toHaveURL(/\/auth\?door=shop$/);
      await expect(page.getByRole("radio", { name: t.shop })).toBeChecked();

      // The same number again within the resend cooldown: the wait is said under the number,
      // where it stays (a toast is gone by the time someone looks back).
      await sendCode(page, t, mobile);
      const field = page.getByLabel(t.mobile);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.cooldown)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\?door=shop$/);
    });
  });
}

test("opened without a number to verify, /auth/verify goes back to /auth", async ({ page }) => {
  await page.goto("/auth/verify");
  await expect(page).toHaveURL(/\/auth$/);
});
