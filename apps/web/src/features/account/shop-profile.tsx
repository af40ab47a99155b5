"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { DocumentIcon, EditIcon, ImagesIcon, MessagesIcon, OrdersIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { OfficialNumber } from "@/components/official-number";
import { LtrValue } from "@/components/text/ltr-value";
import { usePlaceName } from "@/lib/geo/use-place-name";
import { useSellerProfile } from "./seller-profile-query";
import { AccountPage, ProfileDetails } from "./ui/account-page";
import { ImageStrip } from "./ui/image-strip";
import { useOwnPageLinks } from "./ui/own-page-links";
import { ShopIdentity } from "./ui/shop-identity";

/** The shop as Kesht has it, read-only, with the ways to change it and the seller's other pages. */
export function ShopProfile() {
  const t = useTranslations("accounts.shopProfile");
  const profile = useSellerProfile();
  const tTabs = useTranslations("tabs");
  const tAdmin = useTranslations("desk.shopAdmin");

  const ownPages = useOwnPageLinks("shop");
  const links = [
    { href: "/shop/orders", label: tTabs("orders"), Icon: OrdersIcon },
    ...ownPages,
    { href: "/shop/profile/messages/admin", label: tAdmin("link"), Icon: MessagesIcon },
  ];

  return (
    <AccountPage
      summary={
        <ProfileDetails profile={profile}>{(shop) => <ShopDetails shop={shop} />}</ProfileDetails>
      }
      menuLabel={t("menuLabel")}
      links={links}
      logoutLabel={t("logout")}
    />
  );
}

function ShopDetails({ shop }: { shop: SellerProfile }) {
  const t = useTranslations("accounts.shopProfile");
  const place = usePlaceName(shop.province_id, shop.city_id);

  return (
    <>
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
        <ShopIdentity shop={shop} logoAlt={t("logo")} size="large" />
        <div className="flex flex-wrap gap-2">
          <Link href="/shop/profile/edit-profile" className={primaryButton}>
            <EditIcon className="size-5" />
            {t("editProfile")}
          </Link>
          <Link href="/shop/profile/edit-profile/images" className={secondaryButton}>
            <ImagesIcon className="size-5" />
            {t("editImages")}
          </Link>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard title={t("business")}>
          <Detail term={t("managerName")}>
            <bdi>{shop.manager_full_name}</bdi>
          </Detail>
          <Detail term={t("mobile")}>
            <LtrValue value={shop.mobile} />
          </Detail>
          <Detail term={t("nationalCode")}>
            <OfficialNumber value={shop.national_code} />
          </Detail>
          <Detail term={t("location")}>
            {place ?? (shop.province_id === null ? <NotSet /> : "…")}
          </Detail>
        </DetailsCard>
        <DetailsCard title={t("bank")}>
          <Detail term={t("sheba")}>
            <OfficialNumber value={shop.sheba} />
          </Detail>
          <Detail term={t("iban")}>
            <OfficialNumber value={shop.iban} />
          </Detail>
          <Detail term={t("cardNumber")}>
            <OfficialNumber value={shop.card_number} />
          </Detail>
        </DetailsCard>
      </div>

      <DetailsCard title={t("documents")}>
        <Detail term={t("license")}>
          {shop.license ? (
            <a
              href={shop.license.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline"
            >
              <DocumentIcon className="size-5" />
              {t("openLicense")}
            </a>
          ) : (
            <NotSet />
          )}
        </Detail>
        <Detail term={t("farmVideo")}>
          {shop.farm_video ? (
            <a
              href={shop.farm_video.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
            >
              {t("openVideo")}
            </a>
          ) : (
            <NotSet />
          )}
        </Detail>
      </DetailsCard>

      <DetailsCard title={t("storeImages")} isList={false}>
        <ImageStrip
          images={shop.store_images}
          label={(index) => t("storeImage", { index })}
          emptyText={t("noImages")}
        />
      </DetailsCard>
      <DetailsCard title={t("farmImages")} isList={false}>
        <ImageStrip
          images={shop.farm_images}
          label={(index) => t("farmImage", { index })}
          emptyText={t("noImages")}
        />
      </DetailsCard>
    </>
  );
}

/** A titled card; its children are Detail rows, or anything else with `isList={false}`. */
function DetailsCard({
  title,
  children,
  isList = true,
}: {
  title: string;
  children: ReactNode;
  isList?: boolean;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {isList ? <dl className="flex flex-col divide-y divide-slate-100">{children}</dl> : children}
    </section>
  );
}

function NotSet() {
  const t = useTranslations("accounts.shopProfile");
  return <span className="font-normal text-slate-500">{t("notSet")}</span>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}
