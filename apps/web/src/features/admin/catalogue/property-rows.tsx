"use client";

import type { AdminProperty } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { bilingual, joinInline } from "@/lib/i18n/languages";
import { propertyFieldSet } from "./catalogue-fields";
import { RowActions } from "./catalogue-table";

/**
 * A category's properties: kind, options, required; each edited with the form that adds one
 * (the API keeps a used property's kind and chosen options), deleted when no product uses it.
 */
export function PropertyRows({
  properties,
  cacheKey,
}: {
  properties: AdminProperty[];
  cacheKey: string;
}) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  if (properties.length === 0) return <p className="text-slate-600">{t("common.empty")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {properties.map((property) => (
        <li
          key={property.id}
          data-testid="admin-property"
          className="flex flex-wrap items-center gap-2 py-3"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{bilingual(property, language)}</p>
            <p className="text-sm text-slate-500">
              {joinInline(language, [
                property.key,
                t(`categories.kinds.${property.kind}`),
                property.required ? t("categories.required") : t("categories.optional"),
                t("common.products", { count: property.product_count }),
              ])}
            </p>
          </div>
          <RowActions
            row={property}
            path="/admin/properties"
            cacheKey={cacheKey}
            fieldSet={() => propertyFieldSet(t)}
            canDelete={(row) => row.product_count === 0}
          />
        </li>
      ))}
    </ul>
  );
}
