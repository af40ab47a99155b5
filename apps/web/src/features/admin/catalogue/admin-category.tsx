"use client";

import type { AdminCategoryDetail } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { ToneBadge } from "@/components/tone-badge";
import { CategoryIcon } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { bilingual, inDigits, joinInline } from "@/lib/i18n/languages";
import { AddCategory, CATEGORIES_KEY, CategoryTable } from "./admin-categories";
import { AdminSection, ListSkeleton } from "./admin-ui";
import { categoryFieldSet, propertyFieldSet } from "./catalogue-fields";
import { CatalogueForm } from "./catalogue-form";
import { RowActions } from "./catalogue-table";
import { PropertyRows } from "./property-rows";

/** /admin/categories/[id]: a category, its subcategories and the properties its products use. */
export function AdminCategory({ id }: { id: number }) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  // Under the lists' key: a change here (a rename, a property) refreshes the lists too, and a
  // change in a list (a subcategory) refreshes this page.
  const cacheKey = CATEGORIES_KEY;
  const detail = useApiQuery<AdminCategoryDetail>({ path: `/admin/categories/${id}`, cacheKey });
  const refetch = () => void detail.refetch();

  if (detail.isError && !detail.data) return <LoadFailed onRetry={refetch} />;
  if (!detail.data) return <ListSkeleton />;
  const { category, properties } = detail.data.data;
  const isTopLevel = category.parent_id === null;
  const propertySet = propertyFieldSet(t);
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={isTopLevel ? "/admin/categories" : `/admin/categories/${category.parent_id}`}
        className="self-start font-semibold text-primary-800 underline-offset-2 hover:underline"
      >
        {t("categories.back")}
      </Link>
      <AdminSection title={bilingual(category, language)}>
        <div data-testid="admin-category" className="flex flex-wrap items-center gap-3">
          <CategoryIcon icon={category.icon} className="size-8 shrink-0 text-primary-700" />
          <p className="min-w-0 flex-1 text-sm text-slate-600">
            {inDigits(
              joinInline(language, [
                t("common.products", { count: category.product_count }),
                `${t("common.order")} ${category.sort_order}`,
              ]),
              language,
            )}
          </p>
          <ToneBadge tone={category.is_active ? "green" : "slate"}>
            {category.is_active ? t("common.active") : t("common.inactive")}
          </ToneBadge>
          <RowActions
            row={category}
            path="/admin/categories"
            cacheKey={cacheKey}
            fieldSet={() => categoryFieldSet(t, category.parent_id)}
            canDelete={() => false}
          />
        </div>
      </AdminSection>
      {isTopLevel ? (
        <AdminSection title={t("categories.subcategories")}>
          <CategoryTable parentId={category.id} />
          <h3 className="font-semibold text-slate-900">{t("categories.addSub")}</h3>
          <AddCategory parentId={category.id} />
        </AdminSection>
      ) : null}
      <AdminSection
        title={t("categories.properties")}
        lead={isTopLevel ? t("categories.propertiesLead") : t("categories.propertiesOfParent")}
      >
        <PropertyRows properties={properties} cacheKey={cacheKey} />
        {isTopLevel ? (
          <CatalogueForm
            fields={propertySet.fields}
            initial={propertySet.blank}
            toPayload={propertySet.toPayload}
            method="POST"
            path={`/admin/categories/${category.id}/properties`}
            cacheKey={cacheKey}
            submitLabel={t("categories.addProperty")}
            onDone={() => undefined}
          />
        ) : null}
      </AdminSection>
    </div>
  );
}
