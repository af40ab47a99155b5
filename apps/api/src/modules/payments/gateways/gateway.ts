import type { Gateway } from "@kesht/contracts";

/**
 * A payment gateway, in Zarinpal's shape (most Iranian gateways share it): `request`
 * registers a payment and returns the gateway's token for it (the "authority") and the page
 * the customer pays on; the gateway sends the browser back to `callbackUrl` with the
 * authority; `verify` asks the gateway itself whether that payment was made. The callback's
 * query string is never trusted: only `verify` completes a payment.
 */
export interface PaymentGateway {
  readonly name: Gateway;
  /** What `amountMinor` counts: rials, or fils for dirhams. */
  readonly currency: "IRR" | "AED";
  /**
   * True for the development sandbox, whose page and callback are served by this API: their
   * addresses are relative, so they work through whichever origin the browser came from.
   */
  readonly local: boolean;
  request(input: GatewayRequest): Promise<{ authority: string; redirectUrl: string }>;
  /** The page a pending payment is paid on (for showing a pending payment again). */
  paymentPageUrl(authority: string): string;
  verify(input: { authority: string; amountMinor: number }): Promise<VerifyResult>;
}

export interface GatewayRequest {
  amountMinor: number;
  callbackUrl: string;
  description: string;
  /** The payer's mobile number, which some gateways show or use to prefill cards. */
  mobile?: string;
}

/**
 * - `paid`: the gateway confirms the money (again, for an already verified payment).
 * - `failed`: the gateway says this payment was not made (declined, cancelled, unknown).
 * - `unknown`: no answer yet (the payer has not decided, or the gateway did not answer);
 *   the payment stays pending and may be verified again, until it expires.
 */
export type VerifyResult =
  | { status: "paid"; referenceId: string }
  | { status: "failed"; reason: string }
  | { status: "unknown"; reason: string };

/** The gateway refused to register a payment or could not be reached. */
export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly gateway: Gateway,
    message: string,
    readonly code?: number,
  ) {
    super(`${gateway}: ${message}`);
  }
}
