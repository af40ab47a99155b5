// @vitest-environment node
import { describe, expect, it } from "vitest";
import { networkErrorText, unknownErrorText } from "./failure-texts";

describe("failure texts", () => {
  it("are the exact English texts of SPEC §8", () => {
    expect(networkErrorText.en).toBe("Please check your internet connection");
    expect(unknownErrorText.en).toBe("Unknown error occured");
  });

  it("write Persian with Persian ی and ک, not the Arabic letters", () => {
    const arabicLetters = /[\u064A\u0643\u0649]/;
    expect(networkErrorText.fa).not.toMatch(arabicLetters);
    expect(unknownErrorText.fa).not.toMatch(arabicLetters);
    expect(networkErrorText.fa).toMatch(/[\u06CC]/);
  });
});
