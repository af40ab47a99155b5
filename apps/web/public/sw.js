/*
 * Kesht's service worker: shows Web Push notifications and opens their page when tapped, and
 * keeps a driver's job page usable on a weak connection (the page and its API reads from a
 * cache when the network fails, positions queued while offline and sent when back).
 *
 * One plain script with no build step and no importScripts (the site's script policy would
 * refuse them). The rules are top-level functions without side effects, so sw.test.ts loads
 * this file in a sandbox and calls them; the event listeners at the end only wire them up.
 * Registered by src/features/installable/use-service-worker.ts.
 */

/** Next's hashed files the job page needs; the same for everyone, so one shared cache. */
const SHELL_CACHE = "kesht-shell-v1";
/** The job pages and their API reads, one cache per signed-in driver (`dataCacheName`). */
const DATA_CACHE_PREFIX = "kesht-driver-v1-";
const SHELL_CACHE_LIMIT = 200;
/** On a weak connection the cached page is shown after this; the network answer still lands. */
const NETWORK_TIMEOUT_MS = 4000;
/** A position older than this says nothing true about where the driver is now. */
const POSITION_MAX_AGE_MS = 30 * 60 * 1000;
const POSITIONS_SYNC_TAG = "kesht-positions";
const DB_NAME = "kesht-sw";
const STORE = "kv";

/** What differs by language in a notification (the app's language table, for this script). */
const LANGUAGES = {
  en: { dir: "ltr", appName: "Kesht" },
  fa: { dir: "rtl", appName: "کشت" },
};

// ---- Push -----------------------------------------------------------------------------

/** A path on this site, or "/": a payload never sends the reader elsewhere. */
function safePath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

/** The payload `{ title, body, url, tag, language }` as showNotification's arguments. */
function notificationFromPayload(payload) {
  const data = payload && typeof payload === "object" ? payload : {};
  const text = (value) => (typeof value === "string" ? value : "");
  const lang = Object.hasOwn(LANGUAGES, data.language)
    ? data.language
    : // No language named: Persian text reads right to left all the same.
      /[\u0600-\u06ff]/.test(text(data.title) + text(data.body))
      ? "fa"
      : "en";
  const options = {
    body: text(data.body),
    lang,
    dir: LANGUAGES[lang].dir,
    icon: "/icons/icon-192.png",
    badge: "/icons/maskable-192.png",
    data: { url: safePath(data.url) },
  };
  // A tag replaces the earlier notification of the same thing instead of piling up.
  if (text(data.tag)) options.tag = text(data.tag);
  return { title: text(data.title) || LANGUAGES[lang].appName, options };
}

