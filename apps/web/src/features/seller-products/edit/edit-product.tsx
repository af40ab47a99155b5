"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { AlertIcon, ProductsIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { useRouter } from "@/lib/navigation/use-router";
import { useCategories, useSellerProduct, useStockTypes } from "../product-queries";
import { ProductEditForm } from "./product-edit-form";
import { ProductStatusPanel } from "./product-status-panel";

const LIST_PATH = "/shop/products";

/** /shop/products/[id]: one of the seller's products, to look at, change, hide or delete. */
export function EditProduct({ productId }: { productId: number }) {
  const t = useTranslations("sellerProducts.edit");
  const router = useRouter();
  const product = useSellerProduct(productId);
  const categories = useCategories();
  const stockTypes = useStockTypes();
  const [isDeleted, setIsDeleted] = useState(false);

  useEffect(() => {
    if (isDeleted) router.replace(LIST_PATH);
  }, [isDeleted, router]);

  if (isDeleted) {
    return (
      <p role="status" className="text-slate-600">
        {t("deletedLeaving")}
      </p>
    );
  }
  const failed = [product, categories, stockTypes].find((query) => query.isError && !query.data);
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  if (!product.data || !categories.data || !stockTypes.data) return <PageSkeleton />;

  const result = product.data;
  if (result.kind !== "found") {
    return (
      <StatusMessage
        headingLevel={2}
        icon={
          result.kind === "forbidden" ? (
            <AlertIcon className="size-12" />
          ) : (
            <ProductsIcon className="size-12" />
          )
        }
        title={t(`${result.kind}.title`)}
        text={t(`${result.kind}.text`)}
        actions={
          <Link href={LIST_PATH} className={secondaryButton}>
            {t("backToList")}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <ProductStatusPanel product={result.product} onDeleted={() => setIsDeleted(true)} />
      <ProductEditForm
        key={result.product.id}
        product={result.product}
        categories={categories.data.data}
        stockTypes={stockTypes.data.data}
      />
    </div>
  );
}

function PageSkeleton() {
  const t = useTranslations("sellerProducts.edit");
  return (
    <div aria-busy="true" className="flex flex-col gap-8">
      <span className="sr-only">{t("loading")}</span>
      <div
        className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4"
        aria-hidden="true"
      >
        <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <FormSkeleton fields={6} />
    </div>
  );
}
