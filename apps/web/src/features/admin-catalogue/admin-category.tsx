"use client";

import type { AdminCategoryDetail, Language } from "@kesht/contracts";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { useApiQuery } from "@/lib/api";
import { bilingual } from "@/lib/i18n/languages";
import { AdminSection, ListSkeleton } from "./admin-ui";
import { CategoryForm } from "./category-form";
import { CategoryRows } from "./category-list";
import { PropertyForm } from "./property-form";
import { PropertyRows } from "./property-rows";

/** /admin/categories/[id]: a category, its subcategories and the properties its products use. */
export function AdminCategory({ id }: { id: number }) {
  const t = useTranslations("adminCatalogue.categories");
  const language = useLocale() as Language;
  const cacheKey = `admin-category-${id}`;
  const detail = useApiQuery<AdminCategoryDetail>({ path: `/admin/categories/${id}`, cacheKey });
  const refetch = () => void detail.refetch();

  if (detail.isError && !detail.data) return <LoadFailed onRetry={refetch} />;
  if (!detail.data) return <ListSkeleton />;
  const { category, subcategories, properties } = detail.data.data;
  const isTopLevel = category.parent_id === null;
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={isTopLevel ? "/admin/categories" : `/admin/categories/${category.parent_id}`}
        className="self-start font-semibold text-primary-800 underline-offset-2 hover:underline"
      >
        {t("back")}
      </Link>
      <AdminSection title={bilingual(category, language)}>
        <CategoryRows
          categories={[category]}
          cacheKey={cacheKey}
          onChanged={refetch}
          withLinks={false}
        />
      </AdminSection>
      {isTopLevel ? (
        <AdminSection title={t("subcategories")}>
          <CategoryRows
            categories={subcategories}
            cacheKey={cacheKey}
            onChanged={refetch}
            withLinks
          />
          <CategoryForm parentId={category.id} cacheKey={cacheKey} onAdded={refetch} />
        </AdminSection>
      ) : null}
      <AdminSection
        title={t("properties")}
        lead={isTopLevel ? t("propertiesLead") : t("propertiesOfParent")}
      >
        <PropertyRows properties={properties} onChanged={refetch} />
        {isTopLevel ? <PropertyForm categoryId={category.id} onAdded={refetch} /> : null}
      </AdminSection>
    </div>
  );
}
