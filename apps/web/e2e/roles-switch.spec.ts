import {
  createCustomer,
  createSeller,
  newMobile,
  readCode,
  shopDetails,
  signInByApi,
} from "./account-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * One mobile number, two roles (issue 9): the shop door takes a customer's number, shop
 * registration is the seller's shell from its first step, and the user menu (desktop) and the
 * profile pages (phone) switch between the roles without a new code.
 */

const texts = {
  en: {
    mobile: "Mobile number",
    send: "Send the code",
    code: "Code from the text message",
    signIn: "Sign in",
    search: "Search farm products",
    accountMenu: "Account menu",
    sections: "Sections",
    mainNav: "Main navigation",
    sellerSections: ["Dashboard", "Products", "Orders", "Profile"],
    customerSections: ["Home", "Orders", "Cart", "Profile"],
    storeName: "Shop name",
    latinName: "Shop name in English letters",
    manager: "Manager's full name",
    nationalCode: "National code",
    sheba: "Sheba number",
    iban: "IBAN",
    card: "Bank card number",
    next: "Next",
    switchToCustomer: "Switch to customer",
    switchToShop: "Switch to your shop",
    buyAsCustomer: "Buy as a customer",
    openShop: "Open a shop",
    accounts: "Your accounts",
    name: "Full name",
    email: "Email",
    signUp: "Sign up",
    logout: "Log out",
  },
  fa: {
    mobile: "شماره موبایل",
    send: "ارسال کد",
    code: "کد پیامک‌شده",
    signIn: "ورود",
    search: "جست‌وجوی محصولات کشاورزی",
    accountMenu: "منوی حساب",
    sections: "بخش‌ها",
    mainNav: "پیمایش اصلی",
    sellerSections: ["داشبورد", "محصولات", "سفارش‌ها", "پروفایل"],
    customerSections: ["خانه", "سفارش‌ها", "سبد خرید", "پروفایل"],
    storeName: "نام فروشگاه",
    latinName: "نام فروشگاه با حروف انگلیسی",
    manager: "نام و نام خانوادگی مدیر",
    nationalCode: "کد ملی",
    sheba: "شماره شبا",
    iban: "شماره IBAN",
    card: "شماره کارت بانکی",
    next: "بعدی",
    switchToCustomer: "رفتن به حساب مشتری",
    switchToShop: "رفتن به فروشگاه شما",
    buyAsCustomer: "خرید به‌عنوان مشتری",
    openShop: "راه‌اندازی فروشگاه",
    accounts: "حساب‌های شما",
    name: "نام و نام خانوادگی",
    email: "ایمیل",
    signUp: "ثبت‌نام",
    logout: "خروج",
  },
} as const;
type Texts = (typeof texts)["en" | "fa"];
type Size = "phone" | "desktop";

/** The resend cooldown of a number, and a little more (ARCHITECTURE §10). */
const cooldownMs = 61_000;

/**
 * The seller's shell, signed in: the seller's sections (leading to `sectionHref` while the
 * shop is not registered yet), no product search and no sign-in icon.
 */
async function expectSellerShell(page: Page, t: Texts, size: Size, dashboardHref: string) {
  await expect(page.getByRole("button", { name: t.search })).toHaveCount(0);
  await expect(page.getByRole("link", { name: t.signIn, exact: true })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: size === "phone" ? t.sections : t.mainNav });
  await expect(nav.getByRole("link")).toHaveText([...t.sellerSections]);
  await expect(nav.getByRole("link", { name: t.sellerSections[0] })).toHaveAttribute(
    "href",
    dashboardHref,
  );
  if (size === "desktop")
    await expect(page.getByRole("button", { name: t.accountMenu })).toBeVisible();
}

async function expectCustomerShell(page: Page, t: Texts, size: Size) {
  await expect(page.getByRole("button", { name: t.search })).toBeVisible();
  const nav = page.getByRole("navigation", { name: size === "phone" ? t.sections : t.mainNav });
  await expect(nav.getByRole("link")).toHaveText([...t.customerSections]);
  await expect(page.getByRole("link", { name: t.signIn, exact: true })).toHaveCount(0);
}

/** Step 1 of the shop's registration, typed as a person would. */
async function fillShopDetails(page: Page, t: Texts) {
  await page.getByLabel(t.storeName, { exact: true }).fill("باغ سیب دماوند");
  // Leaving the Persian name brings a Latin one to check (GET /translate-title).
  await page.getByLabel(t.manager, { exact: true }).focus();
  await expect(page.getByLabel(t.latinName)).toHaveValue("Damavand Apple Orchard");
  await page.getByLabel(t.manager, { exact: true }).fill(shopDetails.manager_full_name);
  await page.getByLabel(t.nationalCode, { exact: true }).fill(shopDetails.national_code);
  await page.getByLabel(t.sheba, { exact: true }).fill(shopDetails.sheba);
  await page.getByLabel(t.iban, { exact: true }).fill(shopDetails.iban);
  await page.getByLabel(t.card, { exact: true }).fill(shopDetails.card_number);
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/\/auth\/register\/shop\/location$/);
}

