import { describe, expect, it } from "vitest";
import { parsePlate, plateSchema, plateToString } from "./drivers";

describe("Iranian plate", () => {
  it("reads a plate however it is typed into its parts", () => {
    const parts = { first: "12", letter: "ب", middle: "345", region: "67" };
    for (const typed of [
      "12ب345-67",
      "12 ب 345 - 67",
      "۱۲ ب ۳۴۵ ایران ۶۷",
      "12 ب 345 IR 67",
      "12-ب-345-67",
      "١٢ب٣٤٥|٦٧",
    ]) {
      expect(parsePlate(typed), typed).toEqual(parts);
    }
    expect(parsePlate("22 الف 123 - 11")).toEqual({
      first: "22",
      letter: "الف",
      middle: "123",
      region: "11",
    });
    // Arabic kaf and yeh, as some keyboards type them.
    expect(parsePlate("33ك456-78")?.letter).toBe("ک");
    expect(parsePlate("33ي456-78")?.letter).toBe("ی");
  });

  it("refuses what is not a plate", () => {
    for (const typed of [
      "",
      "12345-67",
      "12 B 345 - 67",
      "1ب345-67",
      "123ب345-67",
      "12ب34-67",
      "12ب3456-67",
      "12ب345-6",
      "12ب345-678",
      "02ب345-67",
      "12ب045-67",
      "12ب345-07",
      "12 x 345 - 67",
    ]) {
      expect(parsePlate(typed), typed).toBeNull();
    }
  });

  it("stores one form and validates with the plate message", () => {
    expect(plateToString({ first: "12", letter: "ب", middle: "345", region: "67" })).toBe(
      "12ب345-67",
    );
    expect(plateSchema.parse(" ۴۲ ع ۳۱۸ - ۶۳ ")).toBe("42ع318-63");
    const refused = plateSchema.safeParse("12345-67");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("plate_invalid");
    expect(plateSchema.safeParse("").error?.issues[0]?.message).toBe("required");
  });
});
