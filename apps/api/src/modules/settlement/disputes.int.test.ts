import { errorMessages } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { balanceOf } from "../../test/ledger";
import {
  createDriver,
  createSettlementWorld,
  deliveredOrder,
  groupOrders,
  type Person,
  type SettlementWorld,
  withLedgerTestApp,
} from "../../test/settlement";
import { signIn } from "../../test/sign-in";
import { driverRatingSummary } from "../ratings/ratings.service";

/** Disputes, an admin's resolution and the driver's rating (issue 11 items 5 and 8). */
describe("disputes and driver ratings", () => {
  let t: TestApp;
  const { post, get } = withLedgerTestApp({}, (opened) => {
    t = opened;
  });

  async function disputedDriverOrder(s: SettlementWorld, priceRials = 2_000_000) {
    const driver = await createDriver(t.app, s.world);
    const order = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 1_500_000,
    });
    await groupOrders(t.db, s, [order.id], { driverId: driver.user.id, priceRials });
    const answer = await post(s.customer, `/customer/orders/${order.id}/dispute`, {
      reason: "The crate arrived crushed",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.status).toBe("disputed");
    return { driver, order };
  }

  it("lists disputes for admins only, with the customer's reason", async () => {
    const s = await createSettlementWorld(t.app);
    const { order } = await disputedDriverOrder(s);
    const list = await get(s.admin, "/admin/disputes?per_page=100");
    expect(list.statusCode).toBe(200);
    const found = list
      .json()
      .data.items.find((item: { order: { id: number } }) => item.order.id === order.id);
    expect(found).toMatchObject({
      reason: "The crate arrived crushed",
      order: { status: "disputed" },
    });
    expect((await get(s.customer, "/admin/disputes")).statusCode).toBe(403);
    expect((await get(s.seller, "/admin/disputes")).statusCode).toBe(403);
    expect((await get(s.admin, "/admin/disputes?page=0")).statusCode).toBe(422);
    expect((await get(s.admin, "/admin/disputes?per_page=101")).statusCode).toBe(422);
  });

  it("resolved as received: settled like a receipt, the note in the history", async () => {
    const s = await createSettlementWorld(t.app);
    const { driver, order } = await disputedDriverOrder(s);
    const answer = await post(s.admin, `/admin/disputes/${order.id}/resolve`, {
      outcome: "received",
      note: "Photos show the crate intact",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.status).toBe("received");
    expect(answer.json().data.events.at(-1)).toMatchObject({
      to_status: "received",
      reason: "Photos show the crate intact",
    });
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      2_000_000 - 100_000 + 1_500_000 - 2_000_000,
    );
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(2_000_000);
    // Resolved once: a second resolution is refused.
    const again = await post(s.admin, `/admin/disputes/${order.id}/resolve`, {
      outcome: "cancelled",
      note: "Changed my mind",
    });
    expect(again.statusCode).toBe(409);
  });

  it("resolved as cancelled: the customer gets goods and fee back, the driver is still paid, by the seller", async () => {
    const s = await createSettlementWorld(t.app);
    const { driver, order } = await disputedDriverOrder(s, 2_000_000);
    const walletBefore = await balanceOf(t.db, "customer_wallet", s.customer.user.id);
    const answer = await post(s.admin, `/admin/disputes/${order.id}/resolve`, {
      outcome: "cancelled",
      note: "The goods were spoiled",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: "cancelled",
      cancelled_by: "admin",
      cancel_reason: "The goods were spoiled",
    });
    expect((await balanceOf(t.db, "customer_wallet", s.customer.user.id)) - walletBefore).toBe(
      3_500_000,
    );
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(2_000_000);
    // The seller's wallet held nothing: the driver's pay is the seller's deficit.
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(0);
    expect((await get(s.seller, "/seller/wallet")).json().data.deficit_rials).toBe(2_000_000);
  });

  it("refuses disputes and resolutions that are not allowed", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const stranger = await signIn(t.app, { role: "customer" });
    const reason = { reason: "Something is wrong" };
    expect((await post(stranger, `/customer/orders/${order.id}/dispute`, reason)).statusCode).toBe(
      403,
    );
    expect((await post(s.customer, `/customer/orders/${order.id}/dispute`, {})).statusCode).toBe(
      422,
    );
    expect(
      (await post(s.customer, `/customer/orders/${order.id}/dispute`, { reason: "bad" }))
        .statusCode,
    ).toBe(422);
    expect((await post(s.customer, "/customer/orders/999999/dispute", reason)).statusCode).toBe(
      404,
    );
    // Not disputed yet: an admin has nothing to resolve.
    const resolve = { outcome: "received", note: "Fine" };
    expect((await post(s.admin, `/admin/disputes/${order.id}/resolve`, resolve)).statusCode).toBe(
      409,
    );
    expect((await post(s.admin, "/admin/disputes/999999/resolve", resolve)).statusCode).toBe(404);
    expect(
      (
        await post(s.admin, `/admin/disputes/${order.id}/resolve`, {
          outcome: "refund",
          note: "x y z",
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post(s.customer, `/admin/disputes/${order.id}/resolve`, resolve)).statusCode,
    ).toBe(403);
    expect(
      (await post(s.customer, `/customer/orders/${order.id}/dispute`, reason)).statusCode,
    ).toBe(200);
    expect(
      (await post(s.customer, `/customer/orders/${order.id}/dispute`, reason)).statusCode,
    ).toBe(409);
    // A disputed order can't be confirmed by the customer; the admin decides.
    expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(409);
  });

  describe("rating the driver", () => {
    it("once per shipment, only by the order's customer, only after receipt; shown on the order and in the driver's average", async () => {
      const s = await createSettlementWorld(t.app);
      const driver = await createDriver(t.app, s.world);
      const order = await deliveredOrder(t.app, s, {
        kg: 1,
        priceRials: 1_000_000,
        shippingFeeRials: 1_000_000,
      });
      await groupOrders(t.db, s, [order.id], { driverId: driver.user.id, priceRials: 900_000 });
      const rate = (person: Person, body: Record<string, unknown>) =>
        post(person, `/customer/orders/${order.id}/driver-rating`, body);

      const early = await rate(s.customer, { stars: 5 });
      expect(early.statusCode).toBe(409);
      expect(early.json().messages).toEqual(errorMessages("rating_not_allowed"));
      expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(200);

      const stranger = await signIn(t.app, { role: "customer" });
      expect((await rate(stranger, { stars: 1 })).statusCode).toBe(403);
      expect((await rate(driver, { stars: 5 })).statusCode).toBe(403);
      expect((await rate(s.customer, { stars: 6 })).statusCode).toBe(422);
      expect((await rate(s.customer, { stars: 0 })).statusCode).toBe(422);
      expect((await rate(s.customer, { stars: 3.5 })).statusCode).toBe(422);
      expect(
        (await post(s.customer, "/customer/orders/999999/driver-rating", { stars: 4 })).statusCode,
      ).toBe(404);

      const [first, second] = await Promise.all([
        rate(s.customer, { stars: 4, comment: "On time, careful with the crates" }),
        rate(s.customer, { stars: 1 }),
      ]);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
      const given = first?.statusCode === 201 ? first : second;
      const detail = (await get(s.customer, `/customer/orders/${order.id}`)).json().data;
      expect(detail.driver_rating).toEqual(given?.json().data);

      const summary = await driverRatingSummary(t.db, driver.user.id);
      expect(summary).toEqual({ average: detail.driver_rating.stars, count: 1 });
    });

    it("refused when no driver carried the order", async () => {
      const s = await createSettlementWorld(t.app);
      const order = await deliveredOrder(t.app, s, {
        kg: 1,
        priceRials: 1_000_000,
        shippingFeeRials: 0,
        sendMethod: "pickup",
      });
      expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(200);
      const answer = await post(s.customer, `/customer/orders/${order.id}/driver-rating`, {
        stars: 5,
      });
      expect(answer.statusCode).toBe(409);
      expect(
        (await get(s.customer, `/customer/orders/${order.id}`)).json().data.driver_rating,
      ).toBeNull();
    });
  });
});
