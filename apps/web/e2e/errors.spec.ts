import { expect, test } from "./fixtures/test";
import { useLanguage, waitForApp } from "./support";

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("Error 404")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/404 is the same not-found page", async ({ page }) => {
  const response = await page.goto("/404");
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the not-found page speaks Persian with Persian digits", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL, "fa");
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحه پیدا نشد");
  await expect(page.getByText("خطای ۴۰۴")).toBeVisible();
});

test("/500 explains a server error and offers a retry and the way home", async ({ page }) => {
  // Next answers the /500 route with its status, as it does /404 with 404.
  const response = await page.goto("/500");
  expect(response?.status()).toBe(500);
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
});
