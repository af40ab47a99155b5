import { normalizeSearchText, toAsciiDigits } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { farmDictionary } from "./farm-dictionary";
import { translateTitle } from "./translate-title";
import { transliterate } from "./transliterate";

describe("translateTitle", () => {
  it("translates single dictionary words", () => {
    expect(translateTitle("زعفران")).toEqual({ title_en: "Saffron", source: "dictionary" });
    expect(translateTitle("پسته")).toEqual({ title_en: "Pistachio", source: "dictionary" });
    expect(translateTitle("عسل")).toEqual({ title_en: "Honey", source: "dictionary" });
  });

  it("matches the longest phrase before its words", () => {
    expect(translateTitle("سیب زمینی").title_en).toBe("Potato");
    expect(translateTitle("سیب").title_en).toBe("Apple");
    expect(translateTitle("گوجه فرنگی").title_en).toBe("Tomato");
    expect(translateTitle("روغن زیتون").title_en).toBe("Olive Oil");
    expect(translateTitle("تخم مرغ محلی").title_en).toBe("Free-Range Eggs");
  });

  it("puts adjectives, varieties, grades and places before the noun, nearest first", () => {
    expect(translateTitle("سیب قرمز").title_en).toBe("Red Apple");
    expect(translateTitle("برنج هاشمی").title_en).toBe("Hashemi Rice");
    expect(translateTitle("زعفران سرگل").title_en).toBe("Sargol Saffron");
    expect(translateTitle("خرمای مضافتی").title_en).toBe("Mazafati Dates");
    expect(translateTitle("برنج هاشمی درجه یک").title_en).toBe("First Grade Hashemi Rice");
    expect(translateTitle("برنج طارم درجه ۱").title_en).toBe("First Grade Tarom Rice");
    expect(translateTitle("روغن زیتون فرابکر").title_en).toBe("Extra Virgin Olive Oil");
    expect(translateTitle("پسته اکبری رفسنجان").title_en).toBe("Rafsanjan Akbari Pistachio");
  });

  it("reads the ezafe and the adjectival ی after known words", () => {
    expect(translateTitle("لیموی شیرازی")).toEqual({
      title_en: "Shirazi Lemon",
      source: "dictionary",
    });
    expect(translateTitle("میوه‌ی تازه").title_en).toBe("Fresh Fruit");
  });

  it("writes a noun that describes another in the singular", () => {
    expect(translateTitle("گردو").title_en).toBe("Walnuts");
    expect(translateTitle("نهال گردو").title_en).toBe("Walnut Sapling");
    expect(translateTitle("قلمه انگور").title_en).toBe("Grape Cuttings");
  });

  it("reads the ezafe on the last word of a phrase and ZWNJ-joined suffixes", () => {
    expect(translateTitle("قزل‌آلای پرورشی").title_en).toBe("Farmed Rainbow Trout");
    expect(translateTitle("تخم‌مرغ نطفه‌دار").title_en).toBe("Fertile Eggs");
    // An unknown stem keeps its suffix as one transliterated word.
    expect(translateTitle("عسل کلپوره‌دار")).toEqual({
      title_en: "Kalpurehdar Honey",
      source: "mixed",
    });
  });

  it("keeps minor words in lower case inside a title", () => {
    expect(translateTitle("عسل با موم").title_en).toBe("Honey with Comb");
  });

  it("treats Arabic letter forms, ZWNJ and diacritics like the plain Persian spelling", () => {
    expect(translateTitle("سيب‌زميني")).toEqual(translateTitle("سیب زمینی"));
    expect(translateTitle("كشمش")).toEqual(translateTitle("کشمش"));
    expect(translateTitle("زَعفَران")).toEqual(translateTitle("زعفران"));
    expect(translateTitle("گوجه‌فرنگی").title_en).toBe("Tomato");
  });

  it("keeps Latin words and numbers as typed", () => {
    expect(translateTitle("سیب Golden").title_en).toBe("Apple Golden");
    expect(translateTitle("عسل iPhone")).toEqual({
      title_en: "Honey iPhone",
      source: "dictionary",
    });
    expect(translateTitle("سیب ۱۰ کیلویی").title_en).toBe("Apple 10 kg");
    expect(translateTitle("Saffron 4.6 g")).toEqual({
      title_en: "Saffron 4.6 g",
      source: "dictionary",
    });
  });

  it("keeps joiners and punctuation between phrases", () => {
    expect(translateTitle("زعفران و گلاب").title_en).toBe("Saffron and Rose Water");
    expect(translateTitle("خرما، کشمش").title_en).toBe("Dates, Raisins");
  });

  it("transliterates an unknown word and says so", () => {
    expect(translateTitle("حسن")).toEqual({ title_en: "Hasan", source: "transliteration" });
    expect(translateTitle("عسل سبلان").title_en).toBe("Sabalan Honey");
    // A village's name after a known noun: mixed, and the unknown adjective moves first.
    expect(translateTitle("انگور خلیلی")).toEqual({
      title_en: "Khalili Grapes",
      source: "mixed",
    });
  });

  it("answers an empty title with an empty name", () => {
    expect(translateTitle("   ")).toEqual({ title_en: "", source: "dictionary" });
  });
});

describe("transliterate", () => {
  it.each([
    ["شیراز", "shiraz"],
    ["تبریز", "tabriz"],
    ["قزوین", "ghazvin"],
    ["مشهد", "mashhad"],
    ["نیشابور", "nishabur"],
    ["خواهر", "khahar"],
    ["ژاله", "zhaleh"],
    ["چغندر", "chaghandar"],
    ["سعید", "said"],
    ["علی", "ali"],
    ["ایلام", "ilam"],
    ["درخت", "darakht"],
    ["پسته", "pasteh"],
  ])("%s → %s", (word, latin) => {
    expect(transliterate(word)).toBe(latin);
  });
});

describe("farm dictionary", () => {
  it("holds at least 300 entries in Persian letters", () => {
    expect(farmDictionary.length).toBeGreaterThanOrEqual(300);
    for (const entry of farmDictionary) {
      expect(entry.fa, entry.fa).not.toMatch(/[يكة]/);
      // Already in the normalised form, so the key is exactly what a seller's words become.
      expect(normalizeSearchText(entry.fa), entry.fa).toBe(toAsciiDigits(entry.fa));
    }
  });
});
