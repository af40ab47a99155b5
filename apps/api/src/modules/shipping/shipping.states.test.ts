import { describe, expect, it } from "vitest";
import { assertProposalTransition, assertRequestTransition, groupStatus } from "./shipping.states";

describe("shipping states", () => {
  it("changes an open loading request; an accepted one only to cancelled", () => {
    expect(() => assertRequestTransition("open", "accepted")).not.toThrow();
    expect(() => assertRequestTransition("open", "expired")).not.toThrow();
    // The shop calls off a load whose pickup it disputed (decision 045).
    expect(() => assertRequestTransition("accepted", "cancelled")).not.toThrow();
    expect(() => assertRequestTransition("accepted", "expired")).toThrow(
      expect.objectContaining({ code: "loading_request_not_open" }),
    );
    expect(() => assertRequestTransition("cancelled", "accepted")).toThrow();
    expect(() => assertRequestTransition("expired", "open")).toThrow();
  });

  it("lets a driver renew a withdrawn proposal but never revive a decided one", () => {
    expect(() => assertProposalTransition("withdrawn", "pending")).not.toThrow();
    expect(() => assertProposalTransition("declined", "pending")).toThrow(
      expect.objectContaining({ code: "proposal_not_pending" }),
    );
    expect(() => assertProposalTransition("accepted", "withdrawn")).toThrow();
    expect(() => assertProposalTransition("accepted", "pending")).toThrow();
    // Only the shop's cancel of the load closes an accepted proposal.
    expect(() => assertProposalTransition("accepted", "declined")).not.toThrow();
  });

  it("lets an expired or stale proposal be renewed, never accepted", () => {
    for (const from of ["expired", "stale"] as const) {
      expect(() => assertProposalTransition("pending", from)).not.toThrow();
      expect(() => assertProposalTransition(from, "pending")).not.toThrow();
      expect(() => assertProposalTransition(from, "accepted")).toThrow(
        expect.objectContaining({ code: "proposal_not_pending" }),
      );
    }
  });

  it("derives a group's status from its least advanced live order", () => {
    expect(groupStatus(["in_transit", "delivered"])).toBe("in_transit");
    expect(groupStatus(["delivered", "cancelled"])).toBe("delivered");
    expect(groupStatus(["cancelled"])).toBe("cancelled");
    expect(groupStatus(["awaiting_driver"])).toBe("awaiting_driver");
  });
});
