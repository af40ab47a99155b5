import type { AdminBanner, AdminProperty, AdminStockType, Language } from "@kesht/contracts";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import {
  bannerFieldSet,
  categoryFieldSet,
  parseOptions,
  propertyFieldSet,
  unitFieldSet,
} from "./catalogue-fields";
import { CatalogueForm, changedOnly, instantOf, localOf, orderOf } from "./catalogue-form";

const t = createTranslator({
  locale: "en",
  messages: catalogues.en,
  namespace: "adminCatalogue",
});

function shown(node: ReactNode, locale: Language = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      {node}
    </NextIntlClientProvider>,
  );
}

const grade: AdminProperty = {
  id: 4,
  category_id: 1,
  key: "grade",
  title: "درجه",
  title_en: "Grade",
  kind: "select",
  options: [{ value: "premium", title: "ممتاز", title_en: "Premium" }],
  unit: null,
  unit_en: null,
  required: false,
  sort_order: 2,
  product_count: 3,
};

const banner: AdminBanner = {
  id: 9,
  position: "home_top",
  title: "نوروز",
  title_en: "New year",
  subtitle: "",
  subtitle_en: "",
  image_url: "/api/v1/files/a/1200",
  link_url: "/customer/products",
  sort_order: 0,
  is_active: true,
  starts_at: "2030-03-20T08:30:00.000Z",
  ends_at: null,
};

/** What an edit sends: the payload of the changed values, less what the row already had. */
function editPayload<Row>(
  set: {
    valuesOf: (row: Row) => Record<string, string | boolean>;
    toPayload: (values: Record<string, string | boolean>) => Record<string, unknown>;
  },
  row: Row,
  changes: Record<string, string | boolean>,
) {
  const before = set.valuesOf(row);
  return changedOnly(set.toPayload({ ...before, ...changes }), set.toPayload(before));
}

describe("the catalogue's field sets", () => {
  it("sends only the fields an edit changed, never a key or code that can't change", () => {
    expect(editPayload(propertyFieldSet(t), grade, { title_en: "Quality" })).toEqual({
      title_en: "Quality",
    });
    expect(editPayload(propertyFieldSet(t), grade, {})).toEqual({});
    const unit: AdminStockType = {
      id: 1,
      code: "kg",
      title: "کیلو",
      title_en: "Kilo",
      allows_fraction: true,
      sort_order: 1,
      product_count: 0,
    };
    expect(
      editPayload(unitFieldSet(t, "stock-types"), unit, { title: "کیلوگرم", sort_order: "۵" }),
    ).toEqual({ title: "کیلوگرم", sort_order: 5 });
  });

  it("keeps a banner's image unless another is uploaded, and its schedule as instants", () => {
    const set = bannerFieldSet(t, banner.image_url);
    expect(
      editPayload(set, banner, { link_url: "https://example.com/x", ends_at: "2031-01-01T10:00" }),
    ).toEqual({
      link_url: "https://example.com/x",
      ends_at: new Date("2031-01-01T10:00").toISOString(),
    });
    expect(editPayload(set, banner, { image_file_id: "f-2" })).toEqual({ image_file_id: "f-2" });
    expect(instantOf(localOf(banner.starts_at))).toBe(banner.starts_at);
    expect(instantOf("")).toBeNull();
  });

  it("parses the order in any digits, and choice options one a line", () => {
    expect(orderOf("۱۲")).toBe(12);
    expect(orderOf("")).toBe(0);
    expect(orderOf("twelve")).toBe("twelve");
    expect(parseOptions("premium | ممتاز | Premium\n\n  first|درجه یک|First  ")).toEqual([
      { value: "premium", title: "ممتاز", title_en: "Premium" },
      { value: "first", title: "درجه یک", title_en: "First" },
    ]);
  });

  it("adds a subcategory under its parent, a top-level category without one", () => {
    expect(categoryFieldSet(t, 7).toPayload(categoryFieldSet(t, 7).blank)).toMatchObject({
      parent_id: 7,
      icon: "leaf",
      is_active: true,
    });
    expect(categoryFieldSet(t, null).toPayload(categoryFieldSet(t, null).blank)).not.toHaveProperty(
      "parent_id",
    );
  });
});

describe("the catalogue's form", () => {
  const set = propertyFieldSet(t);
  const form = (method: "POST" | "PATCH", initial = set.blank, locale: Language = "en") =>
    shown(
      <CatalogueForm
        fields={set.fields}
        initial={initial}
        toPayload={set.toPayload}
        method={method}
        path="/admin/properties/4"
        cacheKey="k"
        submitLabel="Go"
        onDone={() => undefined}
      />,
      locale,
    );

  it("asks for the key only when adding, and for options only for a choice", () => {
    const adding = form("POST");
    expect(adding).toContain("Key (latin letters, digits, _)");
    expect(adding).not.toContain("Options, one a line");
    const editing = form("PATCH", set.valuesOf(grade));
    expect(editing).not.toContain("Key (latin letters, digits, _)");
    expect(editing).toContain("Options, one a line");
    expect(editing).toContain("premium | ممتاز | Premium");
  });

  it("labels its fields in Persian on a Persian page", () => {
    const fa = shown(
      <CatalogueForm
        fields={
          propertyFieldSet(
            createTranslator({
              locale: "fa",
              messages: catalogues.fa,
              namespace: "adminCatalogue",
            }),
          ).fields
        }
        initial={set.blank}
        toPayload={set.toPayload}
        method="POST"
        path="/x"
        cacheKey="k"
        submitLabel="افزودن"
        onDone={() => undefined}
      />,
      "fa",
    );
    expect(fa).toContain("عنوان فارسی");
    expect(fa).toContain('dir="rtl"');
  });
});
