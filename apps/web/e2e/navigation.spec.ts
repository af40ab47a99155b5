import { expect, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, waitForApp } from "./support";

test.describe("on a phone (390×844)", () => {
  test.use({ viewport: mobileViewport, hasTouch: true });

  test("the bottom tab bar shows the customer tabs; the header has no section links", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    const tabBar = page.getByRole("navigation", { name: "Sections" });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByRole("link")).toHaveText(["Home", "Orders", "Cart", "Profile"]);
    await expect(tabBar.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  });

  test("signed out, every tab but Home leads to /auth and names the way back", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const tabBar = page.getByRole("navigation", { name: "Sections" });
    for (const [name, path] of [
      ["Orders", "/customer/orders"],
      ["Cart", "/customer/cart"],
      ["Profile", "/customer/profile"],
    ] as const) {
      await expect(tabBar.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/auth?next=${encodeURIComponent(path)}`,
      );
    }
    await tabBar.getByRole("link", { name: "Orders" }).tap();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcustomer%2Forders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");

    await page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Home" })
      .tap();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sub-header's back arrow returns to the previous page", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("link", { name: "Sign in", exact: true }).tap();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("button", { name: "Back" }).tap();
    await expect(page).toHaveURL(/\/$/);
  });

  test("opened directly, the back arrow goes home", async ({ page }) => {
    await page.goto("/terms");
    await waitForApp(page);
    await page.getByRole("button", { name: "Back" }).tap();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("on a desktop (1280×800)", () => {
  test.use({ viewport: desktopViewport });

  test("the header carries the sections and the tab bar is hidden", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
    const headerNav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(headerNav).toBeVisible();
    await expect(headerNav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(headerNav.getByText("Orders")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/auth",
    );
  });

  test("signed out, a section link leads to /auth", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Cart" })
      .click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcustomer%2Fcart$/);
  });
});
