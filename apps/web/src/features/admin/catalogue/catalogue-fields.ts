import {
  type AdminBanner,
  type AdminCategory,
  type AdminPackageType,
  type AdminProperty,
  type AdminStockType,
  bannerPositions,
  categoryIconKeys,
  propertyKinds,
} from "@kesht/contracts";
import { type FieldSpec, type FormValues, instantOf, localOf, orderOf } from "./catalogue-form";

/*
 * Each catalogue table's fields, named once: what the form shows, its values for a new row or
 * an existing one, and the body the API takes. Adding and editing use the same set.
 */

import type { useTranslations } from "next-intl";

type Translate = ReturnType<typeof useTranslations<"adminCatalogue">>;

export interface FieldSet<Row> {
  fields: readonly FieldSpec[];
  blank: FormValues;
  valuesOf: (row: Row) => FormValues;
  toPayload: (values: FormValues) => Record<string, unknown>;
}

const text = (values: FormValues, name: string) => String(values[name] ?? "").trim();

function titleFields(t: Translate): FieldSpec[] {
  return [
    { name: "title", label: t("common.titleFa"), kind: "text", dir: "rtl" },
    { name: "title_en", label: t("common.titleEn"), kind: "text", dir: "ltr" },
  ];
}

const titlesOf = (row: { title: string; title_en: string }) => ({
  title: row.title,
  title_en: row.title_en,
});

export function categoryFieldSet(t: Translate, parentId: number | null): FieldSet<AdminCategory> {
  return {
    fields: [
      ...titleFields(t),
      {
        name: "icon",
        label: t("categories.icon"),
        kind: "select",
        options: categoryIconKeys.map((key) => ({ value: key, label: key })),
      },
      { name: "sort_order", label: t("common.order"), kind: "number" },
      { name: "is_active", label: t("common.active"), kind: "checkbox" },
    ],
    blank: { title: "", title_en: "", icon: "leaf", sort_order: "0", is_active: true },
    valuesOf: (row) => ({
      ...titlesOf(row),
      icon: row.icon,
      sort_order: String(row.sort_order),
      is_active: row.is_active,
    }),
    toPayload: (values) => ({
      ...(parentId === null ? {} : { parent_id: parentId }),
      title: text(values, "title"),
      title_en: text(values, "title_en"),
      icon: values.icon,
      sort_order: orderOf(values.sort_order),
      is_active: values.is_active === true,
    }),
  };
}

/** "premium | ممتاز | Premium" lines ↔ a choice property's options. */
export function parseOptions(lines: string) {
  return lines
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = "", title = "", titleEn = ""] = line.split("|").map((part) => part.trim());
      return { value, title, title_en: titleEn };
    });
}

export function optionsText(options: AdminProperty["options"]): string {
  return options
    .map((option) => `${option.value} | ${option.title} | ${option.title_en}`)
    .join("\n");
}

export function propertyFieldSet(t: Translate): FieldSet<AdminProperty> {
  return {
    fields: [
      { name: "key", label: t("common.code"), kind: "text", dir: "ltr", createOnly: true },
      {
        name: "kind",
        label: t("categories.kind"),
        kind: "select",
        options: propertyKinds.map((kind) => ({
          value: kind,
          label: t(`categories.kinds.${kind}`),
        })),
      },
      ...titleFields(t),
      {
        name: "options",
        label: t("categories.options"),
        hint: t("categories.optionsHint"),
        kind: "lines",
        wide: true,
        shownWhen: (values) => values.kind === "select",
      },
      { name: "sort_order", label: t("common.order"), kind: "number" },
      { name: "required", label: t("categories.required"), kind: "checkbox" },
    ],
    blank: {
      key: "",
      kind: "text",
      title: "",
      title_en: "",
      options: "",
      sort_order: "0",
      required: false,
    },
    valuesOf: (row) => ({
      key: row.key,
      kind: row.kind,
      ...titlesOf(row),
      options: optionsText(row.options),
      sort_order: String(row.sort_order),
      required: row.required,
    }),
    toPayload: (values) => ({
      ...(text(values, "key") ? { key: text(values, "key") } : {}),
      kind: values.kind,
      title: text(values, "title"),
      title_en: text(values, "title_en"),
      options: values.kind === "select" ? parseOptions(String(values.options)) : [],
      sort_order: orderOf(values.sort_order),
      required: values.required === true,
    }),
  };
}

