// @vitest-environment node
import type { Language } from "@kesht/contracts";
import { describe, expect, it, vi } from "vitest";
import { handleOutcome, type OutcomeEnv } from "./handle-outcome";
import type { OutcomeContext } from "./interpret-outcome";
import type { RequestOutcome } from "./request-outcome";
import { envelope } from "./testing/fake-api";

function fakeEnv(language: Language = "en") {
  return {
    language,
    toast: { error: vi.fn<(text: string) => void>(), success: vi.fn<(text: string) => void>() },
    goToAuth: vi.fn<() => void>(),
    clearPersistedState: vi.fn<() => void>(),
  } satisfies OutcomeEnv;
}

const get: OutcomeContext = { method: "GET" };
const post: OutcomeContext = { method: "POST" };

function response(status: number, body: unknown): RequestOutcome {
  return { type: "response", status, body };
}

const refusal = envelope({
  status: "error",
  message: "Out of stock",
  messages: { en: "Out of stock", fa: "موجودی کافی نیست" },
});

describe("handleOutcome (SPEC §8)", () => {
  describe("a. HTTP 200/201 whose status is not a success", () => {
    it.each([200, 201])("fails with the envelope on HTTP %i and shows its message", (status) => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(status, refusal), post, env);

      expect(result).toEqual({
        ok: false,
        failure: { kind: "envelope", status, envelope: refusal },
      });
      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Out of stock");
      expect(env.toast.success).not.toHaveBeenCalled();
    });

    it("shows the message in Persian when Persian is active", () => {
      const env = fakeEnv("fa");

      handleOutcome(response(200, refusal), get, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("موجودی کافی نیست");
    });

    it("falls back to the field errors when the refusal has no message", () => {
      const env = fakeEnv("en");
      const body = envelope({ status: "error", errors: { fa: {}, en: { count: "Too many" } } });

      handleOutcome(response(200, body), post, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Too many");
    });
  });

  describe("b. success", () => {
    const saved = envelope({
      messages: { en: "Address saved", fa: "آدرس ذخیره شد" },
      data: { id: 1 },
    });

    it("shows the message of a non-GET call as a success toast", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(201, saved), post, env);

      expect(result).toEqual({ ok: true, envelope: saved });
      expect(env.toast.success).toHaveBeenCalledExactlyOnceWith("Address saved");
      expect(env.toast.error).not.toHaveBeenCalled();
    });

    it("uses the active language", () => {
      const env = fakeEnv("fa");

      handleOutcome(response(200, saved), { method: "DELETE" }, env);

      expect(env.toast.success).toHaveBeenCalledExactlyOnceWith("آدرس ذخیره شد");
    });

    it("shows nothing for a GET", () => {
      const env = fakeEnv("en");

      expect(handleOutcome(response(200, saved), get, env).ok).toBe(true);
      expect(env.toast.success).not.toHaveBeenCalled();
    });

    it("shows nothing when the success has no message in the active language", () => {
      const env = fakeEnv("fa");
      const englishOnly = envelope({ messages: { en: "Saved", fa: "  " } });

      handleOutcome(response(200, englishOnly), post, env);

      expect(env.toast.success).not.toHaveBeenCalled();
    });

    it('accepts the legacy status "successful"', () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(200, { ...saved, status: "successful" }), post, env);

      expect(result.ok).toBe(true);
      expect(env.toast.success).toHaveBeenCalledWith("Address saved");
    });
  });

  describe("c. HTTP 401", () => {
    const unauthorizedBody = envelope({
      status: "error",
      message: "Sign in",
      messages: { en: "Sign in", fa: "وارد شوید" },
    });

    it("in a response: clears the saved session and goes to /auth, without a toast", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(401, unauthorizedBody), get, env);

      expect(result).toEqual({
        ok: false,
        failure: { kind: "unauthorized", status: 401, envelope: unauthorizedBody },
      });
      expect(env.clearPersistedState).toHaveBeenCalledOnce();
      expect(env.goToAuth).toHaveBeenCalledOnce();
      expect(env.toast.error).not.toHaveBeenCalled();
    });

    it("even when the 401 body is not JSON", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(401, undefined), post, env);

      expect(result).toEqual({ ok: false, failure: { kind: "unauthorized", status: 401 } });
      expect(env.goToAuth).toHaveBeenCalledOnce();
    });

    it.each([
      ["with a status", Object.assign(new Error("Unauthorized"), { status: 401 })],
      [
        "with a response status",
        Object.assign(new Error("Unauthorized"), { response: { status: 401 } }),
      ],
    ])("in a thrown error %s: the same", (_, error) => {
      const env = fakeEnv("fa");

      const result = handleOutcome({ type: "thrown", error }, post, env);

      expect(result).toEqual({
        ok: false,
        failure: { kind: "unauthorized", status: 401, cause: error },
      });
      expect(env.clearPersistedState).toHaveBeenCalledOnce();
      expect(env.goToAuth).toHaveBeenCalledOnce();
      expect(env.toast.error).not.toHaveBeenCalled();
    });
  });

  describe("d. network error", () => {
    it.each([
      ["en", "Please check your internet connection"],
      ["fa", "لطفاً اتصال اینترنت خود را بررسی کنید"],
    ] as const)("asks to check the connection (%s)", (language, text) => {
      const env = fakeEnv(language);
      const error = new TypeError("Failed to fetch");

      const result = handleOutcome({ type: "thrown", error }, get, env);

      expect(result).toEqual({ ok: false, failure: { kind: "network", cause: error } });
      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith(text);
      expect(env.goToAuth).not.toHaveBeenCalled();
    });
  });

  describe("e. any other failure", () => {
    it("shows each field error of the active language as its own toast", () => {
      const env = fakeEnv("en");
      const body = envelope({
        status: "error",
        message: "Invalid input",
        messages: { en: "Invalid input", fa: "ورودی نامعتبر" },
        errors: {
          en: { mobile: "Invalid mobile number", sheba: "Sheba must be 24 digits" },
          fa: { mobile: "شماره موبایل نامعتبر است", sheba: "شماره شبا باید ۲۴ رقم باشد" },
        },
      });

      const result = handleOutcome(response(422, body), post, env);

      expect(result).toEqual({ ok: false, failure: { kind: "http", status: 422, envelope: body } });
      expect(env.toast.error.mock.calls).toEqual([
        ["Invalid mobile number"],
        ["Sheba must be 24 digits"],
      ]);
    });

    it("shows the Persian field errors when Persian is active", () => {
      const env = fakeEnv("fa");
      const body = envelope({
        status: "error",
        errors: { en: { city: "City is required" }, fa: { city: "شهر الزامی است" } },
      });

      handleOutcome(response(422, body), post, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("شهر الزامی است");
    });

    it("shows the message of the active language when there are no field errors", () => {
      const env = fakeEnv("fa");
      const body = envelope({
        status: "error",
        message: "Not found",
        messages: { en: "Not found", fa: "پیدا نشد" },
      });

      handleOutcome(response(404, body), get, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("پیدا نشد");
    });

    it("shows the single message string when the bilingual messages are empty", () => {
      const env = fakeEnv("fa");
      const body = envelope({ status: "error", message: "Conflict" });

      handleOutcome(response(409, body), post, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Conflict");
    });

    it.each([
      ["en", "Unknown error occured"],
      ["fa", "خطای ناشناخته‌ای رخ داد"],
    ] as const)(
      "shows the unknown-error text when the envelope says nothing (%s)",
      (language, text) => {
        const env = fakeEnv(language);

        handleOutcome(response(500, envelope({ status: "error" })), get, env);

        expect(env.toast.error).toHaveBeenCalledExactlyOnceWith(text);
      },
    );

    it("treats a non-JSON error page as unknown", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(502, undefined), get, env);

      expect(result).toEqual({ ok: false, failure: { kind: "http", status: 502 } });
      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Unknown error occured");
    });

    it("treats a 2xx that is not an envelope as unknown", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(response(200, undefined), get, env);

      expect(result).toEqual({ ok: false, failure: { kind: "unknown", status: 200 } });
      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Unknown error occured");
    });

    it("treats an unexpected exception as unknown, not as a network error", () => {
      const env = fakeEnv("en");
      const error = new RangeError("boom");

      const result = handleOutcome({ type: "thrown", error }, get, env);

      expect(result).toEqual({ ok: false, failure: { kind: "unknown", cause: error } });
      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Unknown error occured");
    });

    it("skips blank field errors and falls through to the message", () => {
      const env = fakeEnv("en");
      const body = envelope({
        status: "error",
        messages: { en: "Try again", fa: "" },
        errors: { en: { a: " " }, fa: {} },
      });

      handleOutcome(response(400, body), post, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Try again");
    });
  });

  describe("f. acceptAnyStatus", () => {
    it.each([200, 400, 422, 500])("counts HTTP %i as success, with no error toast", (status) => {
      const env = fakeEnv("en");
      const body = envelope({
        status: "error",
        messages: { en: "Wrong code", fa: "کد اشتباه است" },
        errors: { en: { code: "Wrong code" }, fa: { code: "کد اشتباه است" } },
      });

      const result = handleOutcome(
        response(status, body),
        { method: "POST", acceptAnyStatus: true },
        env,
      );

      expect(result).toEqual({ ok: true, envelope: body });
      expect(env.toast.error).not.toHaveBeenCalled();
      expect(env.toast.success).not.toHaveBeenCalled();
    });

    it("lets the caller handle a 401 itself", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(
        response(401, envelope({ status: "error" })),
        { method: "POST", acceptAnyStatus: true },
        env,
      );

      expect(result.ok).toBe(true);
      expect(env.goToAuth).not.toHaveBeenCalled();
      expect(env.clearPersistedState).not.toHaveBeenCalled();
    });

    it("still shows the message of a successful change", () => {
      const env = fakeEnv("en");
      const body = envelope({ messages: { en: "Code sent", fa: "کد ارسال شد" } });

      handleOutcome(response(200, body), { method: "POST", acceptAnyStatus: true }, env);

      expect(env.toast.success).toHaveBeenCalledExactlyOnceWith("Code sent");
    });

    it("cannot make a network error a success", () => {
      const env = fakeEnv("en");

      const result = handleOutcome(
        { type: "thrown", error: new TypeError("Failed to fetch") },
        { method: "GET", acceptAnyStatus: true },
        env,
      );

      expect(result.ok).toBe(false);
      expect(env.toast.error).toHaveBeenCalledWith("Please check your internet connection");
    });
  });
});
