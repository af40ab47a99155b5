import { describe, expect, it } from "vitest";
import {
  cardNumberSchema,
  ibanSchema,
  isValidNationalCode,
  mobileSchema,
  nationalCodeSchema,
  normalizeMobile,
  otpCodeSchema,
  shebaSchema,
} from "./identity";

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe("mobile numbers", () => {
  it("accepts every way Iranians write a mobile number", () => {
    for (const typed of [
      "09121234567",
      "+989121234567",
      "00989121234567",
      "9121234567",
      "۰۹۱۲۱۲۳۴۵۶۷",
      "٠٩١٢١٢٣٤٥٦٧",
      "0912 123 4567",
      "0912-123-4567",
    ]) {
      expect(mobileSchema.parse(typed)).toBe("09121234567");
    }
    expect(normalizeMobile("+98 912 123 4567")).toBe("09121234567");
  });

  it("tells a wrong format from a wrong digit count", () => {
    expect(messageOf(mobileSchema.safeParse("0812345678"))).toBe("mobile_invalid_format");
    expect(messageOf(mobileSchema.safeParse("09abc123456"))).toBe("mobile_invalid_format");
    expect(messageOf(mobileSchema.safeParse("+14155550100"))).toBe("mobile_invalid_format");
    expect(messageOf(mobileSchema.safeParse("0912123456"))).toBe("mobile_wrong_length");
    expect(messageOf(mobileSchema.safeParse("091212345678"))).toBe("mobile_wrong_length");
    expect(messageOf(mobileSchema.safeParse(""))).toBe("required");
  });
});

describe("one-time codes", () => {
  it("accepts six digits in any script and nothing else", () => {
    expect(otpCodeSchema.parse("۱۲۳ ۴۵۶")).toBe("123456");
    expect(messageOf(otpCodeSchema.safeParse("12345"))).toBe("code_invalid");
    expect(messageOf(otpCodeSchema.safeParse("12345a"))).toBe("code_invalid");
  });
});

describe("national code", () => {
  it("checks the check digit", () => {
    expect(isValidNationalCode("0499370899")).toBe(true);
    expect(isValidNationalCode("0499370898")).toBe(false);
    expect(isValidNationalCode("1111111111")).toBe(false);
    expect(nationalCodeSchema.parse("۰۴۹۹۳۷۰۸۹۹")).toBe("0499370899");
    expect(messageOf(nationalCodeSchema.safeParse("123"))).toBe("national_code_invalid");
  });
});

describe("bank details", () => {
  it("checks the Sheba checksum and adds the IR prefix when left out", () => {
    expect(shebaSchema.parse("IR82 0540 1026 8002 0817 9090 02")).toBe(
      "IR820540102680020817909002",
    );
    expect(shebaSchema.parse("820540102680020817909002")).toBe("IR820540102680020817909002");
    expect(messageOf(shebaSchema.safeParse("IR820540102680020817909003"))).toBe("sheba_invalid");
    expect(messageOf(shebaSchema.safeParse("IR8205401026800208179090"))).toBe("sheba_invalid");
  });

  it("checks an IBAN of any country", () => {
    expect(ibanSchema.parse("gb82 west 1234 5698 7654 32")).toBe("GB82WEST12345698765432");
    expect(ibanSchema.parse("AE070331234567890123456")).toBe("AE070331234567890123456");
    expect(messageOf(ibanSchema.safeParse("GB82WEST12345698765433"))).toBe("iban_invalid");
    expect(messageOf(ibanSchema.safeParse("GB82WEST1234"))).toBe("iban_invalid");
  });

  it("checks a card number with Luhn", () => {
    expect(cardNumberSchema.parse("6037-9911-9950-0590")).toBe("6037991199500590");
    expect(messageOf(cardNumberSchema.safeParse("6037991199500591"))).toBe("card_invalid");
    expect(messageOf(cardNumberSchema.safeParse("603799119950059"))).toBe("card_wrong_length");
    expect(cardNumberSchema.safeParse("6037991199500591").error?.issues).toHaveLength(1);
    expect(cardNumberSchema.safeParse("").error?.issues.map((issue) => issue.message)).toEqual([
      "required",
    ]);
  });
});
