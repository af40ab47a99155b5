// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * public/sw.js is a plain script (no build, no imports): its rules are top-level functions.
 * It is run here in a sandbox without `self`, so no listener is added, and the rules are read
 * from the sandbox's globals.
 */
const source = readFileSync(new URL("../../../public/sw.js", import.meta.url), "utf8");
const worker = runInNewContext(
  `${source}
  ({ notificationFromPayload, clickPlan, dataCacheName, cachesToForget, cachesFor,
     cachesOfOldVersions,
     isDriverJobPage, isDriverJobRead, isPositionPost, staticAssetsIn, enqueuePosition,
     duePositions, POSITION_MAX_AGE_MS })`,
  { URL, Object, Set, Date, JSON },
);

describe("push payload → notification", () => {
  it("shows the payload's title, body, tag and page, in the payload's language and direction", () => {
    const { title, options } = worker.notificationFromPayload({
      title: "سفارش تازه",
      body: "سفارش ۱۲ پرداخت شد",
      url: "/shop/orders/12",
      tag: "order-12",
      language: "fa",
    });
    expect(title).toBe("سفارش تازه");
    expect(options).toMatchObject({
      body: "سفارش ۱۲ پرداخت شد",
      tag: "order-12",
      lang: "fa",
      dir: "rtl",
      data: { url: "/shop/orders/12" },
      icon: "/icons/icon-192.png",
    });
  });

  it("falls back to the app's name in the language, English and the home page", () => {
    expect(worker.notificationFromPayload({ language: "fa" }).title).toBe("کشت");
    const { title, options } = worker.notificationFromPayload({ body: "hi", language: "de" });
    expect(title).toBe("Kesht");
    expect(options).toMatchObject({ lang: "en", dir: "ltr", data: { url: "/" } });
    expect(options.tag).toBeUndefined();
    expect(worker.notificationFromPayload(null).options.body).toBe("");
  });

  it("reads a payload without a language in the language of its text", () => {
    const persian = worker.notificationFromPayload({ title: "سفارش تازه", body: "پرداخت شد" });
    expect(persian.options).toMatchObject({ lang: "fa", dir: "rtl" });
    const english = worker.notificationFromPayload({ title: "New order", body: "Paid" });
    expect(english.options).toMatchObject({ lang: "en", dir: "ltr" });
  });

  it("never sends the reader to another site", () => {
    for (const url of ["https://evil.example/x", "//evil.example/x", "javascript:alert(1)", 7]) {
      expect(worker.notificationFromPayload({ url }).options.data.url).toBe("/");
    }
  });
});

describe("notification click", () => {
  const origin = "https://kesht.example";

  it("focuses the window already on the page", () => {
    const plan = worker.clickPlan({ url: "/shop/orders/12" }, origin, [
      `${origin}/`,
      `${origin}/shop/orders/12`,
    ]);
    expect(plan).toEqual({ action: "focus", index: 1, url: `${origin}/shop/orders/12` });
  });

  it("takes a window of the site to the page, or opens one when there is none", () => {
    expect(
      worker.clickPlan({ url: "/driver/jobs/3" }, origin, ["https://other.example/", `${origin}/`]),
    ).toEqual({ action: "navigate", index: 1, url: `${origin}/driver/jobs/3` });
    expect(worker.clickPlan({ url: "/driver/jobs/3" }, origin, [])).toEqual({
      action: "open",
      index: -1,
      url: `${origin}/driver/jobs/3`,
    });
    expect(worker.clickPlan(undefined, origin, []).url).toBe(`${origin}/`);
  });
});

