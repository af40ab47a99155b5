"use client";

import type { AdminCategory } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { useApiQuery } from "@/lib/api";
import { AdminSection, ListSkeleton } from "./admin-ui";
import { CategoryForm } from "./category-form";
import { CategoryRows } from "./category-list";

const CATEGORIES_KEY = "admin-categories";

/** /admin/categories: the top-level categories, and a form to add one. */
export function AdminCategories() {
  const t = useTranslations("adminCatalogue.categories");
  const list = useApiQuery<AdminCategory[]>({
    path: "/admin/categories",
    cacheKey: CATEGORIES_KEY,
  });
  const refetch = () => void list.refetch();
  return (
    <div className="flex flex-col gap-4">
      <AdminSection title={t("title")} lead={t("lead")}>
        {list.isError && !list.data ? (
          <LoadFailed onRetry={refetch} />
        ) : list.data ? (
          <CategoryRows
            categories={list.data.data}
            cacheKey={CATEGORIES_KEY}
            onChanged={refetch}
            withLinks
          />
        ) : (
          <ListSkeleton />
        )}
      </AdminSection>
      <AdminSection title={t("add")}>
        <CategoryForm parentId={null} cacheKey={CATEGORIES_KEY} onAdded={refetch} />
      </AdminSection>
    </div>
  );
}
