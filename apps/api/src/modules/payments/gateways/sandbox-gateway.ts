import type { PaymentGateway, VerifyResult } from "./gateway";
import type { SandboxStore } from "./sandbox-store";

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
      const authority = await store.open({
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
      const session = await store.get(authority);
      // Not knowing a payment proves nothing (it may have been started elsewhere, or be
      // forgotten): only the payer's refusal fails one; expiry ends the rest.
      if (!session || session.gateway !== name) {
        return { status: "unknown", reason: "unknown authority" };
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
