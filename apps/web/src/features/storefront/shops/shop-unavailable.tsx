import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { AlertIcon } from "@/components/icons";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";

/** A shop page whose data the API could not give (down or slow): say so, offer a retry. */
export async function ShopUnavailable({ shopId }: { shopId: number }) {
  const t = await getTranslations("storefront.shop");
  return (
    <PageContainer width="reading">
      <StatusMessage
        icon={<AlertIcon className="size-12" />}
        title={t("errorTitle")}
        text={t("errorText")}
        actions={
          <>
            <a href={`/customer/shops/${shopId}`} className={primaryButton}>
              {t("retry")}
            </a>
            <Link href="/customer/shops" className={secondaryButton}>
              {t("allShops")}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}
