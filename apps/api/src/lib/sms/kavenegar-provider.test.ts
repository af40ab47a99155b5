import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accepted, startFakeKavenegar } from "./fake-kavenegar-server";
import { createKavenegarProvider } from "./kavenegar-provider";
import { SmsDeliveryError } from "./sms-provider";

describe("Kavenegar provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeKavenegar>>;
  beforeAll(async () => {
    fake = await startFakeKavenegar();
  });
  afterEach(() => {
    fake.calls.length = 0;
    fake.answerWith(accepted);
  });
  afterAll(() => fake.close());

  const provider = (options: { template?: string; sender?: string; timeoutMs?: number } = {}) =>
    createKavenegarProvider({
      apiKey: "test-key/with-slash",
      baseUrl: `${fake.baseUrl}/`,
      timeoutMs: options.timeoutMs ?? 2000,
      sender: options.sender,
      template: options.template,
    });

  it("posts the text as a form to sms/send.json under the API key", async () => {
    await provider({ sender: "10004346" }).send("09121234567", "Kesht code: 123456\nکد: ۱۲۳۴۵۶", {
      otp: "123456",
    });
    expect(fake.calls).toEqual([
      {
        path: "/v1/test-key%2Fwith-slash/sms/send.json",
        contentType: "application/x-www-form-urlencoded; charset=utf-8",
        form: {
          receptor: "09121234567",
          message: "Kesht code: 123456\nکد: ۱۲۳۴۵۶",
          sender: "10004346",
        },
      },
    ]);
  });

  it("leaves the sender out when none is configured", async () => {
    await provider().send("09121234567", "hello");
    expect(fake.calls[0]?.form).toEqual({ receptor: "09121234567", message: "hello" });
  });

  it("sends a code through verify/lookup.json when a template is set", async () => {
    await provider({ template: "kesht-login" }).send("09121234567", "Kesht code: 654321", {
      otp: "654321",
    });
    expect(fake.calls).toEqual([
      expect.objectContaining({
        path: "/v1/test-key%2Fwith-slash/verify/lookup.json",
        form: { receptor: "09121234567", token: "654321", template: "kesht-login" },
      }),
    ]);

    // A text without a code still goes as a plain message.
    await provider({ template: "kesht-login" }).send("09121234567", "Your order shipped");
    expect(fake.calls[1]?.path).toBe("/v1/test-key%2Fwith-slash/sms/send.json");
  });

  it("throws a typed error with Kavenegar's status when the message is refused", async () => {
    fake.answerWith((_call, response) => {
      // Kavenegar reports errors with the same status in the HTTP line and the body.
      response.writeHead(418, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ return: { status: 418, message: "اعتبار حساب شما کافی نیست" } }),
      );
    });
    const error = await provider()
      .send("09121234567", "hello")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ provider: "kavenegar", status: 418 });
    expect((error as Error).message).toContain("اعتبار حساب شما کافی نیست");
    expect((error as Error).message).not.toContain("test-key");
  });

  it("treats a 200 answer whose own status is not 200 as a refusal", async () => {
    fake.answerWith((_call, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ return: { status: 411, message: "receptor invalid" } }));
    });
    await expect(provider().send("09121234567", "hello")).rejects.toMatchObject({ status: 411 });
  });

  it("throws when the answer is not JSON", async () => {
    fake.answerWith((_call, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html>Bad gateway</html>");
    });
    await expect(provider().send("09121234567", "hello")).rejects.toMatchObject({
      name: "SmsDeliveryError",
      status: 502,
      detail: "the answer was not JSON",
    });
  });

  it("gives up after the timeout", async () => {
    fake.answerWith(() => {
      // Never answers.
    });
    const started = Date.now();
    const error = await provider({ timeoutMs: 200 })
      .send("09121234567", "hello")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).detail).toBe("no answer within 200 ms");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a connection failure without the API key", async () => {
    const closed = await startFakeKavenegar();
    await closed.close();
    const error = await createKavenegarProvider({
      apiKey: "secret-key",
      baseUrl: closed.baseUrl,
      timeoutMs: 1000,
    })
      .send("09121234567", "hello")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/^kavenegar: request failed/);
    expect((error as Error).message).not.toContain("secret-key");
  });
});
