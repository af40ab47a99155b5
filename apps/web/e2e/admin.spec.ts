import { createSeller, readCode } from "./account-helpers";
import { expect, test } from "./fixtures/test";
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

  test("approves one shop after confirming, rejects another with a reason the seller then reads, and logs out on a phone", async ({
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
    // The dashboard is the admin's home; the shops waiting for review are one link away.
    await expect(page).toHaveURL(/\/admin$/);
    // Its money says its currency, like every amount in the app.
    await expect(page.getByText(/^[\d,]+ toman$/)).toHaveCount(2);
    await page.goto("/admin/sellers");

    const toApprove = page.getByRole("article", { name: approveName });
    await expect(toApprove).toBeVisible();
    await expect(toApprove.getByRole("link", { name: "Business licence (PDF)" })).toHaveAttribute(
      "href",
      /\/api\/v1\/files\//,
    );
    // The card carries what the admin checks against the bank: the national code and the
    // shop's bank details, in Latin digits grouped in fours.
    await expect(toApprove.getByText("0499 3708 99", { exact: true })).toBeVisible();
    await expect(
      toApprove.getByText("IR82 0540 1026 8002 0817 9090 02", { exact: true }),
    ).toBeVisible();
    await expect(toApprove.getByText("6037 9911 9950 0590", { exact: true })).toBeVisible();

    // Approving lists the shop's products at once, so it asks first; cancelling changes nothing.
    await toApprove.getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Approve “${approveName}”?` });
    await expect(confirm).toContainText("Its products will be listed for customers straight away");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(toApprove).toBeVisible();
    await toApprove.getByRole("button", { name: "Approve" }).click();
    await confirm.getByRole("button", { name: "Approve the shop" }).click();
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

    // On a phone the admin has no profile tab: the header's menu holds the way out.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForApp(page);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await page.goto("/admin/sellers");
    await expect(page).toHaveURL(/\/auth/);
  });
});

test("a customer or a seller cannot open the admin page", async ({ page }) => {
  await createSeller(page, 1);
  await page.goto("/admin/sellers");
  await expect(page).toHaveURL(/\/$|\/shop\/home$/);
});
