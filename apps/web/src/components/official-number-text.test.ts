import { describe, expect, it } from "vitest";
import { officialNumberText } from "./official-number-text";

describe("officialNumberText", () => {
  it("writes a Sheba number in Latin digits, in groups of four, and copies it without spaces", () => {
    expect(officialNumberText("IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲")).toEqual({
      shown: "IR82 0540 1026 8002 0817 9090 02",
      copied: "IR820540102680020817909002",
    });
  });

  it("regroups a number typed with other spacing, and reads Arabic digits and lower case", () => {
    expect(officialNumberText(" ir82 05401026 8002 ")).toEqual({
      shown: "IR82 0540 1026 8002",
      copied: "IR82054010268002",
    });
    expect(officialNumberText("٦٠٣٧٩٩١١٩٩٥٠٠٥٩٠").shown).toBe("6037 9911 9950 0590");
    expect(officialNumberText("0499370899").shown).toBe("0499 3708 99");
  });

  it("keeps a number with other characters as written, only in Latin digits", () => {
    expect(officialNumberText("TRX-۲۰۲۵۰۶۰۱-7781")).toEqual({
      shown: "TRX-20250601-7781",
      copied: "TRX-20250601-7781",
    });
    expect(officialNumberText("۱۲ ب ۳۴۵ ایران ۶۷").shown).toBe("12 ب 345 ایران 67");
  });
});
