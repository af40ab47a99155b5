// @vitest-environment node
import { type ProductDetail, productBodySchema } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import {
  blankPackValues,
  blankProductValues,
  fieldsOf,
  formValuesOfProduct,
  type PackFormValues,
  type ProductFormValues,
  payloadOf,
  productFormValuesSchema,
  valuesOfFields,
  withSavedPackIds,
} from "./product-form-values";

const product: ProductDetail = {
  id: 5,
  name: "سیب قرمز",
  latin_name: "Red Apple",
  category_id: 1,
  subcategory_id: 11,
  price_rials: 1_500_000,
  discount_percent: 20,
  discounted_price_rials: 1_200_000,
  stock: 250.5,
  stock_type: { id: 1, code: "kg", title: "کیلوگرم", title_en: "Kilogram" },
  image: null,
  seller: {
    id: 9,
    store_name: "Green Valley",
    store_name_en: "Green Valley",
    logo: null,
    city: null,
    province: null,
  },
  is_active: true,
  rating: null,
  created_at: "2025-01-01T00:00:00.000Z",
  description: null,
  latin_description: "Crisp apples.",
  category: { id: 1, title: "میوه", title_en: "Fruit" },
  subcategory: { id: 11, title: "سیب", title_en: "Apple" },
  preparation_days: 2,
  images: [],
  properties: [],
  variant_count: 1,
  variants: [
    {
      id: 31,
      label: "",
      label_en: "",
      price_rials: 1_500_000,
      discount_percent: 20,
      discounted_price_rials: 1_200_000,
      stock: 250.5,
      stock_type: { id: 1, code: "kg", title: "کیلوگرم", title_en: "Kilogram" },
      weight_kg: null,
    },
  ],
  updated_at: "2025-01-02T00:00:00.000Z",
};

const onePack = (pack: Partial<PackFormValues>): ProductFormValues => ({
  ...blankProductValues,
  name: "Honey",
  category_id: 2,
  variants: [
    { ...blankPackValues, stock: "10", stock_type_id: 1, price_toman: "500,000", ...pack },
  ],
});

describe("product form values", () => {
  it("show a saved product in the form's language, toman grouped, each pack with its id", () => {
    expect(formValuesOfProduct(product, "en")).toEqual({
      name: "سیب قرمز",
      latin_name: "Red Apple",
      category_id: 1,
      subcategory_id: 11,
      variants: [
        {
          id: 31,
          label: "",
          label_en: "",
          stock: "250.5",
          stock_type_id: 1,
          price_toman: "150,000",
          discount_percent: "20",
          weight_kg: "",
        },
      ],
      preparation_days: "2",
      description: "",
      latin_description: "Crisp apples.",
    });
    expect(formValuesOfProduct(product, "fa").variants[0]).toMatchObject({
      stock: "۲۵۰٫۵",
      price_toman: "۱۵۰٬۰۰۰",
      discount_percent: "۲۰",
    });
  });

  it("parse back into the body the API takes, Persian digits and all, as its one variant", () => {
    const fields = fieldsOf(formValuesOfProduct(product, "fa"));
    const body = productBodySchema.parse({ ...fields, image_ids: ["f1"] });
    expect(body).toMatchObject({
      name: "سیب قرمز",
      latin_name: "Red Apple",
      category_id: 1,
      subcategory_id: 11,
      variants: [
        {
          id: 31,
          label: null,
          stock: 250.5,
          stock_type_id: 1,
          price_toman: 150_000,
          discount_percent: 20,
        },
      ],
      preparation_days: 2,
      description: null,
      image_ids: ["f1"],
    });
    expect(body.price_toman).toBeUndefined();
    expect(body.stock).toBeUndefined();
  });

  it("leave an empty discount, weight and preparation time to the schema", () => {
    const body = productBodySchema.parse(fieldsOf(onePack({})));
    expect(body).toMatchObject({ preparation_days: 0 });
    expect(body.variants?.[0]).toMatchObject({ discount_percent: 0 });
    expect(body.variants?.[0]?.weight_kg).toBeUndefined();
  });

  it("name what a blank form lacks, under the pack's fields", () => {
    const result = productBodySchema.safeParse(fieldsOf(blankProductValues));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(
      expect.arrayContaining([
        "name",
        "category_id",
        "variants.0.stock",
        "variants.0.stock_type_id",
        "variants.0.price_toman",
      ]),
    );
  });

  it("ask a name of each of several packs, and different ones", () => {
    const values = onePack({ label: "کیسه" });
    values.variants.push({ ...blankPackValues, stock: "2", stock_type_id: 1, price_toman: "9" });
    const unnamed = productBodySchema.safeParse(fieldsOf(values));
    expect(unnamed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["variants.1.label", "variant_label_required"],
    ]);
    values.variants[1] = { ...values.variants[1], label: "کیسه" } as PackFormValues;
    const same = productBodySchema.safeParse(fieldsOf(values));
    expect(same.error?.issues.map((issue) => issue.message)).toEqual(["duplicate_variant_label"]);
  });

  it("go to the API in a shape its schema takes back", () => {
    const parsed = productBodySchema.parse({
      ...fieldsOf(onePack({ label: "جعبه ۵ کیلویی", label_en: "5 kg box", weight_kg: "۵" })),
      properties: [{ property_id: 3, value: "Negin" }],
    });
    expect(parsed.latin_name).toBeNull();
    expect(parsed.variants?.[0]?.weight_kg).toBe(5);
    const payload = payloadOf(parsed);
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty("latin_name");
    expect(productBodySchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(parsed);
  });

  it("keep half-typed fields as they are", () => {
    expect(
      valuesOfFields({
        name: "Sa",
        category_id: undefined,
        variants: [{ price_toman: "12,", stock: 3, id: 4 }],
      }),
    ).toEqual({
      ...blankProductValues,
      name: "Sa",
      variants: [{ ...blankPackValues, id: 4, price_toman: "12,", stock: "3" }],
    });
  });

  it("read a draft kept before packs as its one pack", () => {
    const { variants: _packs, ...product } = blankProductValues;
    const old = { ...product, price_toman: "12", stock: "3" };
    expect(productFormValuesSchema.parse(old).variants).toEqual([
      { ...blankPackValues, price_toman: "12", stock: "3" },
    ]);
  });

  it("give new packs the ids the saved product gave them, in order", () => {
    const fields = fieldsOf(onePack({}));
    const saved = { ...product, variants: [{ ...product.variants[0], id: 77 }] } as ProductDetail;
    expect(withSavedPackIds(fields, saved).variants?.[0]?.id).toBe(77);
  });
});
