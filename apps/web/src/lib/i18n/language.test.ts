import { afterEach, describe, expect, it, vi } from "vitest";
import { clearLanguageCookie, setRawLanguageCookie } from "@/lib/state/testing/raw-cookie";
import { directionOf, readLanguageCookie, writeLanguageCookie } from "./language";

afterEach(() => {
  clearLanguageCookie();
});

describe("language", () => {
  it("Persian reads right to left, English left to right", () => {
    expect(directionOf("fa")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("writes the lang cookie for the whole site, for a year, SameSite=Lax", () => {
    const written = vi.spyOn(document, "cookie", "set");

    writeLanguageCookie("fa");

    expect(written).toHaveBeenCalledWith("lang=fa; path=/; max-age=31536000; SameSite=Lax");
    expect(readLanguageCookie()).toBe("fa");
  });

  it("reads no language from an absent or unknown cookie", () => {
    expect(readLanguageCookie()).toBeNull();
    setRawLanguageCookie("de");
    expect(readLanguageCookie()).toBeNull();
  });
});
