// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readEnvelope } from "./read-envelope";

describe("readEnvelope", () => {
  it("reads a complete envelope as it is", () => {
    const body = {
      status: "error",
      message: "Invalid",
      messages: { fa: "نامعتبر", en: "Invalid" },
      errors: { fa: { mobile: "شماره نامعتبر" }, en: { mobile: "Bad mobile" } },
      data: null,
    };

    expect(readEnvelope(body)).toEqual(body);
  });

  it('reads the legacy "successful" status as success', () => {
    expect(readEnvelope({ status: "successful", data: [1] })?.status).toBe("success");
  });

  it("fills missing or malformed parts with empty values", () => {
    expect(
      readEnvelope({ status: "error", messages: "oops", errors: { en: { a: 1, b: "B" } } }),
    ).toEqual({
      status: "error",
      message: "",
      messages: { fa: "", en: "" },
      errors: { fa: {}, en: { b: "B" } },
      data: null,
    });
  });

  it("finds no envelope in other bodies", () => {
    expect(readEnvelope(undefined)).toBeNull();
    expect(readEnvelope("<html>Bad gateway</html>")).toBeNull();
    expect(readEnvelope([{ status: "success" }])).toBeNull();
    expect(readEnvelope({ data: 1 })).toBeNull();
  });
});
