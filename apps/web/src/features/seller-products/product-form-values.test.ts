// @vitest-environment node
import { type ProductDetail, productBodySchema } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import {
  blankProductValues,
  fieldsOf,
  formValuesOfProduct,
  payloadOf,
  valuesOfFields,
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
  variants: [],
  updated_at: "2025-01-02T00:00:00.000Z",
};

describe("product form values", () => {
  it("show a saved product in the form's language, toman grouped", () => {
    expect(formValuesOfProduct(product, "en")).toEqual({
      name: "سیب قرمز",
      latin_name: "Red Apple",
      category_id: 1,
      subcategory_id: 11,
      stock: "250.5",
      stock_type_id: 1,
      price_toman: "150,000",
      discount_percent: "20",
      preparation_days: "2",
      description: "",
      latin_description: "Crisp apples.",
    });
    expect(formValuesOfProduct(product, "fa")).toMatchObject({
      stock: "۲۵۰٫۵",
      price_toman: "۱۵۰٬۰۰۰",
      discount_percent: "۲۰",
    });
  });

  it("parse back into the body the API takes, Persian digits and all", () => {
    const fields = fieldsOf(formValuesOfProduct(product, "fa"));
    const body = productBodySchema.parse({ ...fields, image_ids: ["f1"] });
    expect(body).toMatchObject({
      name: "سیب قرمز",
      latin_name: "Red Apple",
      category_id: 1,
      subcategory_id: 11,
      stock: 250.5,
      stock_type_id: 1,
      price_toman: 150_000,
      discount_percent: 20,
      preparation_days: 2,
      description: null,
      image_ids: ["f1"],
    });
  });

  it("leave an empty discount and preparation time to the schema's default of 0", () => {
    const fields = fieldsOf({
      ...blankProductValues,
      name: "Honey",
      category_id: 2,
      stock: "10",
      stock_type_id: 1,
      price_toman: "500,000",
    });
    expect(productBodySchema.parse(fields)).toMatchObject({
      discount_percent: 0,
      preparation_days: 0,
    });
  });

  it("name what a blank form lacks", () => {
    const result = productBodySchema.safeParse(fieldsOf(blankProductValues));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(
      expect.arrayContaining(["name", "category_id", "stock", "stock_type_id", "price_toman"]),
    );
  });

  it("go to the API in a shape its schema takes back", () => {
    const parsed = productBodySchema.parse({
      ...fieldsOf({
        ...blankProductValues,
        name: "Saffron",
        category_id: 4,
        stock: "2",
        stock_type_id: 1,
        price_toman: "900,000",
      }),
      properties: [{ property_id: 3, value: "Negin" }],
    });
    expect(parsed.latin_name).toBeNull();
    const payload = payloadOf(parsed);
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty("latin_name");
    expect(productBodySchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(parsed);
  });

  it("keep half-typed fields as they are", () => {
    expect(
      valuesOfFields({ name: "Sa", price_toman: "12,", category_id: undefined, stock: 3 }),
    ).toEqual({ ...blankProductValues, name: "Sa", price_toman: "12,", stock: "3" });
  });
});
