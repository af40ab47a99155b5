import { randomUUID } from "node:crypto";
import { toPersianDigits } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { fundWallet } from "../../test/ledger";
import {
  call,
  createDriver,
  data,
  deliveryCodeOf,
  type Headers,
  orderInState,
  paidOrder,
  recordMatchingPickup,
} from "../../test/shipping";
import { signIn, signInSeller } from "../../test/sign-in";
import { notify } from "./notifications.service";

interface Item {
  id: number;
  kind: string;
  text: { en: string; fa: string };
  link: string;
  seen: boolean;
  created_at: string;
}
interface NotificationPage {
  items: Item[];
  page: number;
  per_page: number;
  has_more: boolean;
  unseen_count: number;
}

const SHEBA = "IR062960000000100324200001";
const prefixOf = { customer: "customer", seller: "seller", driver: "driver" } as const;

describe("notifications", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  const list = (headers: Headers, role: keyof typeof prefixOf, query = "") =>
    data<NotificationPage>(t.app, headers, "GET", `/${prefixOf[role]}/notifications${query}`);
  const kinds = async (headers: Headers, role: keyof typeof prefixOf) =>
    (await list(headers, role)).items.map((item) => item.kind);
  /** Every notification row, to prove nobody else got one. */
  const allRows = () => t.db.select().from(schema.notifications);

  describe("the orders", () => {
    it("a paid order reaches its seller only, and the accept reaches its customer only", async () => {
      const shop = await createShop(t.app, world);
      const before = (await allRows()).length;
      const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });

      const page = await list(shop.headers, "seller");
      expect(page.unseen_count).toBe(1);
      expect(page.items).toEqual([
        {
          id: expect.any(Number),
          kind: "order_paid",
          text: {
            en: `Order #${orderId} was paid. Accept it to start preparing.`,
            fa: expect.stringContaining("پرداخت شد"),
          },
          link: `/shop/orders/${orderId}`,
          seen: false,
          created_at: expect.any(String),
        },
      ]);
      // Persian digits in the Persian text, never ASCII ones.
      expect(page.items[0]?.text.fa).not.toMatch(/\d/);
      // The customer hears only that the payment went through (issue 27).
      expect(await kinds(customer.headers, "customer")).toEqual(["payment_confirmed"]);
      expect((await allRows()).length).toBe(before + 2);

      await data(t.app, shop.headers, "POST", `/seller/orders/${orderId}/accept`);
      const theirs = await list(customer.headers, "customer");
      expect(theirs.items).toMatchObject([
        { kind: "order_accepted", link: `/customer/orders/${orderId}`, seen: false },
        { kind: "payment_confirmed", link: `/customer/orders/${orderId}` },
      ]);
      expect(theirs.items[0]?.text.en).toContain("accepted your order");
      expect(await kinds(shop.headers, "seller")).toEqual(["order_paid"]);
      expect((await allRows()).length).toBe(before + 3);
    });

    it("a cancel reaches the other side: the customer when the shop cancels, the seller when the customer does", async () => {
      const shop = await createShop(t.app, world);
      const byShop = await paidOrder(t.app, world, shop, { accept: false });
      await data(t.app, shop.headers, "POST", `/seller/orders/${byShop.orderId}/cancel`, {
        reason: "Out of stock",
      });
      const customerSees = await list(byShop.customer.headers, "customer");
      expect(customerSees.items.map((item) => item.kind)).toEqual([
        "order_refunded",
        "order_cancelled",
        "payment_confirmed",
      ]);
      expect(customerSees.items[1]).toMatchObject({
        link: `/customer/orders/${byShop.orderId}`,
      });
      expect(customerSees.items[1]?.text.en).toContain("The shop cancelled your order");
      expect(await kinds(shop.headers, "seller")).toEqual(["order_paid"]);

      const byCustomer = await paidOrder(t.app, world, shop, { accept: false });
      await data(
        t.app,
        byCustomer.customer.headers,
        "POST",
        `/customer/orders/${byCustomer.orderId}/cancel`,
        { reason: "Ordered by mistake" },
      );
      const sellerSees = await list(shop.headers, "seller");
      expect(sellerSees.items.map((item) => [item.kind, item.link])).toEqual([
        ["order_cancelled", `/shop/orders/${byCustomer.orderId}`],
        ["order_paid", `/shop/orders/${byCustomer.orderId}`],
        ["order_paid", `/shop/orders/${byShop.orderId}`],
      ]);
      expect(sellerSees.items[0]?.text.fa).toContain("مشتری سفارش");
      expect(await kinds(byCustomer.customer.headers, "customer")).toEqual([
        "order_refunded",
        "payment_confirmed",
      ]);
    });
  });

  describe("the shipment", () => {
    it("proposals reach the seller; the chosen driver, the declined one and the customer hear once each", async () => {
      const shop = await createShop(t.app, world);
      const other = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const state = await orderInState(t.app, world, "awaiting_driver", { shop });
      await data(
        t.app,
        other.headers,
        "PUT",
        `/driver/loading-requests/${state.requestId}/proposal`,
        {
          price_toman: 500_000,
          duration_hours: 8,
        },
      );
      // A change to a pending proposal is not a new one.
      await data(
        t.app,
        other.headers,
        "PUT",
        `/driver/loading-requests/${state.requestId}/proposal`,
        {
          price_toman: 450_000,
          duration_hours: 8,
        },
      );
      const seller = await list(shop.headers, "seller");
      expect(seller.items.filter((item) => item.kind === "proposal_received")).toMatchObject([
        { link: `/shop/order-groups/${state.groupId}/loading-request` },
      ]);

      const chosen = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const proposal = await data<{ my_proposal: { id: number } }>(
        t.app,
        chosen.headers,
        "PUT",
        `/driver/loading-requests/${state.requestId}/proposal`,
        { price_toman: 400_000, duration_hours: 6 },
      );
      expect(
        (await kinds(shop.headers, "seller")).filter((kind) => kind === "proposal_received"),
      ).toHaveLength(2);
      await data(
        t.app,
        shop.headers,
        "POST",
        `/seller/proposals/${proposal.my_proposal.id}/accept`,
      );

      expect((await list(chosen.headers, "driver")).items).toMatchObject([
        { kind: "proposal_accepted", link: `/driver/jobs/${state.groupId}` },
      ]);
      const declined = await list(other.headers, "driver");
      expect(declined.items).toMatchObject([
        { kind: "proposal_declined", link: `/driver/loading-requests/${state.requestId}` },
      ]);
      expect(declined.items[0]?.text.en).toContain("was not chosen");

      await recordMatchingPickup(t.app, chosen.headers, state.groupId);
      await data(t.app, chosen.headers, "POST", `/driver/jobs/${state.groupId}/loaded`);
      // On the way, the customer is told so, and the delivery code, in both languages' digits.
      const onTheWay = await list(state.customer.headers, "customer");
      expect(onTheWay.items.map((item) => item.kind)).toEqual([
        "order_on_the_way",
        "delivery_code",
        "driver_assigned",
        "order_accepted",
        "payment_confirmed",
      ]);
      const code = await deliveryCodeOf(t.app, state.customer.headers, state.orderId);
      const codeNotice = onTheWay.items[1];
      expect(codeNotice?.text.en).toContain(`Your delivery code: ${code}.`);
      expect(codeNotice?.text.fa).toContain(toPersianDigits(String(code)));
      expect(codeNotice?.link).toBe(`/customer/orders/${state.orderId}`);
      await data(
        t.app,
        chosen.headers,
        "POST",
        `/driver/jobs/${state.groupId}/orders/${state.orderId}/delivered`,
        { code },
      );
      const customer = await list(state.customer.headers, "customer");
      expect(customer.items.map((item) => item.kind)).toEqual([
        "order_delivered",
        "order_on_the_way",
        "delivery_code",
        "driver_assigned",
        "order_accepted",
        "payment_confirmed",
      ]);
      expect(customer.items[0]?.link).toBe(`/customer/orders/${state.orderId}`);
      expect(await kinds(chosen.headers, "driver")).toEqual(["proposal_accepted"]);
    });

    it("a withdrawn loading request declines its proposals with the reason", async () => {
      const shop = await createShop(t.app, world);
      const state = await orderInState(t.app, world, "awaiting_driver", { shop });
      const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      await data(
        t.app,
        driver.headers,
        "PUT",
        `/driver/loading-requests/${state.requestId}/proposal`,
        {
          price_toman: 300_000,
          duration_hours: 5,
        },
      );
      await data(t.app, shop.headers, "POST", `/seller/loading-requests/${state.requestId}/cancel`);
      const page = await list(driver.headers, "driver");
      expect(page.items).toMatchObject([{ kind: "proposal_declined" }]);
      expect(page.items[0]?.text.en).toContain("withdrew loading request");
    });
  });

  describe("reviews and cash-outs", () => {
    it("a cash-out paid or rejected reaches its requester in that role", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      await fundWallet(t.db, "customer_wallet", customer.user.id, 1_000_000);
      const ask = async () => {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/v1/customer/cash-request",
          headers: { ...customer.headers, "idempotency-key": randomUUID() },
          payload: { amount_toman: 25_000, sheba: SHEBA },
        });
        expect(response.statusCode).toBe(201);
        return response.json().data.id as number;
      };
      const paid = await ask();
      const rejected = await ask();
      await data(t.app, admin.headers, "PUT", `/admin/cash-requests/${paid}`, {
        decision: "paid",
        bank_reference: "REF-1",
      });
      await data(t.app, admin.headers, "PUT", `/admin/cash-requests/${rejected}`, {
        decision: "rejected",
        reason: "Sheba does not match",
      });
      const page = await list(customer.headers, "customer");
      expect(page.items.map((item) => [item.kind, item.link])).toEqual([
        ["cash_out_rejected", "/customer/profile/wallet"],
        ["cash_out_paid", "/customer/profile/wallet"],
      ]);
      expect(page.items[0]?.text.en).toBe(
        "Your cash-out of 25,000 toman was rejected; the amount is back in your wallet. Reason: Sheba does not match",
      );
      expect(page.items[1]?.text.fa).toContain("۲۵٬۰۰۰");
    });

    it("a shop's and a driver's review reach them", async () => {
      const approved = await signInSeller(t.app, { reviewStatus: "pending_review" });
      const rejected = await signInSeller(t.app, { reviewStatus: "pending_review" });
      await data(t.app, admin.headers, "POST", `/admin/sellers/${approved.user.id}/review`, {
        decision: "approve",
      });
      await data(t.app, admin.headers, "POST", `/admin/sellers/${rejected.user.id}/review`, {
        decision: "reject",
        reason: "The licence is unreadable",
      });
      expect(await kinds(approved.headers, "seller")).toEqual(["shop_approved"]);
      const shopPage = await list(rejected.headers, "seller");
      expect(shopPage.items).toMatchObject([{ kind: "shop_rejected", link: "/shop/profile" }]);
      expect(shopPage.items[0]?.text.fa).toContain("The licence is unreadable");

      const driver = await createDriver(t.app, {
        provinceIds: [world.home.provinceId],
        reviewStatus: "pending_review",
      });
      await data(t.app, admin.headers, "POST", `/admin/drivers/${driver.user.id}/review`, {
        decision: "approve",
      });
      expect((await list(driver.headers, "driver")).items).toMatchObject([
        { kind: "driver_approved", link: "/driver/profile" },
      ]);
    });

    it("a suspended shop and a suspended driver are told why, in both languages", async () => {
      const seller = await signInSeller(t.app, { reviewStatus: "approved" });
      const before = (await allRows()).length;
      await data(t.app, admin.headers, "POST", `/admin/sellers/${seller.user.id}/review`, {
        decision: "suspend",
        reason: "Repeated late deliveries",
      });
      // Only the shop hears of it.
      expect((await allRows()).length).toBe(before + 1);
      const shopPage = await list(seller.headers, "seller");
      expect(shopPage.items).toMatchObject([{ kind: "shop_suspended", link: "/shop/profile" }]);
      expect(shopPage.items[0]?.text.en).toBe(
        "Your shop was suspended; its products are hidden from the storefront until the admins reinstate it. Reason: Repeated late deliveries",
      );
      expect(shopPage.items[0]?.text.fa).toContain("فروشگاه شما تعلیق شد");
      expect(shopPage.items[0]?.text.fa).toContain("دلیل: Repeated late deliveries");
      expect(shopPage.unseen_count).toBe(1);

      // Reinstated, the shop hears that it is approved again.
      await data(t.app, admin.headers, "POST", `/admin/sellers/${seller.user.id}/review`, {
        decision: "reinstate",
      });
      expect(await kinds(seller.headers, "seller")).toEqual(["shop_approved", "shop_suspended"]);

      const driver = await createDriver(t.app, {
        provinceIds: [world.home.provinceId],
        reviewStatus: "approved",
      });
      await data(t.app, admin.headers, "POST", `/admin/drivers/${driver.user.id}/review`, {
        decision: "suspend",
        reason: "راننده بار را دیر رساند",
      });
      const driverPage = await list(driver.headers, "driver");
      expect(driverPage.items).toMatchObject([
        { kind: "driver_suspended", link: "/driver/profile" },
      ]);
      expect(driverPage.items[0]?.text.fa).toBe(
        "حساب رانندگی شما تعلیق شد؛ تا بازگشایی از سوی مدیران درخواست بارگیری نمی‌بینید. دلیل: راننده بار را دیر رساند",
      );
      expect(driverPage.items[0]?.text.en).toContain("Your driver account was suspended");
    });
  });

  describe("reading and marking", () => {
    it("pages newest first and marks all, or up to an id, seen", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      for (const subjectId of [1, 2, 3]) {
        await notify(t.db, {
          userId: customer.user.id,
          role: "customer",
          kind: "order_delivered",
          subjectId,
        });
      }
      const first = await list(customer.headers, "customer", "?per_page=2");
      expect(first.items.map((item) => item.link)).toEqual([
        "/customer/orders/3",
        "/customer/orders/2",
      ]);
      expect(first).toMatchObject({ page: 1, per_page: 2, has_more: true, unseen_count: 3 });
      const second = await list(customer.headers, "customer", "?per_page=2&page=2");
      expect(second.items.map((item) => item.link)).toEqual(["/customer/orders/1"]);
      expect(second.has_more).toBe(false);

      const middle = first.items[1]?.id ?? 0;
      const marked = await data(t.app, customer.headers, "POST", "/customer/notifications/seen", {
        up_to_id: middle,
      });
      expect(marked).toEqual({ unseen_count: 1 });
      const after = await list(customer.headers, "customer");
      expect(after.items.map((item) => item.seen)).toEqual([false, true, true]);
      expect(
        await data(t.app, customer.headers, "GET", "/customer/notifications/unseen-count"),
      ).toEqual({ unseen_count: 1 });
      expect(
        await data(t.app, customer.headers, "POST", "/customer/notifications/seen", {}),
      ).toEqual({
        unseen_count: 0,
      });
    });

    it("shows a person only their own, in that role, whatever id they name", async () => {
      const owner = await signInSeller(t.app);
      const stranger = await signInSeller(t.app);
      await notify(t.db, { userId: owner.user.id, role: "seller", kind: "shop_approved" });
      // The same person as a customer has their own list.
      await notify(t.db, {
        userId: owner.user.id,
        role: "customer",
        kind: "order_accepted",
        subjectId: 9,
      });
      const mine = await list(owner.headers, "seller");
      expect(mine.items.map((item) => item.kind)).toEqual(["shop_approved"]);
      const id = mine.items[0]?.id ?? 0;

      expect((await list(stranger.headers, "seller")).items).toEqual([]);
      const marked = await data(t.app, stranger.headers, "POST", "/seller/notifications/seen", {
        up_to_id: id,
      });
      expect(marked).toEqual({ unseen_count: 0 });
      expect((await list(owner.headers, "seller")).unseen_count).toBe(1);

      // A seller's session is not a customer's or a driver's; no session is nobody's.
      expect((await call(t.app, owner.headers, "GET", "/customer/notifications")).statusCode).toBe(
        403,
      );
      expect((await call(t.app, owner.headers, "GET", "/driver/notifications")).statusCode).toBe(
        403,
      );
      expect((await call(t.app, {}, "GET", "/seller/notifications")).statusCode).toBe(401);
    });

    it("refuses bad input with 422 in both languages", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      for (const query of ["?page=0", "?per_page=51", "?page=abc", "?per_page=1.5", "?other=1"]) {
        const response = await call(
          t.app,
          customer.headers,
          "GET",
          `/customer/notifications${query}`,
        );
        expect(response.statusCode, query).toBe(422);
        expect(response.json().messages.fa).not.toBe("");
      }
      for (const body of [
        { up_to_id: 0 },
        { up_to_id: -3 },
        { up_to_id: 1.5 },
        { up_to_id: "12" },
        { up_to_id: 2 ** 60 },
        { other: true },
        null,
      ]) {
        const response = await call(
          t.app,
          customer.headers,
          "POST",
          "/customer/notifications/seen",
          body,
        );
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
    });

    it("is written in the caller's transaction: a rolled-back one leaves none", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      await expect(
        t.db.transaction(async (tx) => {
          await notify(tx, {
            userId: customer.user.id,
            role: "customer",
            kind: "order_accepted",
            subjectId: 5,
          });
          throw new Error("the flow failed after notifying");
        }),
      ).rejects.toThrow("the flow failed");
      expect((await list(customer.headers, "customer")).items).toEqual([]);

      // A flow refused half-way (a second accept of the same order) adds nothing either.
      const shop = await createShop(t.app, world);
      const { orderId, customer: buyer } = await paidOrder(t.app, world, shop);
      const again = await call(t.app, shop.headers, "POST", `/seller/orders/${orderId}/accept`);
      expect(again.statusCode).toBe(409);
      expect(await kinds(buyer.headers, "customer")).toEqual([
        "order_accepted",
        "payment_confirmed",
      ]);
    });

    it("is listed in the OpenAPI document", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/docs/json" });
      const paths = Object.keys(response.json().paths ?? {});
      for (const role of ["customer", "seller", "driver"]) {
        expect(paths).toContain(`/api/v1/${role}/notifications`);
        expect(paths).toContain(`/api/v1/${role}/notifications/seen`);
        expect(paths).toContain(`/api/v1/${role}/notifications/unseen-count`);
      }
    });
  });
});
