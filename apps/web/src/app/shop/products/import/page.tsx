import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ProductImportPage } from "@/features/seller-products/import/product-import-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("productImport");
  return { title: t("title") };
}

/** The shop's products as CSV: download, upload an edited file, check it, apply it. */
export default async function ProductImportRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("productImport");
  const { import: importParam } = await searchParams;
  const importId =
    typeof importParam === "string" && /^\d+$/.test(importParam) ? Number(importParam) : null;
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-3xl">
        <SubHeader title={t("title")} fallbackHref="/shop/products" />
        <ProductImportPage initialImportId={importId} />
      </div>
    </PageContainer>
  );
}