describe("caches keyed by account", () => {
  it("keeps pages only for a signed-in driver, in a cache of their own", () => {
    expect(worker.cachesFor({ id: 7, role: "driver" })).toBe(worker.dataCacheName(7));
    expect(worker.dataCacheName(7)).not.toBe(worker.dataCacheName(8));
    expect(worker.cachesFor({ id: 7, role: "seller" })).toBeNull();
    expect(worker.cachesFor(null)).toBeNull();
  });

  it("forgets every other account's cache, and all of them on sign-out", () => {
    const names = [worker.dataCacheName(7), worker.dataCacheName(8), "kesht-shell-v1"];
    expect(worker.cachesToForget(names, { id: 7, role: "driver" })).toEqual([
      worker.dataCacheName(8),
    ]);
    expect(worker.cachesToForget(names, null)).toEqual([
      worker.dataCacheName(7),
      worker.dataCacheName(8),
    ]);
  });

  it("drops what an earlier version of the worker kept, and nothing of the site's others", () => {
    const names = [
      "kesht-shell-v0",
      "kesht-driver-v0-7",
      "kesht-shell-v1",
      worker.dataCacheName(7),
    ];
    expect(worker.cachesOfOldVersions([...names, "other-app"])).toEqual([
      "kesht-shell-v0",
      "kesht-driver-v0-7",
    ]);
  });

  it("caches the job page and what is under it, and its API reads but not its stream", () => {
    expect(worker.isDriverJobPage("/driver/jobs/12")).toBe(true);
    expect(worker.isDriverJobPage("/driver/jobs/12/orders/5/code")).toBe(true);
    expect(worker.isDriverJobPage("/driver/jobs")).toBe(false);
    expect(worker.isDriverJobPage("/shop/orders/12")).toBe(false);
    expect(worker.isDriverJobRead("GET", "/api/v1/driver/jobs/12")).toBe(true);
    expect(worker.isDriverJobRead("GET", "/api/v1/driver/jobs/12/orders/5")).toBe(true);
    expect(worker.isDriverJobRead("GET", "/api/v1/driver/jobs/12/stream")).toBe(false);
    expect(worker.isDriverJobRead("POST", "/api/v1/driver/jobs/12/loaded")).toBe(false);
    expect(worker.isDriverJobRead("GET", "/api/v1/seller/order-groups/12")).toBe(false);
  });

  it("finds the scripts, styles and fonts a page needs", () => {
    const html = `<link rel="stylesheet" href="/_next/static/css/a1.css"/><script src="/_next/static/chunks/app/page-9f.js" async></script><link rel="preload" href="/_next/static/media/Vazirmatn.p.woff2"/><script src="/_next/static/chunks/app/page-9f.js"></script><img src="/banners/x.webp">`;
    expect(worker.staticAssetsIn(html)).toEqual([
      "/_next/static/css/a1.css",
      "/_next/static/chunks/app/page-9f.js",
      "/_next/static/media/Vazirmatn.p.woff2",
    ]);
  });
});

describe("position queue", () => {
  const entry = (job: number, accountId: number, queuedAt: number) => ({
    url: `https://kesht.example/api/v1/driver/jobs/${job}/positions`,
    body: `{"latitude":35.${job},"longitude":51.4}`,
    headers: {},
    accountId,
    queuedAt,
  });

  it("queues only the driver's position posts", () => {
    expect(worker.isPositionPost("POST", "/api/v1/driver/jobs/12/positions")).toBe(true);
    expect(worker.isPositionPost("GET", "/api/v1/driver/jobs/12/positions")).toBe(false);
    expect(worker.isPositionPost("POST", "/api/v1/driver/jobs/12/loaded")).toBe(false);
  });

  it("keeps the newest position per job, in order", () => {
    let queue: unknown[] = [];
    queue = worker.enqueuePosition(queue, entry(1, 7, 1_000));
    queue = worker.enqueuePosition(queue, entry(2, 7, 2_000));
    queue = worker.enqueuePosition(queue, entry(1, 7, 3_000));
    expect(queue).toEqual([entry(2, 7, 2_000), entry(1, 7, 3_000)]);
  });

  it("sends the signed-in driver's fresh positions, keeps others' and drops stale ones", () => {
    const now = 10_000_000;
    const stale = entry(3, 7, now - worker.POSITION_MAX_AGE_MS - 1);
    const { send, keep } = worker.duePositions(
      [entry(1, 7, now - 1_000), entry(2, 8, now - 1_000), stale],
      7,
      now,
    );
    expect(send).toEqual([entry(1, 7, now - 1_000)]);
    expect(keep).toEqual([entry(2, 8, now - 1_000)]);
    expect(worker.duePositions([entry(1, 7, now)], undefined, now).send).toEqual([]);
  });
});
