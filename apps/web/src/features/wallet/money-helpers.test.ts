// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "@/lib/i18n/local-date";
import { readPaymentOutcome } from "./payment-outcome";
import { maskSheba } from "./sheba";
import { cashOutFormSchema, walletCreditFormSchema } from "./wallet-forms-schema";

const sheba = "IR820540102680020817909002";

describe("the gateway's return", () => {
  it("tells a paid payment from any other result, and a normal visit from both", () => {
    expect(readPaymentOutcome("paid")).toBe("paid");
    expect(readPaymentOutcome("failed")).toBe("failed");
    expect(readPaymentOutcome("expired")).toBe("failed");
    expect(readPaymentOutcome(["paid", "failed"])).toBe("paid");
    expect(readPaymentOutcome(undefined)).toBeNull();
    expect(readPaymentOutcome("")).toBeNull();
  });
});

describe("Sheba numbers on screen", () => {
  it("hide the middle of the number", () => {
    expect(maskSheba(sheba)).toBe("IR82 •••• •••• 9002");
    expect(maskSheba("ir82 0540 1026 8002 0817 9090 02")).toBe("IR82 •••• •••• 9002");
  });
});

describe("dates in the page's calendar", () => {
  it("shows the Jalali calendar in Persian and the Gregorian one in English", () => {
    // Nowruz 1404: 21 March 2025 (Tehran).
    expect(formatDay("2025-03-21", "fa")).toContain("فروردین");
    expect(formatDay("2025-03-21", "fa")).toContain("۱۴۰۴");
    expect(formatDay("2025-03-21", "en")).toBe("March 21, 2025");
  });

  it("shows moments in Tehran time", () => {
    // 20:45 UTC is 00:15 the next day in Tehran (UTC+3:30).
    expect(formatDateTime("2025-03-20T20:45:00.000Z", "en")).toBe("Mar 21, 2025, 00:15");
    expect(formatDateTime("2025-03-20T20:45:00.000Z", "fa")).toContain("۰۰:۱۵");
  });
});

describe("the wallet's forms", () => {
  it("takes a credit amount typed with Persian digits and separators", () => {
    expect(walletCreditFormSchema.parse({ amount_toman: "۵۰۰٬۰۰۰", gateway: "sandbox" })).toEqual({
      amount_toman: 500_000,
      gateway: "sandbox",
    });
  });

  it("requires the credit amount (SPEC §5) and at least 1,000 toman", () => {
    const empty = walletCreditFormSchema.safeParse({ amount_toman: "", gateway: "sandbox" });
    expect(empty.error?.issues[0]?.message).toBe("required");
    const small = walletCreditFormSchema.safeParse({ amount_toman: "500", gateway: "sandbox" });
    expect(small.error?.issues[0]?.message).toBe("amount_too_small");
  });

  it("refuses a cash-out above the balance, with the page's words", () => {
    const schema = cashOutFormSchema({
      needsSheba: false,
      balanceRials: 1_000_000,
      overBalance: "At most 100,000 toman.",
    });
    expect(schema.safeParse({ amount_toman: "100000" }).success).toBe(true);
    expect(schema.safeParse({ amount_toman: "100001" }).error?.issues[0]?.message).toBe(
      "At most 100,000 toman.",
    );
  });

  it("asks a customer for a valid Sheba, and a shop for none", () => {
    const customer = cashOutFormSchema({
      needsSheba: true,
      balanceRials: 10_000_000,
      overBalance: "too much",
    });
    expect(customer.safeParse({ amount_toman: "5000", sheba: "" }).error?.issues[0]?.message).toBe(
      "required",
    );
    expect(customer.safeParse({ amount_toman: "5000" }).error?.issues[0]?.path).toEqual(["sheba"]);
    expect(
      customer.safeParse({ amount_toman: "5000", sheba: "IR820540102680020817909003" }).error
        ?.issues[0]?.message,
    ).toBe("sheba_invalid");
    expect(customer.parse({ amount_toman: "5000", sheba: "820540102680020817909002" })).toEqual({
      amount_toman: 5000,
      sheba,
    });
    const shop = cashOutFormSchema({
      needsSheba: false,
      balanceRials: 10_000_000,
      overBalance: "",
    });
    expect(shop.parse({ amount_toman: "5000" })).toEqual({ amount_toman: 5000 });
  });
});

describe("delivery days", () => {
  it("lead with the weekday in both languages", () => {
    expect(formatDay("2025-06-10", "en", true)).toBe("Tuesday, June 10, 2025");
    expect(formatDay("2025-06-10", "fa", true)).toBe("سه‌شنبه، ۲۰ خرداد ۱۴۰۴");
  });
});
