import { describe, expect, it } from "vitest";
import { assertReportTransition } from "./reports.states";

describe("a report's lifecycle", () => {
  it("is answered once and closed once", () => {
    expect(() => assertReportTransition("open", "answered")).not.toThrow();
    expect(() => assertReportTransition("open", "closed")).not.toThrow();
    expect(() => assertReportTransition("answered", "closed")).not.toThrow();
    expect(() => assertReportTransition("answered", "answered")).toThrow(
      expect.objectContaining({ code: "report_settled", statusCode: 409 }),
    );
    expect(() => assertReportTransition("closed", "answered")).toThrow(
      expect.objectContaining({ code: "report_settled" }),
    );
    expect(() => assertReportTransition("closed", "closed")).toThrow(
      expect.objectContaining({ code: "report_settled" }),
    );
  });
});
