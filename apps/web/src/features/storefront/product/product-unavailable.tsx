import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { AlertIcon } from "@/components/icons";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";
import { productsHref } from "../product-filters";

/** A product page whose data the API could not give (down or slow): say so, offer a retry. */
export async function ProductUnavailable({ productId }: { productId: number }) {
  const t = await getTranslations("storefront.product");
  return (
    <PageContainer width="reading">
      <StatusMessage
        icon={<AlertIcon className="size-12" />}
        title={t("errorTitle")}
        text={t("errorText")}
        actions={
          <>
            <a href={`/customer/products/${productId}`} className={primaryButton}>
              {t("retry")}
            </a>
            <Link href={productsHref()} className={secondaryButton}>
              {t("allProducts")}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}
