"use client";

import type { DriverProfile } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { primaryButton } from "@/components/button-styles";
import { EditIcon, TurnoversIcon, WalletIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { OfficialNumber } from "@/components/official-number";
import { Plate } from "@/components/plate";
import { LtrValue } from "@/components/text/ltr-value";
import { AccountPage, ProfileDetails } from "@/features/account";
import { useIranProvinces } from "@/lib/geo/geo-queries";
import { usePlaceName } from "@/lib/geo/use-place-name";
import { bilingual, joinList } from "@/lib/i18n/languages";
import { sortByName } from "@/lib/i18n/sort-by-name";
import { useDriverProfile } from "./driver-queries";
import { DriverReviewBadge, DriverReviewCard } from "./driver-review-status";

/** The driver's Profile tab: the registration as Kesht has it, and the driver's other pages. */
export function DriverProfileView() {
  const t = useTranslations("drivers.profile");
  const profile = useDriverProfile();

  const links = [
    { href: "/driver/profile/wallet", label: t("wallet"), Icon: WalletIcon },
    { href: "/driver/profile/turnovers", label: t("turnovers"), Icon: TurnoversIcon },
  ];

  return (
    <AccountPage
      summary={
        <ProfileDetails profile={profile}>
          {(driver) => <DriverDetails driver={driver} />}
        </ProfileDetails>
      }
      menuLabel={t("menuLabel")}
      links={links}
      logoutLabel={t("logout")}
    />
  );
}

function DriverDetails({ driver }: { driver: DriverProfile }) {
  const t = useTranslations("drivers.profile");
  const language = useLocale();
  const home = usePlaceName(driver.province_id, driver.city_id);
  const provinces = useIranProvinces();
  const served = sortByName(
    (provinces.rows ?? []).filter((province) => driver.served_province_ids.includes(province.id)),
    language,
  ).map((province) => bilingual(province, language));

  return (
    <>
      {driver.review_status === "approved" ? null : (
        <DriverReviewCard status={driver.review_status} reason={driver.rejection_reason} />
      )}
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-bold text-slate-900">
              <bdi>{driver.name}</bdi>
            </h2>
            <div>
              <DriverReviewBadge status={driver.review_status} />
            </div>
          </div>
          <Link href="/driver/profile/edit-profile" className={primaryButton}>
            <EditIcon className="size-5" />
            {t("edit")}
          </Link>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={t("mobile")}>
            <LtrValue value={driver.mobile} />
          </Detail>
          <Detail term={t("nationalCode")}>
            <OfficialNumber value={driver.national_code} />
          </Detail>
          <Detail term={t("vehicleType")}>{bilingual(driver.vehicle_type, language)}</Detail>
          <Detail term={t("plate")}>
            <Plate value={driver.plate} />
          </Detail>
          <Detail term={t("capacity")}>{t("capacityValue", { kg: driver.capacity_kg })}</Detail>
          <Detail term={t("sheba")}>
            <OfficialNumber value={driver.sheba} />
          </Detail>
          <Detail term={t("home")}>{home ?? "…"}</Detail>
          <Detail term={t("served")}>{served.length > 0 ? joinList(language, served) : "…"}</Detail>
        </dl>
        <div className="flex flex-wrap gap-4">
          {driver.driving_licence ? (
            <DocumentLink href={driver.driving_licence.url} label={t("licence")} />
          ) : null}
          {driver.vehicle_card ? (
            <DocumentLink href={driver.vehicle_card.url} label={t("vehicleCard")} />
          ) : null}
        </div>
      </section>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
    >
      {label}
    </a>
  );
}
