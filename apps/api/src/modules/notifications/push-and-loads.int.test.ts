import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebPushProvider } from "../../lib/push/web-push-provider";
import { developmentVapidKeys } from "../../outbound-config";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { call, createDriver, data, loadingRequestBody, paidOrder } from "../../test/shipping";
import { signIn } from "../../test/sign-in";
import { sendDueDeliveries } from "./deliveries.send";

/*
 * Web Push subscriptions (the routes the service worker calls, a push service's 410) and
 * new loads told only to the drivers who can carry them, batched per driver.
 */

const { pushSubscriptions, notifications, notificationDeliveries } = schema;

/** Keys a browser would give: a P-256 public key and a 16-byte secret, base64url. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

describe("push subscriptions and new loads", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let aheadMs = 0;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp({ clock: () => new Date(Date.now() + aheadMs) }));
  });
  afterAll(() => t.close());

  it("answers the development VAPID key, stores, moves and forgets a subscription", async () => {
    const key = await t.app.inject({ method: "GET", url: "/api/v1/push/public-key" });
    expect(key.json()).toEqual({ public_key: developmentVapidKeys.publicKey });

    const shop = await createShop(t.app, world);
    const body = { endpoint: "https://push.example.com/send/abc", keys: browserKeys() };
    const put = await call(t.app, shop.headers, "PUT", "/me/push-subscription", body);
    expect(put.statusCode).toBe(204);
    let [row] = await t.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({ userId: shop.user.id, role: "seller", endpoint: body.endpoint });

    // The same browser, signed in as someone else: the subscription follows the new person.
    const customer = await signIn(t.app, { role: "customer" });
    expect(
      (await call(t.app, customer.headers, "PUT", "/me/push-subscription", body)).statusCode,
    ).toBe(204);
    [row] = await t.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({ userId: customer.user.id, role: "customer" });

    const remove = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/me/push-subscription",
      headers: customer.headers,
      payload: { endpoint: body.endpoint },
    });
    expect(remove.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("refuses bad subscriptions with 4xx", async () => {
    const shop = await createShop(t.app, world);
    const keys = browserKeys();
    for (const body of [
      {},
      { endpoint: "http://push.example.com/x", keys },
      { endpoint: `https://push.example.com/${"a".repeat(2100)}`, keys },
      { endpoint: "https://push.example.com/x" },
      { endpoint: "https://push.example.com/x", keys: { p256dh: "not base64!", auth: "x" } },
      { endpoint: "https://push.example.com/x", keys, extra: 1 },
    ]) {
      const answer = await call(t.app, shop.headers, "PUT", "/me/push-subscription", body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/v1/me/push-subscription",
      payload: { endpoint: "https://push.example.com/x", keys },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pushes a subscribed shop's new order, and forgets a subscription the push service calls gone (410)", async () => {
    const shop = await createShop(t.app, world);
    const subscribed = await call(t.app, shop.headers, "PUT", "/me/push-subscription", {
      endpoint: "https://push.example.com/send/dev",
      keys: browserKeys(),
    });
    expect(subscribed.statusCode).toBe(204);
    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    const kinds = await t.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.subjectId, orderId));
    expect(kinds.map((row) => row.channel).sort()).toContain("push");

    // A real Web Push request to a push service that answers 410 Gone.
    const calls: string[] = [];
    // Web Push speaks HTTPS only: the stand-in push service has a certificate of its own.
    const dir = mkdtempSync(path.join(tmpdir(), "kesht-push-"));
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const tls = { key: readFileSync(key), cert: readFileSync(cert) };
    const gone = createServer(tls, (request, response) => {
      calls.push(request.headers.authorization ?? "");
      request.resume();
      response.writeHead(410).end();
    });
    await new Promise<void>((resolve) => gone.listen(0, "127.0.0.1", resolve));
    const endpoint = `https://127.0.0.1:${(gone.address() as AddressInfo).port}/push/abc`;
    await t.db
      .update(pushSubscriptions)
      .set({ endpoint })
      .where(eq(pushSubscriptions.userId, shop.user.id));
    const push = createWebPushProvider({
      ...developmentVapidKeys,
      subject: "mailto:ops@kesht.example",
      timeoutMs: 2000,
      serviceHosts: ["127.0.0.1"],
      agent: new Agent({ ca: tls.cert }),
    });
    await sendDueDeliveries(t.db, { ...t.app.outbound, push }, t.app.clock());
    gone.close();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^vapid t=/);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, shop.user.id)),
    ).toEqual([]);
  });

  it("tells a driver only of loads they can carry, at most one digest per interval", async () => {
    const near = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
    const elsewhere = await createDriver(t.app, { provinceIds: [world.away.provinceId] });
    const small = await createDriver(t.app, {
      provinceIds: [world.home.provinceId],
      capacityKg: 50,
    });
    const waiting = await createDriver(t.app, {
      provinceIds: [world.home.provinceId],
      reviewStatus: "pending_review",
    });
    const shop = await createShop(t.app, world);
    const sendLoad = async () => {
      const { orderId } = await paidOrder(t.app, world, shop);
      const group = await data<{ loading_request: { id: number } }>(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/loading-request`,
        loadingRequestBody(world),
      );
      return group.loading_request.id;
    };
    const digestsTo = (driverId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, driverId))
        .then((rows) => rows.filter((row) => row.kind === "new_loads"));

    const first = await sendLoad();
    const { sendNewLoadDigests } = await import("../../flows/new-load-digests");
    const interval = { intervalMs: t.app.outbound.loadDigestIntervalMs };
    expect(await sendNewLoadDigests(t.db, { now: t.app.clock(), ...interval })).toBe(1);
    const told = await digestsTo(near.user.id);
    expect(told).toMatchObject([{ subjectId: first, params: { count: 1 } }]);
    for (const other of [elsewhere, small, waiting])
      expect(await digestsTo(other.user.id)).toEqual([]);

    // A second load within the interval waits for the next digest.
    const second = await sendLoad();
    expect(await sendNewLoadDigests(t.db, { now: t.app.clock(), ...interval })).toBe(0);
    expect(await digestsTo(near.user.id)).toHaveLength(1);

    aheadMs = t.app.outbound.loadDigestIntervalMs + 1000;
    expect(await sendNewLoadDigests(t.db, { now: t.app.clock(), ...interval })).toBe(1);
    const later = await digestsTo(near.user.id);
    expect(later).toHaveLength(2);
    expect(later[1]).toMatchObject({ subjectId: second, params: { count: 1 } });
    // Nothing new: nothing more, however often the job runs.
    aheadMs *= 3;
    expect(await sendNewLoadDigests(t.db, { now: t.app.clock(), ...interval })).toBe(0);

    // The digest goes out by SMS with a link the driver opens to propose.
    aheadMs = 0;
    const deliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, later[1]?.id ?? 0));
    expect(deliveries.map((row) => row.channel)).toEqual(["sms"]);
  });
});
