// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  bilingual,
  columnIn,
  columnName,
  dateLocale,
  inDigits,
  isRightToLeft,
  joinInline,
  joinList,
  languages,
  otherLanguage,
  writtenIn,
} from "./languages";

describe("the language table", () => {
  it("gives each language its direction, locale, calendar and digits", () => {
    expect(languages.en).toMatchObject({
      dir: "ltr",
      intlLocale: "en-US",
      dates: { calendar: "gregory" },
      numbers: { digits: "latn" },
    });
    expect(languages.fa).toMatchObject({
      dir: "rtl",
      intlLocale: "fa-IR",
      dates: { calendar: "persian" },
      numbers: { digits: "arabext" },
    });
  });

  it("pairs each language with the other", () => {
    expect(otherLanguage("en")).toBe("fa");
    expect(otherLanguage("fa")).toBe("en");
  });

  it("formats dates in the page's calendar, and the English ones as the pages' next-intl dates", () => {
    const nowruz = new Date("2025-03-21T12:00:00Z");
    const long = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(nowruz);
    expect(dateLocale("fa")).toBe("fa-IR-u-ca-persian");
    expect(long(dateLocale("fa"))).toContain("فروردین");
    expect(long(dateLocale("en"))).toBe("March 21, 2025");
    // next-intl formats with the bare language code: both agree on every English date.
    expect(long(dateLocale("en"))).toBe(long("en"));
  });

  it("writes digits and separators in the language's own", () => {
    expect(inDigits("09121234567", "fa")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(inDigits("09121234567", "en")).toBe("09121234567");
    expect(joinList("fa", ["رشت", "گیلان"])).toBe("رشت، گیلان");
    expect(joinList("en", ["Rasht", "Gilan"])).toBe("Rasht, Gilan");
    expect(joinInline("en", ["2 shops", null, "3 products"])).toBe("2 shops · 3 products");
    expect(joinInline("fa", ["۲ فروشگاه", "۳ محصول"])).toBe("۲ فروشگاه، ۳ محصول");
  });
});

describe("bilingual rows", () => {
  const city = { title: "رشت", title_en: "Rasht" };

  it("show a reference row's title in the page's language", () => {
    expect(bilingual(city, "fa")).toBe("رشت");
    expect(bilingual(city, "en")).toBe("Rasht");
  });

  it("call a shop by its English name on English pages, by the one it has when that is empty", () => {
    const shop = { store_name: "خانه زعفران", store_name_en: "Saffron House" };
    expect(bilingual(shop, "fa")).toBe("خانه زعفران");
    expect(bilingual(shop, "en")).toBe("Saffron House");
    expect(bilingual({ store_name: "Dairy 93g59", store_name_en: "" }, "en")).toBe("Dairy 93g59");
  });

  it("read any pair of columns by the language's column", () => {
    const property = { unit: "گرم", unit_en: "grams" };
    expect(columnIn(property, "unit", "fa")).toBe("گرم");
    expect(columnIn(property, "unit", "en")).toBe("grams");
    expect(columnIn({ note: "", note_en: null }, "note", "en")).toBeNull();
  });

  it("lead English pages with what a person wrote in Latin, else the Persian", () => {
    const saffron = { name: "زعفران سرگل", latin_name: "Sargol saffron" };
    expect(writtenIn(saffron, "name", "en")).toBe("Sargol saffron");
    expect(writtenIn(saffron, "name", "fa")).toBe("زعفران سرگل");
    expect(writtenIn({ name: "زعفران", latin_name: null }, "name", "en")).toBe("زعفران");
    // Where even the Persian is optional, a page shows whichever was written.
    const latinOnly = { description: null, latin_description: "Dried in the shade." };
    expect(writtenIn(latinOnly, "description", "fa")).toBe("Dried in the shade.");
    expect(writtenIn({ description: null, latin_description: null }, "description", "en")).toBe(
      null,
    );
  });
});

describe("the branches a page takes by language", () => {
  it("knows which language reads right to left", () => {
    expect(isRightToLeft("fa")).toBe(true);
    expect(isRightToLeft("en")).toBe(false);
  });

  it("names the column a language's text sits in", () => {
    expect(columnName("title", "fa")).toBe("title");
    expect(columnName("title", "en")).toBe("title_en");
  });
});
