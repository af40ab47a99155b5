import { SmsDeliveryError, type SmsProvider } from "./sms-provider";

export interface KavenegarOptions {
  apiKey: string;
  /** The sending line; Kavenegar uses the account's default line when it is absent. */
  sender?: string;
  /** A verify/lookup template (with `%token%`); one-time codes go through it when set. */
  template?: string;
  /** https://api.kavenegar.com; a local fake server in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Kavenegar answers every call with `{ return: { status, message }, entries }`; 200 is success. */
interface KavenegarAnswer {
  return?: { status?: unknown; message?: unknown };
}

/**
 * Kavenegar's REST API (https://kavenegar.com/rest.html): form-encoded POSTs to
 * `/v1/{API-KEY}/sms/send.json` or `/v1/{API-KEY}/verify/lookup.json`. The key is part of the
 * path, so the URL is never logged or put into an error.
 */
export function createKavenegarProvider(options: KavenegarOptions): SmsProvider {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(method: "sms/send" | "verify/lookup", form: Record<string, string>) {
    const url = `${base}/v1/${encodeURIComponent(options.apiKey)}/${method}.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new SmsDeliveryError(
        "kavenegar",
        timedOut
          ? `no answer within ${options.timeoutMs} ms`
          : `request failed: ${(error as Error).message}`,
      );
    }

    // Kavenegar sends its own status in the body, also with HTTP errors (e.g. 418 no credit).
    let answer: KavenegarAnswer;
    try {
      answer = (await response.json()) as KavenegarAnswer;
    } catch {
      throw new SmsDeliveryError("kavenegar", "the answer was not JSON", response.status);
    }
    const status = Number(answer.return?.status);
    if (status !== 200) {
      const message = typeof answer.return?.message === "string" ? answer.return.message : "";
      throw new SmsDeliveryError(
        "kavenegar",
        message || "the message was not accepted",
        Number.isFinite(status) ? status : response.status,
      );
    }
  }

  return {
    async send(mobile, text, sendOptions) {
      if (sendOptions?.template) {
        const [token, token2, token3] = sendOptions.template.tokens;
        await call("verify/lookup", {
          receptor: mobile,
          template: sendOptions.template.name,
          token: token ?? "",
          ...(token2 ? { token2 } : {}),
          ...(token3 ? { token3 } : {}),
        });
        return;
      }
      if (options.template && sendOptions?.otp) {
        await call("verify/lookup", {
          receptor: mobile,
          token: sendOptions.otp,
          template: options.template,
        });
        return;
      }
      await call("sms/send", {
        receptor: mobile,
        message: text,
        ...(options.sender ? { sender: options.sender } : {}),
      });
    },
  };
}
