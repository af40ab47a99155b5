// @vitest-environment node
import { loginBodySchema, sendCodeBodySchema } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formErrorMap, validationText } from "./validation-text";

function firstMessage(schema: z.ZodType, value: unknown, language: "en" | "fa") {
  const result = schema.safeParse(value, { error: formErrorMap(language) });
  if (result.success) return undefined;
  return validationText(result.error.issues[0]?.message, language);
}

describe("form validation texts", () => {
  it("tells a wrong mobile format from a wrong digit count, in both languages", () => {
    expect(firstMessage(sendCodeBodySchema, { mobile: "08123456789" }, "en")).toBe(
      "Please enter an Iranian mobile number, for example 09121234567.",
    );
    expect(firstMessage(sendCodeBodySchema, { mobile: "0912123" }, "en")).toBe(
      "A mobile number has 11 digits, for example 09121234567.",
    );
    expect(firstMessage(sendCodeBodySchema, { mobile: "۰۹۱۲۱۲۳" }, "fa")).toBe(
      "شماره موبایل ۱۱ رقم است، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷.",
    );
  });

  it("accepts +98, 0098 and Persian digits", () => {
    for (const mobile of ["+989121234567", "00989121234567", "۰۹۱۲۱۲۳۴۵۶۷", "٠٩١٢١٢٣٤٥٦٧"]) {
      expect(sendCodeBodySchema.parse({ mobile })).toEqual({ mobile: "09121234567" });
    }
  });

  it("describes issues without a message key, like a too-long text, in the form's language", () => {
    const schema = z.object({ name: z.string().max(3) });
    expect(firstMessage(schema, { name: "abcdef" }, "en")).toBe(
      "Please enter at most 3 characters.",
    );
    expect(firstMessage(schema, { name: "abcdef" }, "fa")).toBe("لطفاً حداکثر ۳ نویسه وارد کنید.");
  });

  it("shows the code message for a short code", () => {
    expect(firstMessage(loginBodySchema, { mobile: "09121234567", code: "12" }, "fa")).toBe(
      "لطفاً کد واردشده را بررسی کنید.",
    );
  });

  it("passes texts that are not keys through unchanged", () => {
    expect(validationText("Already taken.", "en")).toBe("Already taken.");
    expect(validationText(undefined, "en")).toBeUndefined();
  });
});