/** The push message's JSON, or its text as the body when it is not JSON. */
function readPushData(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/**
 * What a tap does, given the open windows' addresses: focus the one already on the page, else
 * take the first window of the site there, else open a new one.
 */
function clickPlan(notificationData, origin, windowUrls) {
  const target = new URL(safePath(notificationData?.url), origin).href;
  const exact = windowUrls.indexOf(target);
  if (exact !== -1) return { action: "focus", index: exact, url: target };
  const ours = windowUrls.findIndex((url) => new URL(url).origin === origin);
  if (ours !== -1) return { action: "navigate", index: ours, url: target };
  return { action: "open", index: -1, url: target };
}

// ---- Caches, keyed by account -----------------------------------------------------------

function dataCacheName(accountId) {
  return `${DATA_CACHE_PREFIX}${accountId}`;
}

/** Caches to delete: every account's but the current one's (all of them when nobody is in). */
function cachesToForget(cacheNames, account) {
  const keep = account ? dataCacheName(account.id) : null;
  return cacheNames.filter((name) => name.startsWith(DATA_CACHE_PREFIX) && name !== keep);
}

/** Caches an earlier version of this worker made, which this one never reads. */
function cachesOfOldVersions(cacheNames) {
  return cacheNames.filter(
    (name) =>
      name.startsWith("kesht-") && name !== SHELL_CACHE && !name.startsWith(DATA_CACHE_PREFIX),
  );
}

/** Only a signed-in driver's own pages and reads are kept. */
function cachesFor(account) {
  return account && account.role === "driver" ? dataCacheName(account.id) : null;
}

/** The job page and everything under it (its orders, their chats, the delivery code form). */
function isDriverJobPage(pathname) {
  return /^\/driver\/jobs\/\d+(\/[\w/-]*)?$/.test(pathname);
}

/** The job page's API reads; the event stream is live by nature and never cached. */
function isDriverJobRead(method, pathname) {
  return (
    method === "GET" &&
    /^\/api\/v1\/driver\/jobs\/\d+(\/[\w/-]*)?$/.test(pathname) &&
    !pathname.endsWith("/stream")
  );
}

/** The scripts, styles and fonts a page names: kept so the cached page also runs. */
function staticAssetsIn(html) {
  const found = html.match(/\/_next\/static\/[\w./~%-]+\.(?:js|css|woff2)/g) ?? [];
  return [...new Set(found)];
}

// ---- Position queue ---------------------------------------------------------------------

function isPositionPost(method, pathname) {
  return method === "POST" && /^\/api\/v1\/driver\/jobs\/\d+\/positions$/.test(pathname);
}

/**
 * Adds a position that could not be sent. A position carries no time of its own (the API
 * stamps it when it arrives), so sending old ones later would put the driver where they were
 * as if they were there now: the queue keeps the newest per job.
 */
function enqueuePosition(queue, entry) {
  return [...queue.filter((queued) => queued.url !== entry.url), entry];
}

/** What to send now (this account's fresh positions, oldest first) and what to keep. */
function duePositions(queue, accountId, now) {
  const fresh = queue.filter((entry) => now - entry.queuedAt <= POSITION_MAX_AGE_MS);
  return {
    send: fresh.filter((entry) => entry.accountId === accountId),
    keep: fresh.filter((entry) => entry.accountId !== accountId),
  };
}

/** Answers a queued position like the API's envelope, with `data: null` meaning "queued". */
function queuedResponse() {
  const text = {
    en: "Saved; sent when the connection is back.",
    fa: "ذخیره شد؛ با برگشتن اتصال فرستاده می‌شود.",
  };
  const body = {
    status: "success",
    message: text.en,
    messages: text,
    errors: { en: {}, fa: {} },
    data: null,
  };
  return new Response(JSON.stringify(body), {
    status: 202,
    headers: { "Content-Type": "application/json" },
  });
}

// ---- Storage (IndexedDB: the worker may be stopped between events) ------------------------

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function readValue(key) {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE).objectStore(STORE).get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function writeValue(key, value) {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, "readwrite");
    transaction.objectStore(STORE).put(value, key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}

/** Who is signed in, as the page last said; kept in memory too, since every fetch asks. */
let knownAccount;
async function readAccount() {
  if (knownAccount === undefined) knownAccount = (await readValue("account")) ?? null;
  return knownAccount;
}
const readQueue = async () => (await readValue("positions")) ?? [];

/** The page says who is signed in; another account's (or a signed-out) cache goes at once. */
async function rememberAccount(account) {
  knownAccount = account;
  await writeValue("account", account);
  const names = cachesToForget(await caches.keys(), account);
  await Promise.all(names.map((name) => caches.delete(name)));
  if (!account) await writeValue("positions", []);
}

async function flushPositions() {
  const account = await readAccount();
  const { send, keep } = duePositions(await readQueue(), account?.id, Date.now());
  const unsent = [];
  for (const entry of send) {
    try {
      const response = await fetch(entry.url, {
        method: "POST",
        headers: entry.headers,
        body: entry.body,
        credentials: "same-origin",
      });
      // Too many or a server failure: again later. Refused (the job is delivered): dropped.
      if (response.status === 429 || response.status >= 500) unsent.push(entry);
    } catch {
      unsent.push(entry);
    }
  }
  await writeValue("positions", [...keep, ...unsent]);
}

// ---- Fetch strategies ---------------------------------------------------------------------

/**
 * The network's answer, or the cached one when the network fails or is slow. Storing the fresh
 * answer (and `onFresh`'s work) is left to run after it, so the page is never held for them.
 */
async function networkFirst(event, cacheName, onFresh) {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const fromNetwork = fetch(request).then((response) => {
    if (response.ok && !response.redirected) {
      event.waitUntil(cache.put(request, response.clone()));
      if (onFresh) event.waitUntil(onFresh(response.clone()));
    }
    return response;
  });
  // Vary (language, router headers) would hide a usable page from a driver with no network.
  const cached = await cache.match(request, { ignoreVary: true });
  if (!cached) return fromNetwork;
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, cached));
  return Promise.race([fromNetwork.catch(() => cached), slow]);
}

