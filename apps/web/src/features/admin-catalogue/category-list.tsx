"use client";

import type { AdminCategory, Language } from "@kesht/contracts";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ToneBadge } from "@/components/tone-badge";
import { CategoryIcon } from "@/features/catalog/category-icon";
import { request } from "@/lib/api";
import { bilingual } from "@/lib/i18n/languages";

/**
 * Categories (or one category's subcategories) as rows: title, usage, active state, and the
 * admin's actions. Deleting is offered only when nothing uses the category.
 */
export function CategoryRows({
  categories,
  cacheKey,
  onChanged,
  withLinks,
}: {
  categories: AdminCategory[];
  cacheKey: string;
  onChanged: () => void;
  withLinks: boolean;
}) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale() as Language;
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [isPending, setPending] = useState(false);

  const change = async (category: AdminCategory, method: "PATCH" | "DELETE") => {
    setPending(true);
    await request({
      method,
      path: `/admin/categories/${category.id}`,
      cacheKey,
      ...(method === "PATCH" ? { payload: { is_active: !category.is_active } } : {}),
    });
    setPending(false);
    setDeleting(null);
    onChanged();
  };

  if (categories.length === 0) return <p className="text-slate-600">{t("common.empty")}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100">
        {categories.map((category) => (
          <li
            key={category.id}
            data-testid="admin-category"
            className="flex flex-wrap items-center gap-3 py-3"
          >
            <CategoryIcon icon={category.icon} className="size-8 shrink-0 text-primary-700" />
            <div className="min-w-0 flex-1">
              {withLinks ? (
                <Link
                  href={`/admin/categories/${category.id}`}
                  className="font-semibold text-primary-800 underline-offset-2 hover:underline"
                >
                  {bilingual(category, language)}
                </Link>
              ) : (
                <span className="font-semibold text-slate-900">
                  {bilingual(category, language)}
                </span>
              )}
              <p className="text-sm text-slate-500">
                {t("common.products", { count: category.product_count })}
                {withLinks
                  ? ` · ${t("categories.subcategoryCount", { count: category.subcategory_count })}`
                  : null}
              </p>
            </div>
            <ToneBadge tone={category.is_active ? "green" : "slate"}>
              {category.is_active ? t("common.active") : t("common.inactive")}
            </ToneBadge>
            <button
              type="button"
              className={secondaryButton}
              disabled={isPending}
              onClick={() => void change(category, "PATCH")}
            >
              {category.is_active ? t("common.deactivate") : t("common.activate")}
            </button>
            {category.product_count === 0 && category.subcategory_count === 0 ? (
              <button
                type="button"
                className={`${secondaryButton} text-red-700`}
                onClick={() => setDeleting(category)}
              >
                {t("common.delete")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t("common.confirmDelete", { name: deleting ? bilingual(deleting, language) : "" })}
        text={t("common.confirmDeleteText")}
        isPending={isPending}
        onConfirm={() => {
          if (deleting) void change(deleting, "DELETE");
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
