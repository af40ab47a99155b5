import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { storefrontClientMessages } from "@/features/storefront/client-messages";
import { readWholeNumber } from "@/features/storefront/product-filters";
import { ShopsView, shopsHref } from "@/features/storefront/shops/shops-view";
import { absoluteUrl } from "@/features/storefront/site-url";
import { ClientMessages } from "@/lib/i18n/client-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function readQuery(searchParams: SearchParams) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  const page = readWholeNumber(first(params.page));
  return {
    search: first(params.search).slice(0, 100),
    page: page !== null && page >= 1 ? Math.min(page, 500) : 1,
  };
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { search } = await readQuery(searchParams);
  const t = await getTranslations("storefront.shops");
  const title = search ? t("resultsFor", { search }) : t("title");
  return {
    title,
    description: t("metaDescription"),
    alternates: { canonical: absoluteUrl(shopsHref(search)) },
    openGraph: { title, description: t("metaDescription"), type: "website" },
    robots: search ? { index: false, follow: true } : undefined,
  };
}

/** `/customer/shops`: SPEC §2's list of shops. */
export default async function ShopsPage({ searchParams }: { searchParams: SearchParams }) {
  const { search, page } = await readQuery(searchParams);
  return (
    <ClientMessages namespaces={storefrontClientMessages.shops}>
      <ShopsView search={search} page={page} />
    </ClientMessages>
  );
}
