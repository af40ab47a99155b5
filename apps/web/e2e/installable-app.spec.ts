import type { CDPSession, Page, Worker } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { jobInTransit, readDriverLocation } from "./shipping-helpers";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The installable app (issue 27): a manifest in the page's language with icons that load at
 * their sizes, which Chromium finds installable; the service worker controls the page and shows
 * a Web Push notification in the payload's language; the driver's job page opens from the cache
 * with no network, and a position taken offline reaches the API once the phone is back online.
 */

const texts = {
  en: {
    name: "Kesht — farm products",
    shortName: "Kesht",
    dir: "ltr",
    lastSent: /^Last sent at /,
    queued: /^You are offline: your position is kept on the phone/,
  },
  fa: {
    name: "کشت — بازار محصولات کشاورزی",
    shortName: "کشت",
    dir: "rtl",
    lastSent: /^آخرین ارسال: /,
    queued: /^اتصال ندارید: موقعیت شما روی گوشی نگه داشته می‌شود/,
  },
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Waits until the service worker controls the page, and answers it. */
async function controllingWorker(page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  const workers = page.context().serviceWorkers();
  const worker = workers.find((candidate) => candidate.url().endsWith("/sw.js"));
  return worker ?? page.context().waitForEvent("serviceworker");
}

/** The id DevTools gives the site's worker registration (for delivering pushes). */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

/** The notifications the worker shows, as the person would read them. */
function shownNotifications(worker: Worker) {
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration };
    const shown = await scope.registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      dir: n.dir,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

for (const lang of ["en", "fa"] as const) {
  test(`the app installs: its manifest in ${lang}, icons at their sizes, a controlling worker`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = texts[lang];
    await useLanguage(context, baseURL, lang);
    await page.goto("/");
    await waitForApp(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/manifest/${lang}`);
    // As the browser fetches it: without cookies (the address alone says the language).
    const response = await fetch(new URL(href ?? "", baseURL));
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: t.name,
      short_name: t.shortName,
      lang,
      dir: t.dir,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4ed8",
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual([
      "any 192x192",
      "any 512x512",
      "maskable 192x192",
      "maskable 512x512",
    ]);
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body())).toBe(icon.sizes);
    }

    // Chromium's own reading: the manifest parses cleanly and the site is installable (a
    // test browser's private profile is the one thing it holds against installing).
    const worker = await controllingWorker(page);
    expect(worker.url()).toBe(new URL("/sw.js", baseURL).href);
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send("Page.getAppManifest");
    expect(parsed.url).toBe(new URL(`/manifest/${lang}`, baseURL).href);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  });
}

test("a push shows a notification in the payload's language, with its page", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/");
  await waitForApp(page);
  const worker = await controllingWorker(page);
  const origin = new URL(baseURL ?? "").origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, origin);

  const pushes = [
    {
      title: "سفارش تازه",
      body: "سفارش ۱۲ پرداخت شد",
      url: "/shop/orders/12",
      tag: "order-12",
      language: "fa",
    },
    {
      title: "New order",
      body: "Order 13 was paid",
      url: "/shop/orders/13",
      tag: "order-13",
      language: "en",
    },
  ];
  // One at a time, as a push service delivers them: in one CI run the second of two pushes
  // sent back to back never showed (it did on the retry).
  for (const push of pushes) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId,
      data: JSON.stringify(push),
    });
    await expect
      .poll(async () => (await shownNotifications(worker)).map((shown) => shown.tag))
      .toContain(push.tag);
  }
  await expect
    .poll(async () => (await shownNotifications(worker)).sort((a, b) => a.tag.localeCompare(b.tag)))
    .toEqual([
      {
        title: "سفارش تازه",
        body: "سفارش ۱۲ پرداخت شد",
        tag: "order-12",
        lang: "fa",
        dir: "rtl",
        url: "/shop/orders/12",
      },
      {
        title: "New order",
        body: "Order 13 was paid",
        tag: "order-13",
        lang: "en",
        dir: "ltr",
        url: "/shop/orders/13",
      },
    ]);
});

test("the driver's job page opens offline, and a position taken offline is sent when back (fa)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = texts.fa;
  const newPage = async (options: Parameters<typeof browser.newContext>[0] = {}) => {
    const context = await browser.newContext(options);
    await useLanguage(context, baseURL, "fa");
    return context.newPage();
  };
  const shop = await newPage();
  const customer = await newPage();
  const atTheShop = { latitude: 35.7, longitude: 51.4 };
  const onTheRoad = { latitude: 35.76, longitude: 51.47 };
  const driver = await newPage({
    viewport: mobileViewport,
    geolocation: atTheShop,
    permissions: ["geolocation"],
  });
  const groupId = await jobInTransit({ shop, customer, driver });

  await driver.goto(`/driver/jobs/${groupId}`);
  await waitForApp(driver);
  const worker = await controllingWorker(driver);
  // The page tells the worker who is signed in; it keeps pages for a driver only.
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        // public/sw.js's own reader of the account it was told.
        const scope = globalThis as unknown as { readAccount(): Promise<{ role: string } | null> };
        return (await scope.readAccount())?.role;
      }),
    )
    .toBe("driver");
  // The first visit came before the worker; the next one goes through it and is kept.
  await driver.reload();
  await waitForApp(driver);
  await expect(driver.getByTestId("driver-job-view")).toBeVisible();
  await expect(driver.getByText(t.lastSent)).toBeVisible();
  await expect
    .poll(() => driver.evaluate(async () => (await caches.keys()).join(" ")))
    .toMatch(/kesht-driver-v1-\d+/);

  // No network: the page, its orders and its scripts come from the cache; the new position
  // waits on the phone.
  await driver.context().setOffline(true);
  await driver.context().setGeolocation(onTheRoad);
  await driver.reload();
  await waitForApp(driver);
  await expect(driver.getByTestId("driver-job-view")).toBeVisible();
  await expect(driver.getByTestId("job-order")).toHaveCount(1);
  await expect(driver.getByText(t.queued)).toBeVisible();
  expect((await readDriverLocation(driver, groupId)).last_position).toMatchObject(atTheShop);

  // Back online: the queued position reaches the API.
  await driver.context().setOffline(false);
  await expect
    .poll(async () => (await readDriverLocation(driver, groupId)).last_position, {
      timeout: 20_000,
    })
    .toMatchObject(onTheRoad);

  // Signed out, the next page tells the worker so, and the driver's pages leave the phone.
  const origin = new URL(baseURL ?? "").origin;
  const logout = await driver.request.post("/api/v1/customer/Logout", { headers: { origin } });
  expect(logout.ok()).toBe(true);
  await driver.goto("/");
  await waitForApp(driver);
  await expect
    .poll(() => driver.evaluate(async () => (await caches.keys()).join(" ")))
    .not.toMatch(/kesht-driver-/);
});
