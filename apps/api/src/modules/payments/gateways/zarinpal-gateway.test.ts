import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeZarinpal, zarinpalAnswers } from "./fake-zarinpal-server";
import { GatewayError } from "./gateway";
import { createZarinpalGateway } from "./zarinpal-gateway";

const merchantId = "1344b5d4-0048-11e8-94db-005056a205be";

describe("Zarinpal gateway", () => {
  let fake: Awaited<ReturnType<typeof startFakeZarinpal>>;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const gateway = (timeoutMs = 2000) =>
    createZarinpalGateway({ merchantId, baseUrl: `${fake.baseUrl}/`, timeoutMs });

  it("registers a payment with request.json and sends the payer to StartPay", async () => {
    const result = await gateway().request({
      amountMinor: 1_250_000,
      callbackUrl: "https://kesht.example/api/v1/payments/callback/zarinpal",
      description: "Kesht order 12",
      mobile: "09121234567",
    });
    expect(result).toEqual({
      authority: "A00000000000000000000000000000123456",
      redirectUrl: `${fake.baseUrl}/pg/StartPay/A00000000000000000000000000000123456`,
    });
    expect(fake.calls).toEqual([
      {
        path: "/pg/v4/payment/request.json",
        contentType: "application/json",
        body: {
          merchant_id: merchantId,
          amount: 1_250_000,
          callback_url: "https://kesht.example/api/v1/payments/callback/zarinpal",
          description: "Kesht order 12",
          metadata: { mobile: "09121234567" },
        },
      },
    ]);
  });

  it("reports a refused request as a gateway error with Zarinpal's code", async () => {
    fake.answerRequestWith(
      zarinpalAnswers.error(-9, "The input params invalid, validation error."),
    );
    const failure = await gateway()
      .request({ amountMinor: 10, callbackUrl: "https://x.example/cb", description: "d" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ code: -9 });
    expect(String((failure as Error).message)).toContain("validation error");
    // The merchant id is a secret of sorts: never in an error message.
    expect(String((failure as Error).message)).not.toContain(merchantId);
  });

  it("confirms a payment with verify.json, also one verified before (101)", async () => {
    const paid = await gateway().verify({ authority: "A0000123", amountMinor: 1_250_000 });
    expect(paid).toEqual({ status: "paid", referenceId: "201" });
    expect(fake.calls[0]).toMatchObject({
      path: "/pg/v4/payment/verify.json",
      body: { merchant_id: merchantId, amount: 1_250_000, authority: "A0000123" },
    });

    fake.answerVerifyWith(zarinpalAnswers.verified(101, 201));
    expect(await gateway().verify({ authority: "A0000123", amountMinor: 1_250_000 })).toEqual({
      status: "paid",
      referenceId: "201",
    });
  });

  it("says failed when Zarinpal does not confirm the payment", async () => {
    fake.answerVerifyWith(
      zarinpalAnswers.error(-51, "Session is not valid, session is not active paid try."),
    );
    expect(await gateway().verify({ authority: "A0000123", amountMinor: 5000 })).toEqual({
      status: "failed",
      reason: "code -51: Session is not valid, session is not active paid try.",
    });
    fake.answerVerifyWith(
      zarinpalAnswers.error(-50, "Session is not valid, amounts values is not the same."),
    );
    expect(await gateway().verify({ authority: "A0000123", amountMinor: 5000 })).toMatchObject({
      status: "failed",
    });
  });

  it("says unknown, not failed, when Zarinpal cannot be reached or answers with an outage", async () => {
    fake.answerVerifyWith((_call, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html>Bad gateway</html>");
    });
    expect(await gateway().verify({ authority: "A1", amountMinor: 5000 })).toEqual({
      status: "unknown",
      reason: "HTTP 502",
    });

    fake.answerVerifyWith(() => {
      // Never answers: the gateway's timeout ends the wait.
    });
    const slow = await gateway(200).verify({ authority: "A1", amountMinor: 5000 });
    expect(slow).toEqual({ status: "unknown", reason: "no answer within 200 ms" });

    const closed = createZarinpalGateway({
      merchantId,
      baseUrl: "http://127.0.0.1:1",
      timeoutMs: 2000,
    });
    expect((await closed.verify({ authority: "A1", amountMinor: 5000 })).status).toBe("unknown");
    await expect(
      closed.request({ amountMinor: 10, callbackUrl: "https://x.example/cb", description: "d" }),
    ).rejects.toBeInstanceOf(GatewayError);
  });
});
