import { randomBytes, randomInt } from "node:crypto";
import type { PaymentGateway, VerifyResult } from "./gateway";

export type SandboxDecision = "undecided" | "approved" | "declined" | "timed_out";

/** What the sandbox knows about one payment: its own record, apart from Kesht's. */
export interface SandboxSession {
  authority: string;
  gateway: "sandbox" | "sandbox_aed";
  currency: "IRR" | "AED";
  amountMinor: number;
  description: string;
  callbackUrl: string;
  decision: SandboxDecision;
  referenceId: string | null;
  createdAt: number;
}

/** Sessions are forgotten a day after they start, like a real gateway's unused tokens. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The development gateway's memory: one per app, shared by the rial and the dirham sandbox
 * and by its hosted page. It stands for the gateway's own servers, which is why it is not in
 * Kesht's database: a forged callback can only be told from a real one by asking it.
 */
export function createSandboxStore(now: () => number = Date.now) {
  const sessions = new Map<string, SandboxSession>();

  function forgetOld() {
    for (const [authority, session] of sessions) {
      if (now() - session.createdAt > SESSION_LIFETIME_MS) sessions.delete(authority);
    }
  }

  return {
    open(input: Omit<SandboxSession, "authority" | "decision" | "referenceId" | "createdAt">) {
      forgetOld();
      // Zarinpal's authorities look like "A" followed by 35 characters; these are random too.
      const authority = `S${randomBytes(18).toString("hex")}`;
      sessions.set(authority, {
        ...input,
        authority,
        decision: "undecided",
        referenceId: null,
        createdAt: now(),
      });
      return authority;
    },
    get(authority: string): SandboxSession | undefined {
      return sessions.get(authority);
    },
    /** The payer's choice on the hosted page; only the first one counts. */
    decide(authority: string, decision: Exclude<SandboxDecision, "undecided">) {
      const session = sessions.get(authority);
      if (session?.decision !== "undecided") return session;
      session.decision = decision;
      if (decision === "approved")
        session.referenceId = String(randomInt(100_000_000, 999_999_999));
      return session;
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;

export const SANDBOX_PAGE_PATH = "/api/v1/payments/sandbox";

/**
 * The development gateway: nothing is charged; its hosted page
 * (`GET /payments/sandbox/:authority`) lets the payer approve, decline or let the payment
 * time out. `sandbox` charges rials, `sandbox_aed` the same amount in fils.
 */
export function createSandboxGateway(
  store: SandboxStore,
  name: "sandbox" | "sandbox_aed",
): PaymentGateway {
  const currency = name === "sandbox" ? "IRR" : "AED";
  const paymentPageUrl = (authority: string) =>
    `${SANDBOX_PAGE_PATH}/${encodeURIComponent(authority)}`;
  return {
    name,
    currency,
    local: true,
    async request(input) {
      const authority = store.open({
        gateway: name,
        currency,
        amountMinor: input.amountMinor,
        description: input.description,
        callbackUrl: input.callbackUrl,
      });
      return { authority, redirectUrl: paymentPageUrl(authority) };
    },
    paymentPageUrl,
    async verify({ authority, amountMinor }): Promise<VerifyResult> {
      const session = store.get(authority);
      if (!session || session.gateway !== name) {
        return { status: "failed", reason: "unknown authority" };
      }
      if (session.amountMinor !== amountMinor) {
        return { status: "failed", reason: "amount does not match" };
      }
      switch (session.decision) {
        case "approved":
          return { status: "paid", referenceId: session.referenceId ?? "" };
        case "declined":
          return { status: "failed", reason: "declined by the payer" };
        case "timed_out":
          return { status: "failed", reason: "timed out at the gateway" };
        case "undecided":
          return { status: "unknown", reason: "the payer has not decided yet" };
      }
    },
  };
}
