import type { ProductDetail } from "@kesht/contracts";
import { productBodySchema } from "@kesht/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatedPhoto, seededRandom } from "./photo-picture";
import { bodyWithImages, photosFor } from "./product-photos";

describe("generated bench photos", () => {
  it("are camera-sized JPEGs of a few hundred kilobytes, labelled as generated", async () => {
    const bytes = await generatedPhoto({ seed: 42, title: "Saffron threads (1)" });
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe("jpeg");
    expect([metadata.width, metadata.height]).toEqual([1600, 1200]);
    expect(bytes.length).toBeGreaterThan(200 * 1024);
    expect(bytes.length).toBeLessThan(600 * 1024);
    expect(metadata.exif?.toString("latin1")).toContain("generated bench photo");
  });

  it("are the same for the same seed and differ between seeds", async () => {
    const one = seededRandom(7);
    const again = seededRandom(7);
    const other = seededRandom(8);
    const first = [one(), one(), one()];
    expect([again(), again(), again()]).toEqual(first);
    expect([other(), other(), other()]).not.toEqual(first);
  });
});

describe("photosFor", () => {
  it("gives every product one to three photos", () => {
    expect([1, 2, 3, 4, 5, 6].map(photosFor)).toEqual([2, 3, 1, 2, 3, 1]);
  });
});

describe("bodyWithImages", () => {
  const product = {
    id: 9,
    name: "زعفران سرگل",
    latin_name: null,
    category_id: 3,
    subcategory_id: 12,
    price_rials: 2_500_000,
    discount_percent: 10,
    stock: 4.5,
    stock_type: { id: 2, title: "گرم", title_en: "Gram", code: "g" },
    preparation_days: 1,
    description: "سرگل قائنات",
    latin_description: null,
    properties: [
      {
        property_id: 5,
        key: "grade",
        title: "درجه",
        title_en: "Grade",
        kind: "select",
        value: "export",
        value_title: "صادراتی",
        value_title_en: "Export",
        unit: null,
        unit_en: null,
      },
    ],
  } as unknown as ProductDetail;

  it("keeps what the seller saved and names the new photos, as the API accepts it", () => {
    const body = bodyWithImages(product, ["a", "b"]);
    expect(body).toMatchObject({
      name: "زعفران سرگل",
      category_id: 3,
      subcategory_id: 12,
      stock: 4.5,
      stock_type_id: 2,
      price_toman: 250_000,
      discount_percent: 10,
      preparation_days: 1,
      description: "سرگل قائنات",
      image_ids: ["a", "b"],
      properties: [{ property_id: 5, value: "export" }],
    });
    expect(productBodySchema.safeParse(body).success).toBe(true);
  });
});
