import { createCustomer } from "./account-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

const texts = {
  en: {
    profile: "Profile",
    summary: "Your account",
    editProfile: "Edit profile",
    name: "Full name",
    email: "Email",
    save: "Save changes",
    saved: "Saved.",
    required: "This field is required.",
    invalidEmail: "Please enter a valid email address.",
    logOut: "Log out",
    openShop: "Open a shop",
    question: "Are you sure you want to log out of the application?",
    yes: "Yes",
    no: "No",
    signIn: "Sign in",
    accountMenu: "Account menu",
    newName: "Sara Karimi",
    menu: [
      "Edit profile",
      "Orders",
      "Favourites",
      "Addresses",
      "Wallet",
      "Turnovers",
      "Messages",
      "My reports",
      "Support",
    ],
  },
  fa: {
    profile: "پروفایل",
    summary: "حساب شما",
    editProfile: "ویرایش پروفایل",
    name: "نام و نام خانوادگی",
    email: "ایمیل",
    save: "ذخیرهٔ تغییرات",
    saved: "ذخیره شد.",
    required: "این فیلد الزامی است.",
    invalidEmail: "لطفاً یک نشانی ایمیل معتبر وارد کنید.",
    logOut: "خروج",
    openShop: "راه‌اندازی فروشگاه",
    question: "آیا مطمئن هستید که می‌خواهید از برنامه خارج شوید؟",
    yes: "بله",
    no: "خیر",
    signIn: "ورود",
    accountMenu: "منوی حساب",
    newName: "سارا کریمی",
    menu: [
      "ویرایش پروفایل",
      "سفارش‌ها",
      "علاقه‌مندی‌ها",
      "نشانی‌ها",
      "کیف پول",
      "گردش حساب",
      "پیام‌ها",
      "گزارش‌های من",
      "پشتیبانی",
    ],
  },
} as const;

const toPersian = (text: string) =>
  text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? "");

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];

  test.describe(`a customer's profile (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: mobileViewport, hasTouch: true });

      test("shows the name and number, edits the profile, and logs out after confirming", async ({
        page,
      }) => {
        // Six pages, a save and a sign-out: past 60 s when the machine is busy.
        test.slow();
        const { mobile, name } = await createCustomer(page);
        await page.goto("/");
        await waitForApp(page);
        const profileTab = page
          .getByRole("navigation", { name: lang === "en" ? "Sections" : "بخش‌ها" })
          .getByRole("link", { name: t.profile });
        // Signed in by the API behind the page's back: the shell learns it from the session.
        await expect(profileTab).toHaveAttribute("href", "/customer/profile");
        await profileTab.tap();
        await expect(page).toHaveURL(/\/customer\/profile$/);
        const summary = page.getByRole("region", { name: t.summary });
        await expect(summary.getByText(name, { exact: true })).toBeVisible();
        await expect(
          summary.getByText(lang === "fa" ? toPersian(mobile) : mobile, { exact: true }),
        ).toBeVisible();
        const menu = page.getByRole("navigation", {
          name: lang === "en" ? "Your account pages" : "صفحه‌های حساب شما",
        });
        await expect(menu.getByRole("link")).toHaveText([...t.menu]);

        // Edit: the schema's messages in the reader's language, then the API's own toast.
        await menu.getByRole("link", { name: t.editProfile }).tap();
        await expect(page).toHaveURL(/\/customer\/profile\/edit-profile$/);
        await expect(page.getByLabel(t.name)).toHaveValue(name);
        await page.getByLabel(t.name).fill("");
        await page.getByLabel(t.email).fill("not-an-email");
        await page.getByRole("button", { name: t.save }).tap();
        await expect(page.getByText(t.required)).toBeVisible();
        await expect(page.getByText(t.invalidEmail)).toBeVisible();
        await page.getByLabel(t.name).fill(t.newName);
        await page.getByLabel(t.email).fill(`edited.${mobile}@example.com`);
        await page.getByRole("button", { name: t.save }).tap();
        await expect(page.getByText(t.saved)).toBeVisible();
        await expect(page).toHaveURL(/\/customer\/profile$/);
        await expect(summary.getByText(t.newName, { exact: true })).toBeVisible();

        // "No" keeps them signed in.
        await page.getByRole("button", { name: t.logOut }).tap();
        const dialog = page.getByRole("alertdialog", { name: t.question });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: t.no }).tap();
        await expect(dialog).toBeHidden();
        await page.reload();
        await waitForApp(page);
        await expect(page).toHaveURL(/\/customer\/profile$/);
        await expect(summary.getByText(t.newName, { exact: true })).toBeVisible();

        // "Yes" signs them out and takes them home.
        await page.getByRole("button", { name: t.logOut }).tap();
        await page.getByRole("alertdialog").getByRole("button", { name: t.yes }).tap();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole("link", { name: t.signIn, exact: true })).toBeVisible();
        await page.goto("/customer/profile");
        await expect(page).toHaveURL(/\/auth\?next=%2Fcustomer%2Fprofile$/);
      });
    });

    test.describe("on a desktop", () => {
      test.use({ viewport: desktopViewport });

      test("the user menu leads to the profile and logs out after confirming", async ({ page }) => {
        await createCustomer(page, t.newName);
        await page.goto("/");
        await waitForApp(page);
        const menuButton = page.getByRole("button", { name: t.accountMenu });
        await menuButton.click();
        const menu = page.getByRole("menu");
        await expect(menu.getByRole("menuitem")).toHaveText([
          t.profile,
          ...t.menu.slice(1, 2),
          // One number may also hold a shop: the way to open one.
          t.openShop,
          t.logOut,
        ]);
        await menu.getByRole("menuitem", { name: t.profile }).click();
        await expect(page).toHaveURL(/\/customer\/profile$/);

        await menuButton.click();
        await page.getByRole("menuitem", { name: t.logOut }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: t.no }).click();
        await expect(page.getByRole("alertdialog")).toBeHidden();
        await expect(menuButton).toBeVisible();

        await menuButton.click();
        await page.getByRole("menuitem", { name: t.logOut }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: t.yes }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(menuButton).toBeHidden();
        await expect(page.getByRole("link", { name: t.signIn, exact: true })).toBeVisible();
      });
    });
  });
}