/** Chooses a role-switch entry: the user menu on a desktop, the profile page on a phone. */
async function chooseRole(page: Page, t: Texts, size: Size, entry: string, profilePath: string) {
  if (size === "desktop") {
    await page.getByRole("button", { name: t.accountMenu }).click();
    await page.getByRole("menuitem", { name: entry }).click();
    return;
  }
  await page.goto(profilePath);
  await waitForApp(page);
  await page
    .getByRole("navigation", { name: t.accounts })
    .getByRole("button", { name: entry })
    .click();
}

/** A shop's owner buys as a customer with the same number and switches back. */
async function ownerBuysAsCustomer(page: Page, t: Texts, size: Size) {
  await page.setViewportSize(size === "phone" ? mobileViewport : desktopViewport);
  const { mobile } = await createSeller(page, 2);
  await page.goto("/shop/home");
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: shopDetails.store_name })).toBeVisible();

  // Not a customer yet: the way is to sign up as one, with the number already verified.
  if (size === "desktop") {
    await page.getByRole("button", { name: t.accountMenu }).click();
    await expect(page.getByRole("menuitem", { name: t.switchToCustomer })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: t.openShop })).toHaveCount(0);
    await page.getByRole("menuitem", { name: t.buyAsCustomer }).click();
  } else {
    await page.goto("/shop/profile");
    await waitForApp(page);
    await page
      .getByRole("navigation", { name: t.accounts })
      .getByRole("link", { name: t.buyAsCustomer })
      .click();
  }
  await expect(page).toHaveURL(/\/auth\/register\/customer$/);
  await expect(page.getByLabel(t.mobile, { exact: true })).toHaveValue(mobile);
  await page.getByLabel(t.name).fill("Reza Karimi");
  await page.getByLabel(t.email).fill(`both.${mobile}@example.com`);
  await page.getByRole("button", { name: t.signUp, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForApp(page);
  await expectCustomerShell(page, t, size);

  await chooseRole(page, t, size, t.switchToShop, "/customer/profile");
  await expect(page).toHaveURL(/\/shop\/home$/);
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: shopDetails.store_name })).toBeVisible();
  await expectSellerShell(page, t, size, "/shop/home");
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];

  test.describe(`one number, two roles (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("shop registration steps 1 and 2 show the seller's shell, signed in", async ({
      page,
      context,
    }) => {
      for (const size of ["phone", "desktop"] as const) {
        await page.setViewportSize(size === "phone" ? mobileViewport : desktopViewport);
        await signInByApi(page, "seller", newMobile());
        await page.goto("/auth/register/shop");
        await waitForApp(page);
        await expect(page.getByLabel(t.storeName, { exact: true })).toBeVisible();
        // Not a shop yet: the seller's sections lead back to the registration.
        await expectSellerShell(page, t, size, "/auth/register/shop");

        await fillShopDetails(page, t);
        await expectSellerShell(page, t, size, "/shop/home");
        // Signed out again (the language stays) for the other size's new number.
        await context.clearCookies({ name: /^kesht_/ });
      }
    });

    // The shop door must wait out the resend cooldown of the code the customer signed up with;
    // meanwhile a shop's owner, in a browser of their own, buys as a customer and switches back
    // (at the other size), so the minute of waiting does that journey's work.
    test("the shop door takes a customer's number, opens a shop with it and switches without a code; a shop's owner buys as a customer with the same number and switches back", async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const size: Size = lang === "en" ? "desktop" : "phone";
      await page.setViewportSize(size === "phone" ? mobileViewport : desktopViewport);
      const { mobile } = await createCustomer(page);
      const codeSentAt = Date.now();

      const ownerSize: Size = lang === "en" ? "phone" : "desktop";
      const owner = await browser.newContext();
      await useLanguage(owner, baseURL, lang);
      await ownerBuysAsCustomer(await owner.newPage(), t, ownerSize);
      await owner.close();

      // Signed out (the language stays), the customer comes back through the shop door.
      await context.clearCookies({ name: /^kesht_/ });
      await page.goto("/auth?door=shop");
      await waitForApp(page);
      await page.getByLabel(t.mobile).fill(mobile);
      await page.waitForTimeout(Math.max(0, codeSentAt + cooldownMs - Date.now()));
      await page.getByRole("button", { name: t.send }).click();
      await expect(page).toHaveURL(/\/auth\/verify$/);
      await page.getByLabel(t.code).fill(await readCode(page.request, mobile));
      await page.getByRole("button", { name: t.signIn, exact: true }).click();

      // Let in, not refused: on to the shop's registration, in the seller's shell.
      await expect(page).toHaveURL(/\/auth\/register\/shop$/);
      await expectSellerShell(page, t, size, "/auth/register/shop");
      await fillShopDetails(page, t);
      await expectSellerShell(page, t, size, "/shop/home");

      // The same person is a customer too: one switch, no code.
      await chooseRole(page, t, size, t.switchToCustomer, "/shop/profile");
      await expect(page).toHaveURL(/\/$/);
      await waitForApp(page);
      await expectCustomerShell(page, t, size);

      // And back to the shop, which carries on where its registration stopped.
      await chooseRole(page, t, size, t.switchToShop, "/customer/profile");
      await expect(page).toHaveURL(/\/auth\/register\/shop\/location$/);
      await waitForApp(page);
      await expectSellerShell(page, t, size, "/shop/home");
    });
  });
}
