import { expect, test } from "@playwright/test";
import { createSeller, readCode } from "./account-helpers";
import { desktopViewport, waitForApp } from "./support";

/**
 * Admins are never created at sign-in: the e2e server makes this number an admin at start
 * (ADMIN_MOBILE in playwright.config.ts). It is not the admin the API helpers share, so this
 * spec's code request never meets their resend cooldown.
 */
const adminMobile = process.env.E2E_DOOR_ADMIN_MOBILE;

test.describe("the admin's review of shops", () => {
  test.skip(!adminMobile, "needs an admin account: set E2E_DOOR_ADMIN_MOBILE");
  test.use({ viewport: desktopViewport });

  test("approves one shop and rejects another with a reason the seller then reads", async ({
    page,
    browser,
  }) => {
    test.slow();
    const approveName = `Approve ${Date.now()}`;
    const rejectName = `Reject ${Date.now()}`;
    const sellerPage = await (await browser.newContext()).newPage();
    await createSeller(sellerPage, 2, approveName);
    const rejected = await (await browser.newContext()).newPage();
    await createSeller(rejected, 2, rejectName);

    await page.goto("/auth?door=admin");
    await waitForApp(page);
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    await page.getByLabel("Mobile number").fill(adminMobile ?? "");
    await page.getByRole("button", { name: "Send the code" }).click();
    await page
      .getByLabel("Code from the text message")
      .fill(await readCode(page.request, adminMobile ?? ""));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sellers$/);

    const toApprove = page.getByRole("article", { name: approveName });
    await expect(toApprove).toBeVisible();
    await expect(toApprove.getByRole("link", { name: "Business licence (PDF)" })).toHaveAttribute(
      "href",
      /\/api\/v1\/files\//,
    );
    await toApprove.getByRole("button", { name: "Approve" }).click();
    await expect(toApprove).toBeHidden();

    const toReject = page.getByRole("article", { name: rejectName });
    await toReject.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Reject the shop" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The licence is not readable.");
    await dialog.getByRole("button", { name: "Reject the shop" }).click();
    await expect(dialog).toBeHidden();
    await expect(toReject).toBeHidden();

    await rejected.goto("/shop/home");
    await waitForApp(rejected);
    await expect(
      rejected.getByRole("heading", { name: "Your shop was not approved" }),
    ).toBeVisible();
    await expect(rejected.getByText("The licence is not readable.")).toBeVisible();

    await sellerPage.goto("/shop/home");
    await waitForApp(sellerPage);
    await expect(sellerPage.getByRole("heading", { name: "Your shop is approved" })).toBeVisible();
  });
});

test("a customer or a seller cannot open the admin page", async ({ page }) => {
  await createSeller(page, 1);
  await page.goto("/admin/sellers");
  await expect(page).toHaveURL(/\/$|\/shop\/home$/);
});
