import { expect, test } from "@playwright/test";
import { desktopViewport, mobileViewport, waitForApp } from "./support";

test.describe("search overlay", () => {
  test.use({ viewport: desktopViewport });

  test("Enter searches all products for the text and remembers it", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Search farm products" }).click();

    const dialog = page.getByRole("dialog", { name: "Search products" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Your recent searches will show here.")).toBeVisible();

    const field = dialog.getByRole("searchbox", { name: "Search farm products" });
    await expect(field).toBeFocused();
    await field.fill("saffron");
    await field.press("Enter");

    // The products page arrives in a later issue; the address is what matters here.
    await expect(page).toHaveURL(/\/customer\/products\?/);
    const url = new URL(page.url());
    expect([...url.searchParams.entries()]).toEqual([
      ["category_id", ""],
      ["category_name", ""],
      ["search", "saffron"],
      ["type", "all"],
    ]);

    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Search farm products" }).click();
    const reopened = page.getByRole("dialog", { name: "Search products" });
    await expect(reopened.getByRole("button", { name: "saffron" })).toBeVisible();

    await reopened.getByRole("button", { name: "Clear all recent searches" }).click();
    await expect(reopened.getByText("Your recent searches will show here.")).toBeVisible();
  });

  test("Escape closes it and an empty Enter does nothing", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Search farm products" }).click();
    const dialog = page.getByRole("dialog", { name: "Search products" });
    await dialog.getByRole("searchbox").press("Enter");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("search overlay on a phone", () => {
  test.use({ viewport: mobileViewport });

  test("fills the screen", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Search farm products" }).click();
    const dialog = page.getByRole("dialog", { name: "Search products" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(mobileViewport.width);
    expect(box?.height).toBe(mobileViewport.height);
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
  });
});
