import { createCustomer, createSeller } from "./account-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

test.describe("signed out", () => {
  test("account pages redirect to /auth, with the way back, before they render", async ({
    request,
  }) => {
    for (const path of [
      "/customer/profile",
      "/customer/profile/edit-profile",
      "/customer/orders",
      "/customer/cart",
      "/customer/addresses",
      "/shop/home",
      "/shop/profile",
      "/admin/sellers",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  test("public customer pages are not redirected", async ({ request }) => {
    for (const path of ["/", "/customer/products", "/customer/shops", "/customer/categories"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(307);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: mobileViewport, hasTouch: true });

    test("tapping Orders lands on /auth, with the orders as the way back", async ({ page }) => {
      await page.goto("/");
      await waitForApp(page);
      await page
        .getByRole("navigation", { name: "Sections" })
        .getByRole("link", { name: "Orders" })
        .tap();
      await expect(page).toHaveURL(/\/auth\?next=%2Fcustomer%2Forders$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    });
  });
});

test.describe("a customer", () => {
  test.use({ viewport: desktopViewport });

  test("is sent home from shop and admin pages, and has a cart but no seller tabs", async ({
    page,
  }) => {
    await createCustomer(page);
    await page.goto("/shop/home");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin/sellers");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/customer/orders");
    await expect(page).toHaveURL(/\/customer\/orders$/);
    await page.goto("/");
    await waitForApp(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Orders", "Cart", "Profile"]);
    await expect(nav.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/customer/cart");
    await expect(page.getByRole("button", { name: "Search farm products" })).toBeVisible();
  });

  test("whose session ended elsewhere sees the signed-out shell", async ({ page, context }) => {
    await createCustomer(page);
    await page.goto("/");
    await waitForApp(page);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    // The session ends on the server while the browser still holds its cookie.
    const cookies = await context.cookies();
    await page.request.post("/api/v1/customer/Logout", {
      headers: { origin: new URL(page.url()).origin },
    });
    await context.addCookies(cookies);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeHidden();
  });
});

test.describe("a seller", () => {
  test("visiting / or a customer page lands on the dashboard, which says the shop is being reviewed", async ({
    page,
  }) => {
    test.slow();
    await createSeller(page, 2);
    await page.goto("/");
    await expect(page).toHaveURL(/\/shop\/home$/);
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Your shop is being reviewed" })).toBeVisible();
    await expect(
      page.getByText(
        "Your shop is being reviewed; your products will be listed once an admin approves it.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Green Valley Farm" })).toBeVisible();

    await page.goto("/customer/orders");
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/customer/products");
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test("who stopped after the first step is asked to finish registering", async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, "fa");
    await createSeller(page, 1);
    await page.goto("/");
    await expect(page).toHaveURL(/\/shop\/home$/);
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "ثبت‌نام فروشگاه را کامل کنید" })).toBeVisible();
    await page.getByRole("link", { name: "ادامهٔ ثبت‌نام" }).click();
    await expect(page).toHaveURL(/\/auth\/register\/shop\/location$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: mobileViewport, hasTouch: true });

    test("has the seller tabs and no search box or cart", async ({ page }) => {
      await createSeller(page, 1);
      await page.goto("/shop/profile");
      await waitForApp(page);
      const tabs = page.getByRole("navigation", { name: "Sections" });
      await expect(tabs.getByRole("link")).toHaveText([
        "Dashboard",
        "Products",
        "Orders",
        "Profile",
      ]);
      await expect(tabs.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
        "href",
        "/shop/home",
      );
      await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("button", { name: "Search farm products" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Cart" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Green Valley Farm" })).toBeVisible();
    });
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: desktopViewport });

    test("has the seller's user menu", async ({ page }) => {
      await createSeller(page, 1);
      await page.goto("/shop/home");
      await waitForApp(page);
      await page.getByRole("button", { name: "Account menu" }).click();
      await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
        "Dashboard",
        "Profile",
        "Products",
        "Orders",
        // One number may also hold a customer's account: the way to open one.
        "Buy as a customer",
        "Log out",
      ]);
      await page.getByRole("menuitem", { name: "Profile" }).click();
      await expect(page).toHaveURL(/\/shop\/profile$/);
    });
  });
});
