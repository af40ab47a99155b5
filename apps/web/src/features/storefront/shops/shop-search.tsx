"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useTransition } from "react";
import { primaryButton } from "@/components/button-styles";
import { controlClass } from "@/components/form/field-styles";
import { SearchIcon } from "@/components/icons";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * Searches shops by name. A GET form, so it works before JavaScript; after, the new list
 * comes through the router and the current one stays until it arrives.
 */
export function ShopSearch({ search, children }: { search: string; children: React.ReactNode }) {
  const t = useTranslations("storefront.shops");
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("search");
    const text = field instanceof HTMLInputElement ? field.value.trim() : "";
    const href = text
      ? `/customer/shops?${new URLSearchParams({ search: text })}`
      : "/customer/shops";
    startTransition(() => router.replace(href, { scroll: false }));
  }

  return (
    <>
      <search>
        <form method="get" action="/customer/shops" onSubmit={submit} className="mb-6 flex gap-2">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t("searchLabel")}
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
            <input
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={search}
              key={search}
              placeholder={t("searchPlaceholder")}
              enterKeyHint="search"
              className={`${controlClass} border-slate-300 ps-10`}
            />
          </div>
          <button type="submit" className={primaryButton}>
            {t("search")}
          </button>
        </form>
      </search>
      <div
        aria-busy={isPending}
        className={`transition-opacity ${isPending ? "pointer-events-none opacity-50" : ""}`}
      >
        {children}
      </div>
    </>
  );
}
