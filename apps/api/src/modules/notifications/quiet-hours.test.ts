import { describe, expect, it } from "vitest";
import { smsAllowedFrom } from "./quiet-hours";

describe("SMS quiet hours (Tehran time)", () => {
  it("lets a text go by day", () => {
    const noonTehran = new Date("2030-01-01T08:30:00Z");
    expect(smsAllowedFrom(noonTehran)).toEqual(noonTehran);
    const justBeforeTen = new Date("2030-01-01T18:29:00Z");
    expect(smsAllowedFrom(justBeforeTen)).toEqual(justBeforeTen);
  });

  it("holds a late-evening text until the next morning at 08:00", () => {
    // 22:30 in Tehran on 1 January.
    expect(smsAllowedFrom(new Date("2030-01-01T19:00:00Z"))).toEqual(
      new Date("2030-01-02T04:30:00Z"),
    );
  });

  it("holds a text after midnight until 08:00 the same day", () => {
    // 02:00 in Tehran on 2 January (22:30 UTC on 1 January).
    expect(smsAllowedFrom(new Date("2030-01-01T22:30:00Z"))).toEqual(
      new Date("2030-01-02T04:30:00Z"),
    );
  });
});

describe("SMS quiet hours as configured (SMS_QUIET_HOURS)", () => {
  it("lets every text go at once when they are off", () => {
    const lateEvening = new Date("2030-01-01T19:00:00Z");
    expect(smsAllowedFrom(lateEvening, null)).toEqual(lateEvening);
  });

  it("holds a text within hours that do not cross midnight until they end", () => {
    // 13:30 in Tehran, quiet 13–15: waits until 15:00 the same day.
    expect(smsAllowedFrom(new Date("2030-01-01T10:00:00Z"), { from: 13, until: 15 })).toEqual(
      new Date("2030-01-01T11:30:00Z"),
    );
    // 15:30 in Tehran is past them.
    const after = new Date("2030-01-01T12:00:00Z");
    expect(smsAllowedFrom(after, { from: 13, until: 15 })).toEqual(after);
  });
});
