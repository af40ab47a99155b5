import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp } from "../../test/commerce";
import { orderInState } from "../../test/shipping";
import {
  proposeOrRenew,
  transitionLoadingRequest,
  transitionProposal,
} from "./shipping.transition";

/** The code an AppError carries, or what else was thrown. */
async function refusal(work: Promise<unknown>): Promise<string> {
  return work.then(
    () => "written",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe("shipping's status writers", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  const requestRow = async (id: number) =>
    (await t.db.select().from(schema.loadingRequests).where(eq(schema.loadingRequests.id, id)))[0];
  const proposalRow = async (id: number) =>
    (await t.db.select().from(schema.driverProposals).where(eq(schema.driverProposals.id, id)))[0];

  it("writes a request's move once, and answers 409 to a writer holding a stale read", async () => {
    const { requestId } = await orderInState(t.app, world, "awaiting_driver");
    const read = await requestRow(requestId);
    if (!read) throw new Error("no request");
    expect((await transitionLoadingRequest(t.db, read, "cancelled")).status).toBe("cancelled");
    // The same read, used again: the row moved meanwhile, so nothing is written.
    expect(await refusal(transitionLoadingRequest(t.db, read, "expired"))).toBe("conflict");
    expect((await requestRow(requestId))?.status).toBe("cancelled");
    // A move the table does not allow is refused before any write.
    expect(
      await refusal(
        transitionLoadingRequest(t.db, { id: requestId, status: "cancelled" }, "accepted"),
      ),
    ).toBe("loading_request_not_open");
  });

  it("never brings an accepted proposal back to pending or moves it from a stale read", async () => {
    const { requestId, proposalId, driver } = await orderInState(t.app, world, "driver_assigned");
    if (!driver) throw new Error("no driver");
    const renewal = proposeOrRenew(t.db, {
      loadingRequestId: requestId,
      driverId: driver.user.id,
      priceRials: 1_000_000,
      durationHours: 4,
      validUntil: new Date(Date.now() + 3_600_000),
      requestRevision: 1,
    });
    expect(await refusal(renewal)).toBe("conflict");
    expect(
      await refusal(transitionProposal(t.db, { id: proposalId, status: "pending" }, "withdrawn")),
    ).toBe("conflict");
    const after = await proposalRow(proposalId);
    expect(after?.status).toBe("accepted");
    expect(after?.priceRials).toBe(4_000_000);
  });
});
