import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AddressEditor } from "@/features/addresses/address-editor";
import { readAddressPageParams } from "@/features/addresses/address-page-params";
import { ServerMapTiles } from "@/features/map/server-map-tiles";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const t = await getTranslations("commerce.addressForm");
  const { id } = readAddressPageParams(await searchParams);
  return { title: id === null ? t("addTitle") : t("editTitle") };
}

/** A new address, or `?id=` to edit one; `?return=` leads back (e.g. to a checkout) after saving. */
export default async function AddAddressPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("commerce.addressForm");
  const { id, returnTo } = readAddressPageParams(await searchParams);
  return (
    <PageContainer width="reading">
      <SubHeader
        title={id === null ? t("addTitle") : t("editTitle")}
        fallbackHref={returnTo ?? "/customer/addresses"}
      />
      <ServerMapTiles>
        <AddressEditor key={id ?? "new"} addressId={id} returnTo={returnTo} />
      </ServerMapTiles>
    </PageContainer>
  );
}
