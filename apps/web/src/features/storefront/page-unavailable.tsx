import { getTranslations } from "next-intl/server";
import { UnavailableView } from "@/components/feedback/unavailable-view";
import { PageContainer } from "@/components/page-container";

const pages = {
  product: { namespace: "storefront.product", elsewhereKey: "allProducts" },
  shop: { namespace: "storefront.shop", elsewhereKey: "allShops" },
} as const;

/**
 * A product's or a shop's page when the API could not answer (an outage, not a 404): the
 * page's own words, a retry of the same address and the way back to the whole list.
 */
export async function StorefrontPageUnavailable({
  page,
  retryHref,
  elsewhereHref,
}: {
  page: keyof typeof pages;
  retryHref: string;
  elsewhereHref: string;
}) {
  const { namespace, elsewhereKey } = pages[page];
  const t = await getTranslations(namespace);
  return (
    <PageContainer width="reading">
      <UnavailableView
        headingLevel={1}
        title={t("errorTitle")}
        text={t("errorText")}
        retry={{ href: retryHref, text: t("retry") }}
        elsewhere={{ href: elsewhereHref, text: t(elsewhereKey) }}
      />
    </PageContainer>
  );
}
