import { expect, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/**
 * What a person typing "سیب" (apple) sees first on the demo catalogue: apples, named by the
 * whole word, before the potato ("سیب‌زمینی", one compound word) and the red onion (found only
 * through its subcategory's title, "سیب‌زمینی و پیاز"). Issue 23, item 5.
 */
test.use({ viewport: desktopViewport });

test("Persian search lists apples before the potato and the onion", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL, "fa");
  await page.goto(`/customer/products?search=${encodeURIComponent("سیب")}&type=all`);
  await waitForApp(page);
  const cards = page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .first();
  const names = await cards.getByRole("article").allTextContents();
  const potato = names.findIndex((text) => text.includes("سیب‌زمینی آگریا"));
  const onion = names.findIndex((text) => text.includes("پیاز قرمز"));
  expect(names[0]).toContain("سیب");
  expect(names[0]).not.toContain("سیب‌زمینی");
  const apple = names.findIndex((text) => text.includes("سیب قرمز دماوند"));
  expect(apple).toBeGreaterThanOrEqual(0);
  expect(potato).toBeGreaterThan(apple);
  if (onion >= 0) expect(onion).toBeGreaterThan(potato);
});
