import type { Address } from "@kesht/contracts";
import { createCustomer, createSeller } from "./account-helpers";
import { firstPlace } from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/**
 * The map pickers (an address, a shop's place): the map's background and place search, which
 * here runs against the fake Nominatim server the Playwright config starts (the machines have
 * no internet, so MAP_TILE_URL=none gives the offline grid).
 */

const phone = { width: 375, height: 667 };

/** The grid tiles of the offline map are labelled with their corner's coordinates. */
function gridLabelsNear(page: Page, pattern: RegExp) {
  return page.locator(".kesht-grid-tile span").filter({ hasText: pattern });
}

test.describe("place search on the map pickers", () => {
  test("a customer finds her street in Persian on a phone; the pin and the map move there", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await useLanguage(context, baseURL, "fa");
    await page.setViewportSize(phone);
    await createCustomer(page);
    await page.goto("/customer/addresses/add");
    await waitForApp(page);
    await expect(page.locator(".kesht-offline-map")).toBeVisible();
    await expect(page.locator(".leaflet-control-attribution")).toHaveCount(0);
    await expect(page.locator(".kesht-map-pin")).toHaveCount(0);

    const search = page.getByRole("search", { name: "یافتن خیابان یا مکان" });
    const box = search.getByRole("searchbox");
    await box.fill("و");
    await box.press("Enter");
    await expect(search.getByText("برای جست‌وجوی مکان ۲ تا ۱۰۰ نویسه بنویسید.")).toBeVisible();

    await box.fill("ناکجاآباد");
    await search.getByRole("button", { name: "جست‌وجو" }).click();
    await expect(
      search.getByText("مکانی برای «ناکجاآباد» پیدا نشد.", { exact: false }),
    ).toBeVisible();

    // Enter searches; it does not send the address form around the box.
    await box.fill("ولیعصر");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/customer\/addresses\/add$/);
    const results = search.getByRole("list", { name: "مکان‌های یافته‌شده" });
    await results.getByRole("button", { name: /خیابان ولیعصر/ }).click();
    await expect(results).toHaveCount(0);
    await expect(page.locator(".kesht-map-pin")).toBeVisible();
    await expect(page.getByLabel("عرض جغرافیایی")).toHaveValue("35.757");
    await expect(page.getByLabel("طول جغرافیایی")).toHaveValue("51.41");
    await expect(gridLabelsNear(page, /^35\.7\d°, 51\.[34]\d°$/).first()).toBeVisible();

    const place = await firstPlace(page);
    await page.getByLabel("استان").selectOption({ label: place.province.title });
    await page.getByLabel("شهر").selectOption({ label: place.city.title });
    await page.getByLabel("نشانی", { exact: true }).fill("خیابان ولیعصر، پلاک ۱۲");
    await page.getByRole("button", { name: "ذخیرهٔ نشانی" }).click();
    await page.waitForURL("**/customer/addresses");
    const saved = await page.request.get("/api/v1/customer/addresses");
    const addresses = ((await saved.json()) as { data: Address[] }).data;
    expect(addresses[0]).toMatchObject({ latitude: 35.757, longitude: 51.41 });
  });

  test("a new shop finds its place in English; a geocoder that is down is explained", async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(desktopViewport);
    await createSeller(page, 1);
    await page.goto("/auth/register/shop/location");
    await waitForApp(page);

    const search = page.getByRole("search", { name: "Find a street or place" });
    const box = search.getByRole("searchbox");
    await box.fill("Burj Khalifa");
    await box.press("Enter");
    await search
      .getByRole("list", { name: "Places found" })
      .getByRole("button", { name: /Burj Khalifa.*Dubai, United Arab Emirates/ })
      .click();
    await expect(page.locator(".kesht-map-pin")).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("25.1972");
    await expect(page.getByLabel("Longitude")).toHaveValue("55.2744");
    await expect(gridLabelsNear(page, /^25\.[12]\d°, 55\.2\d°$/).first()).toBeVisible();
    await expect(
      page.getByText("The pin is now at Burj Khalifa.", { exact: false }),
    ).toBeAttached();

    // The fake answers this search as a server that is down.
    await box.fill("geocoder outage");
    await box.press("Enter");
    await expect(
      page.getByText(
        "Place search is not available right now; please find the place on the map, or try again in a minute.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("25.1972");
  });
});
