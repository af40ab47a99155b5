import { adminApi } from "./catalog-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The admin's disputes page, reached from the console's sections, in both languages, on a
 * phone and a desktop. Disputed orders need the shipping part's delivery (the whole loop's
 * spec, after the merge, fills the list); here the list is read empty and its page is whole.
 */
const languages = [
  {
    lang: "en",
    console: "Admin console",
    nav: "Disputes",
    title: "Disputed orders",
    empty: "No disputes",
    dir: "ltr",
  },
  {
    lang: "fa",
    console: "کنسول مدیریت",
    nav: "اختلاف‌ها",
    title: "سفارش‌های دارای اختلاف",
    empty: "اختلافی نیست",
    dir: "rtl",
  },
] as const;

for (const viewport of [mobileViewport, desktopViewport]) {
  for (const t of languages) {
    test(`the admin opens the disputes page (${t.lang}, ${viewport.width}px)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        viewport,
        storageState: await (await adminApi()).storageState(),
      });
      await useLanguage(context, baseURL, t.lang);
      const page = await context.newPage();
      await page.goto("/admin/cash-requests");
      await waitForApp(page);
      // On a phone the console's sections sit behind its disclosure above the page.
      if (viewport.width < desktopViewport.width) {
        await page.locator("summary", { hasText: t.console }).click();
      }
      await page.getByRole("link", { name: t.nav }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/admin\/disputes$/);
      await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
      // The API's answer for an admin: a page of disputes (none waiting in a fresh run, or
      // those another spec left); either the list or the empty state shows, never an error.
      // The page's first page of 20.
      const list = await (await adminApi()).get("/api/v1/admin/disputes?per_page=20");
      expect(list.ok()).toBe(true);
      const waiting = ((await list.json()) as { data: { items: unknown[] } }).data.items.length;
      if (waiting === 0) await expect(page.getByText(t.empty)).toBeVisible();
      else await expect(page.locator("tbody tr")).toHaveCount(waiting);
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}
