import { schema } from "@kesht/db";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptProposal } from "../../flows/accept-proposal";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp } from "../../test/commerce";
import { bid, createFreightDriver, openLoad, sellerLoad, toldOf } from "../../test/freight";
import { closeWithLedgerBalanced } from "../../test/ledger";
import { call, createDriver, data, expectError, orderInState } from "../../test/shipping";
import { carriedLoads } from "./freight.repo";

/** The weight of the loads a driver was chosen for and has not delivered, in kg. */
async function carriedWeightKg(db: TestApp["db"], driverId: number): Promise<number> {
  return (await carriedLoads(db, [driverId])).reduce((sum, load) => sum + load.weightKg, 0);
}

/*
 * Questions on a load before bidding, and a driver's capacity across the loads of one trip
 * (issue 29, decision 036).
 */
describe("freight: questions and capacity", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => closeWithLedgerBalanced(t));

  type QuestionJson = { id: number; question: string; answer: string | null; mine: boolean };
  type DriverLoadJson = { questions: QuestionJson[] };

  describe("questions", () => {
    it("lets a driver who sees the load ask, at most 3 unanswered, and the shop hears", async () => {
      const load = await openLoad(t.app, world);
      const asker = await createFreightDriver(t.app, world, { refrigerated: false });
      const url = `/driver/loading-requests/${load.requestId}/questions`;
      const asked = await data<DriverLoadJson>(t.app, asker.headers, "POST", url, {
        question: "Are the crates stacked on pallets?",
      });
      expect(asked.questions).toMatchObject([
        { question: "Are the crates stacked on pallets?", answer: null, mine: true },
      ]);
      expect(await toldOf(t.app, load.shop.user.id, "load_question")).toMatchObject([
        { subjectId: load.groupId },
      ]);
      for (const question of ["Is there a forklift?", "Can I load at 7?"]) {
        await data(t.app, asker.headers, "POST", url, { question });
      }
      const fourth = await call(t.app, asker.headers, "POST", url, { question: "And parking?" });
      expectError(fourth, "too_many_open_questions");
      expect(fourth.json().messages.fa).toMatch(/بی‌پاسخ/);

      // Bad input is a field error; a driver from another province cannot see the load (404).
      expect((await call(t.app, asker.headers, "POST", url, { question: "   " })).statusCode).toBe(
        422,
      );
      const away = await createDriver(t.app, { provinceIds: [world.away.provinceId] });
      expectError(
        await call(t.app, away.headers, "POST", url, { question: "Hello?" }),
        "loading_request_not_found",
      );
    });

    it("keeps a cool load's questions from a vehicle that cannot carry it", async () => {
      const load = await openLoad(t.app, world, { body: { temperature: "frozen" } });
      const plain = await createFreightDriver(t.app, world, { refrigerated: false });
      const url = `/driver/loading-requests/${load.requestId}/questions`;
      expectError(
        await call(t.app, plain.headers, "POST", url, { question: "How cold?" }),
        "loading_request_not_found",
      );
    });

    it("lets the shop answer once; every driver who sees the load reads it, without the asker's name", async () => {
      const load = await openLoad(t.app, world);
      const asker = await createFreightDriver(t.app, world, { refrigerated: false });
      const bidder = await createFreightDriver(t.app, world, { refrigerated: true });
      const reader = await createFreightDriver(t.app, world, { refrigerated: false });
      await bid(t.app, bidder, load.requestId);
      const asked = await data<DriverLoadJson>(
        t.app,
        asker.headers,
        "POST",
        `/driver/loading-requests/${load.requestId}/questions`,
        { question: "Is the road to the shop paved?" },
      );
      const questionId = asked.questions[0]?.id ?? 0;

      // The shop sees it (never as its own) and answers it once.
      expect((await sellerLoad(t.app, load.shop, load.groupId)).questions).toMatchObject([
        { id: questionId, answer: null, mine: false },
      ]);
      const answerUrl = `/seller/loading-requests/${load.requestId}/questions/${questionId}/answer`;
      const answered = await call(t.app, load.shop.headers, "POST", answerUrl, {
        answer: "Yes, all the way to the gate.",
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.json().data.loading_request.questions).toMatchObject([
        { id: questionId, answer: "Yes, all the way to the gate." },
      ]);
      expectError(
        await call(t.app, load.shop.headers, "POST", answerUrl, { answer: "Again" }),
        "question_already_answered",
      );

      // Another shop finds neither the load nor the question; a question of another load is not found.
      const stranger = await openLoad(t.app, world);
      expectError(
        await call(t.app, stranger.shop.headers, "POST", answerUrl, { answer: "Mine?" }),
        "loading_request_not_found",
      );
      expectError(
        await call(
          t.app,
          stranger.shop.headers,
          "POST",
          `/seller/loading-requests/${stranger.requestId}/questions/${questionId}/answer`,
          { answer: "Not this load" },
        ),
        "question_not_found",
      );
      const badId = await call(
        t.app,
        load.shop.headers,
        "POST",
        `/seller/loading-requests/${load.requestId}/questions/abc/answer`,
        { answer: "x" },
      );
      expect([400, 404, 422]).toContain(badId.statusCode);

      // The asker and the bidder hear; every driver who sees the load reads the answer.
      for (const driver of [asker, bidder]) {
        expect(await toldOf(t.app, driver.user.id, "load_answered")).toMatchObject([
          { subjectId: load.requestId },
        ]);
      }
      expect(await toldOf(t.app, reader.user.id, "load_answered")).toEqual([]);
      const read = await data<DriverLoadJson>(
        t.app,
        reader.headers,
        "GET",
        `/driver/loading-requests/${load.requestId}`,
      );
      expect(read.questions).toEqual([
        expect.objectContaining({
          question: "Is the road to the shop paved?",
          answer: "Yes, all the way to the gate.",
          mine: false,
        }),
      ]);
      // Nothing in a question says who asked it.
      expect(Object.keys(read.questions[0] ?? {}).sort()).toEqual(
        ["answer", "answered_at", "asked_at", "id", "mine", "question"].sort(),
      );
    });
  });

  describe("capacity across the loads of one trip", () => {
    it("counts the loads a driver carries until delivered: listing, bidding and accepting", async () => {
      const driver = await createFreightDriver(t.app, world, {
        refrigerated: false,
        capacityKg: 150,
      });
      // A 100 kg load is theirs (chosen, not yet delivered): 50 kg are left.
      const first = await orderInState(t.app, world, "driver_assigned", { driver });
      expect(await carriedWeightKg(t.db, driver.user.id)).toBe(100);
      const heavy = await openLoad(t.app, world);
      const light = await openLoad(t.app, world, { body: { weight_kg: 40 } });

      const listed = await data<{ items: { id: number }[] }>(
        t.app,
        driver.headers,
        "GET",
        "/driver/loading-requests?per_page=48",
      );
      expect(listed.items.map((item) => item.id)).toContain(light.requestId);
      expect(listed.items.map((item) => item.id)).not.toContain(heavy.requestId);
      expect(
        (await call(t.app, driver.headers, "GET", `/driver/loading-requests/${heavy.requestId}`))
          .statusCode,
      ).toBe(404);
      const full = await bid(t.app, driver, heavy.requestId);
      expectError(full, "driver_capacity_full");
      expect(full.json().messages.fa).toMatch(/ظرفیت/);
      expect((await bid(t.app, driver, light.requestId)).statusCode).toBe(200);

      // Once the first load is delivered its weight is off the vehicle.
      await t.db
        .update(schema.orders)
        .set({ status: "delivered" })
        .where(eq(schema.orders.id, first.orderId));
      expect(await carriedWeightKg(t.db, driver.user.id)).toBe(0);
      expect((await bid(t.app, driver, heavy.requestId)).statusCode).toBe(200);
    });

    it("refuses an accept that no longer fits, even when two accepts of one driver race", async () => {
      const driver = await createFreightDriver(t.app, world, {
        refrigerated: false,
        capacityKg: 150,
      });
      const loads = [await openLoad(t.app, world), await openLoad(t.app, world)];
      const proposalIds: number[] = [];
      for (const load of loads) {
        // Both fit while neither is accepted.
        const made = await bid(t.app, driver, load.requestId);
        proposalIds.push(made.json().data.my_proposal.id);
      }
      // The flows themselves, on connections opened beforehand, so both transactions are open
      // at once on a PostgreSQL server (through HTTP, or waiting for a new connection, the
      // first would commit before the second begins).
      await Promise.all([1, 2, 3].map(() => t.db.execute(sql`select 1`)));
      const answers = await Promise.allSettled(
        loads.map((load, index) =>
          acceptProposal(t.db, {
            sellerId: load.shop.user.id,
            proposalId: proposalIds[index] ?? 0,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refusedIndex = answers.findIndex((answer) => answer.status === "rejected");
      const refusal = answers[refusedIndex];
      expect(refusal?.status === "rejected" && refusal.reason).toMatchObject({
        code: "driver_capacity_full",
      });

      const groups = await t.db
        .select()
        .from(schema.orderGroups)
        .where(
          inArray(
            schema.orderGroups.id,
            loads.map((load) => load.groupId),
          ),
        );
      expect(groups.filter((group) => group.driverId === driver.user.id)).toHaveLength(1);
      expect(await carriedWeightKg(t.db, driver.user.id)).toBe(100);
      // The refused load is still open, its bid still pending; asked again, the shop is told why.
      const open = loads[refusedIndex];
      if (!open) throw new Error("no refused load");
      const still = await sellerLoad(t.app, open.shop, open.groupId);
      expect(still.proposals[0]?.status).toBe("pending");
      const again = await call(
        t.app,
        open.shop.headers,
        "POST",
        `/seller/proposals/${proposalIds[refusedIndex]}/accept`,
      );
      expectError(again, "driver_capacity_full");
      expect(again.json().messages.en).toMatch(/no room left/);
    });
  });
});
