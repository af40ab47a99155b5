import { expect, test } from "./fixtures/test";
import { seededContent, useLanguage, waitForApp } from "./support";

const pages = [
  { path: "/terms", contentName: "app_terms" },
  { path: "/about-us", contentName: "about_us" },
] as const;

for (const { path, contentName } of pages) {
  const content = seededContent(contentName);

  test(`${path} shows the API's page in English`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.titleEn);
    await expect(
      page.getByRole("heading", { level: 2, name: content.firstHeadingEn }),
    ).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await expect(page).toHaveTitle(`${content.titleEn} — Kesht`);
  });

  test(`${path} shows the API's page in Persian`, async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, "fa");
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.titleFa);
    await expect(
      page.getByRole("heading", { level: 2, name: content.firstHeadingFa }),
    ).toBeVisible();
    // The date is in the Persian calendar with Persian digits.
    await expect(page.getByText(/^آخرین به‌روزرسانی: .*[۰-۹]/)).toBeVisible();
  });
}

test("the footer links to the terms and about us pages", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Terms of use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});