async function cacheFirst(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => trimCache(cache, SHELL_CACHE_LIMIT)));
  }
  return response;
}

/** Old builds' files go first (the cache lists entries in the order they were added). */
async function trimCache(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

async function keepPageAssets(response) {
  const cache = await caches.open(SHELL_CACHE);
  for (const asset of staticAssetsIn(await response.text())) {
    if (!(await cache.match(asset))) await cache.add(asset).catch(() => undefined);
  }
}

async function queuePosition(request) {
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    const account = await readAccount();
    if (!account) return Response.error();
    const headers = {};
    for (const name of ["content-type", "accept", "accept-language"]) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    const entry = { url: request.url, body, headers, accountId: account.id, queuedAt: Date.now() };
    await writeValue("positions", enqueuePosition(await readQueue(), entry));
    await self.registration.sync?.register(POSITIONS_SYNC_TAG).catch(() => undefined);
    return queuedResponse();
  }
}

async function answer(event) {
  const cacheName = cachesFor(await readAccount());
  if (!cacheName) return fetch(event.request);
  const isPage = event.request.mode === "navigate";
  return networkFirst(event, cacheName, isPage ? keepPageAssets : undefined);
}

/** Next's files from the cache, but only for drivers: nobody else's pages are kept offline. */
async function staticFile(event) {
  return cachesFor(await readAccount()) ? cacheFirst(event) : fetch(event.request);
}

// ---- Events -------------------------------------------------------------------------------

if (typeof self !== "undefined" && typeof self.addEventListener === "function") {
  self.addEventListener("install", () => self.skipWaiting());

  self.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        const names = cachesOfOldVersions(await caches.keys());
        await Promise.all(names.map((name) => caches.delete(name)));
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener("push", (event) => {
    const { title, options } = notificationFromPayload(readPushData(event.data));
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const plan = clickPlan(
          event.notification.data,
          self.location.origin,
          windows.map((client) => client.url),
        );
        const client = windows[plan.index];
        if (plan.action === "open" || !client) return self.clients.openWindow(plan.url);
        if (plan.action === "navigate") await client.navigate(plan.url);
        return client.focus();
      })(),
    );
  });

  self.addEventListener("message", (event) => {
    const message = event.data ?? {};
    if (message.type === "account") event.waitUntil(rememberAccount(message.account ?? null));
    if (message.type === "flush-positions") event.waitUntil(flushPositions());
  });

  self.addEventListener("sync", (event) => {
    if (event.tag === POSITIONS_SYNC_TAG) event.waitUntil(flushPositions());
  });

  self.addEventListener("fetch", (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (isPositionPost(request.method, url.pathname)) {
      event.respondWith(queuePosition(request));
    } else if (request.method === "GET" && url.pathname.startsWith("/_next/static/")) {
      event.respondWith(staticFile(event));
    } else if (
      (request.mode === "navigate" && isDriverJobPage(url.pathname)) ||
      isDriverJobRead(request.method, url.pathname)
    ) {
      event.respondWith(answer(event));
    }
  });
}
