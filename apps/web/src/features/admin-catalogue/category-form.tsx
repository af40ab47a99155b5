"use client";

import type { AdminCategory } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { CategoryIcon, categoryIconKeys } from "@/features/catalog/category-icon";
import { Field, useAdminSubmit } from "./admin-ui";

/** Adds a category, or (with `parentId`) a subcategory; `onAdded` refetches the list. */
export function CategoryForm({
  parentId,
  cacheKey,
  onAdded,
}: {
  parentId: number | null;
  cacheKey: string;
  onAdded: () => void;
}) {
  const t = useTranslations("adminCatalogue");
  const { submit, errors, isPending } = useAdminSubmit();
  const [title, setTitle] = useState("");
  const [titleEn, setTitleEn] = useState("");
  const [icon, setIcon] = useState("leaf");
  const [order, setOrder] = useState("0");

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const created = await submit<AdminCategory>({
          method: "POST",
          path: "/admin/categories",
          cacheKey,
          payload: {
            parent_id: parentId,
            title,
            title_en: titleEn,
            icon,
            sort_order: Number(order) || 0,
          },
        });
        if (created) {
          setTitle("");
          setTitleEn("");
          onAdded();
        }
      }}
    >
      <Field label={t("common.titleFa")} error={errors.title}>
        {(props) => (
          <input {...props} dir="rtl" value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label={t("common.titleEn")} error={errors.title_en}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            value={titleEn}
            onChange={(e) => setTitleEn(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("categories.icon")} error={errors.icon}>
        {(props) => (
          <div className="flex items-center gap-2">
            <CategoryIcon icon={icon} className="size-8 shrink-0 text-primary-700" />
            <select {...props} value={icon} onChange={(e) => setIcon(e.target.value)}>
              {categoryIconKeys.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </select>
          </div>
        )}
      </Field>
      <Field label={t("common.order")} error={errors.sort_order}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            inputMode="numeric"
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={isPending}>
          {parentId === null ? t("categories.add") : t("categories.addSub")}
        </button>
      </div>
    </form>
  );
}
