import { GatewayError, type PaymentGateway, type VerifyResult } from "./gateway";

export interface ZarinpalOptions {
  merchantId: string;
  /** https://payment.zarinpal.com (https://sandbox.zarinpal.com to test; a local fake in tests). */
  baseUrl: string;
  timeoutMs: number;
}

/** Zarinpal answers `{ data, errors }`: `data` on success, `errors` (an object) otherwise. */
interface ZarinpalAnswer {
  data?: { code?: unknown; authority?: unknown; ref_id?: unknown; message?: unknown } | unknown[];
  errors?: { code?: unknown; message?: unknown } | unknown[];
}

/** Zarinpal's codes for a successful verification: 100 now, 101 verified before. */
const VERIFIED = new Set([100, 101]);

class Unreachable extends Error {}

/**
 * Zarinpal's REST API, version 4 (https://www.zarinpal.com/docs/paymentGateway/):
 * `POST /pg/v4/payment/request.json` registers a payment and returns its authority, the payer
 * pays at `/pg/StartPay/{authority}`, and `POST /pg/v4/payment/verify.json` confirms it.
 * Amounts are rials. The merchant id goes in the JSON body, never into a URL or an error.
 */
export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(path: string, body: Record<string, unknown>) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ merchant_id: options.merchantId, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new Unreachable(
        timedOut
          ? `no answer within ${options.timeoutMs} ms`
          : `request failed: ${(error as Error).message}`,
      );
    }
    // Zarinpal reports its own errors in the body, with HTTP 4xx; a 5xx is an outage.
    if (response.status >= 500) throw new Unreachable(`HTTP ${response.status}`);
    try {
      return { httpStatus: response.status, answer: (await response.json()) as ZarinpalAnswer };
    } catch {
      throw new Unreachable(`the answer (HTTP ${response.status}) was not JSON`);
    }
  }

  /** The data object when `code` is one of `accepted`, otherwise the error code and text. */
  function outcome(answer: ZarinpalAnswer) {
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    const errors = Array.isArray(answer.errors) ? undefined : answer.errors;
    const code = Number(data?.code ?? errors?.code);
    const message =
      typeof errors?.message === "string"
        ? errors.message
        : typeof data?.message === "string"
          ? data.message
          : "";
    return { data, code: Number.isFinite(code) ? code : undefined, message };
  }

  const paymentPageUrl = (authority: string) =>
    `${base}/pg/StartPay/${encodeURIComponent(authority)}`;

  return {
    name: "zarinpal",
    currency: "IRR",
    local: false,
    async request(input) {
      let result: Awaited<ReturnType<typeof call>>;
      try {
        result = await call("/pg/v4/payment/request.json", {
          amount: input.amountMinor,
          callback_url: input.callbackUrl,
          description: input.description,
          ...(input.mobile ? { metadata: { mobile: input.mobile } } : {}),
        });
      } catch (error) {
        throw new GatewayError("zarinpal", (error as Error).message);
      }
      const { data, code, message } = outcome(result.answer);
      const authority = data?.authority;
      if (code !== 100 || typeof authority !== "string" || authority === "") {
        throw new GatewayError(
          "zarinpal",
          `payment request refused${message ? `: ${message}` : ""}`,
          code ?? result.httpStatus,
        );
      }
      return { authority, redirectUrl: paymentPageUrl(authority) };
    },
    paymentPageUrl,
    async verify({ authority, amountMinor }): Promise<VerifyResult> {
      let result: Awaited<ReturnType<typeof call>>;
      try {
        result = await call("/pg/v4/payment/verify.json", { amount: amountMinor, authority });
      } catch (error) {
        return { status: "unknown", reason: (error as Error).message };
      }
      const { data, code, message } = outcome(result.answer);
      if (code !== undefined && VERIFIED.has(code) && data?.ref_id !== undefined) {
        return { status: "paid", referenceId: String(data.ref_id) };
      }
      return {
        status: "failed",
        reason: `code ${code ?? result.httpStatus}${message ? `: ${message}` : ""}`,
      };
    },
  };
}
