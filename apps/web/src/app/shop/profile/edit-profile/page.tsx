import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForwardArrowIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ServerMapTiles } from "@/features/map/server-map-tiles";
import { EditShopProfile } from "@/features/shop-registration/edit-profile/edit-profile-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.edit");
  return { title: t("title") };
}

/** The shop's details, place and logo, changed after registration. */
export default async function EditShopProfilePage() {
  const t = await getTranslations("shop.edit");
  return (
    <PageContainer width="reading">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <SubHeader title={t("title")} fallbackHref="/shop/profile" />
        <Link
          href="/shop/profile/edit-profile/images"
          className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>
            {t("imagesLink")}
            <span className="block text-sm font-normal text-slate-600">{t("imagesLinkText")}</span>
          </span>
          <ForwardArrowIcon className="size-5 text-slate-500" />
        </Link>
        <ServerMapTiles>
          <EditShopProfile />
        </ServerMapTiles>
      </div>
    </PageContainer>
  );
}