export type UnitKind = "stock-types" | "package-types";
type UnitRow = AdminStockType | AdminPackageType;

/** Stock units and package types: a code, two titles, an order; units also allow fractions. */
export function unitFieldSet(t: Translate, kind: UnitKind): FieldSet<UnitRow> {
  const fractions = kind === "stock-types";
  return {
    fields: [
      { name: "code", label: t("common.code"), kind: "text", dir: "ltr", createOnly: true },
      ...titleFields(t),
      { name: "sort_order", label: t("common.order"), kind: "number" },
      ...(fractions
        ? [{ name: "allows_fraction", label: t("units.fraction"), kind: "checkbox" } as const]
        : []),
    ],
    blank: { code: "", title: "", title_en: "", sort_order: "0", allows_fraction: false },
    valuesOf: (row) => ({
      code: row.code,
      ...titlesOf(row),
      sort_order: String(row.sort_order),
      allows_fraction: "allows_fraction" in row && row.allows_fraction,
    }),
    toPayload: (values) => ({
      ...(text(values, "code") ? { code: text(values, "code") } : {}),
      title: text(values, "title"),
      title_en: text(values, "title_en"),
      sort_order: orderOf(values.sort_order),
      ...(fractions ? { allows_fraction: values.allows_fraction === true } : {}),
    }),
  };
}

/** A banner's fields; `preview` is the stored image's address when editing. */
export function bannerFieldSet(t: Translate, preview?: string): FieldSet<AdminBanner> {
  return {
    fields: [
      {
        name: "position",
        label: t("banners.position"),
        kind: "select",
        options: bannerPositions.map((position) => ({
          value: position,
          label: t(`banners.positions.${position}`),
        })),
      },
      {
        name: "image_file_id",
        label: t("banners.image"),
        kind: "image",
        purpose: "banner_image",
        preview,
      },
      ...titleFields(t),
      { name: "subtitle", label: t("banners.subtitleFa"), kind: "text", dir: "rtl" },
      { name: "subtitle_en", label: t("banners.subtitleEn"), kind: "text", dir: "ltr" },
      { name: "link_url", label: t("banners.link"), kind: "text", dir: "ltr" },
      { name: "sort_order", label: t("common.order"), kind: "number" },
      { name: "starts_at", label: t("banners.startsAt"), kind: "datetime" },
      { name: "ends_at", label: t("banners.endsAt"), kind: "datetime" },
      { name: "is_active", label: t("common.active"), kind: "checkbox" },
    ],
    blank: {
      position: "home_top",
      image_file_id: "",
      title: "",
      title_en: "",
      subtitle: "",
      subtitle_en: "",
      link_url: "/customer/products",
      sort_order: "0",
      starts_at: "",
      ends_at: "",
      is_active: true,
    },
    valuesOf: (row) => ({
      position: row.position,
      // The stored image stays unless another is uploaded.
      image_file_id: "",
      ...titlesOf(row),
      subtitle: row.subtitle,
      subtitle_en: row.subtitle_en,
      link_url: row.link_url,
      sort_order: String(row.sort_order),
      starts_at: localOf(row.starts_at),
      ends_at: localOf(row.ends_at),
      is_active: row.is_active,
    }),
    toPayload: (values) => ({
      position: values.position,
      ...(text(values, "image_file_id") ? { image_file_id: text(values, "image_file_id") } : {}),
      title: text(values, "title"),
      title_en: text(values, "title_en"),
      subtitle: text(values, "subtitle"),
      subtitle_en: text(values, "subtitle_en"),
      link_url: text(values, "link_url"),
      sort_order: orderOf(values.sort_order),
      starts_at: instantOf(values.starts_at),
      ends_at: instantOf(values.ends_at),
      is_active: values.is_active === true,
    }),
  };
}
