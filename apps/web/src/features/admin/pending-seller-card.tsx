"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DocumentIcon, StoreIcon } from "@/components/icons";
import { OfficialNumber } from "@/components/official-number";
import { LtrValue } from "@/components/text/ltr-value";
import { ImageStrip, ShopNames } from "@/features/account";
import { request } from "@/lib/api";
import { usePlaceName } from "@/lib/geo/use-place-name";
import { bilingual } from "@/lib/i18n/languages";
import { PENDING_SELLERS_KEY, reviewPath } from "./review-seller";

/**
 * One shop waiting for review, with everything the admin checks before deciding: who runs
 * it, where it is, the national code and bank details the shop will be paid to (each with a
 * copy button, for checking them against the bank), the licence and the photos. Approving
 * lists its products at once, so it asks first.
 */
export function PendingSellerCard({
  seller,
  onReject,
}: {
  seller: SellerProfile;
  onReject: () => void;
}) {
  const t = useTranslations("accounts.admin");
  const place = usePlaceName(seller.province_id, seller.city_id);
  const language = useLocale();
  const [isConfirming, setConfirming] = useState(false);
  const [isApproving, setApproving] = useState(false);
  const titleId = `seller-${seller.id}-title`;
  const logo = seller.logo?.variants["320"] ?? seller.logo?.url;

  async function approve() {
    setApproving(true);
    await request({
      method: "POST",
      path: reviewPath(seller),
      payload: { decision: "approve" },
      label: "approve seller",
      cacheKey: PENDING_SELLERS_KEY,
    });
    setApproving(false);
    setConfirming(false);
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        {logo ? (
          // biome-ignore lint/performance/noImgElement: uploads are already re-encoded WebP renditions.
          <img src={logo} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
        ) : (
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <StoreIcon className="size-7" />
          </span>
        )}
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          <ShopNames shop={seller} />
        </h2>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <Fact term={t("manager")}>
          <bdi>{seller.manager_full_name}</bdi>
        </Fact>
        <Fact term={t("mobile")}>
          <LtrValue value={seller.mobile} />
        </Fact>
        <Fact term={t("place")}>{place ?? "—"}</Fact>
      </dl>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-2">
        <Fact term={t("nationalCode")}>
          <OfficialNumber value={seller.national_code} copyName={t("nationalCode")} />
        </Fact>
        <Fact term={t("cardNumber")}>
          <OfficialNumber value={seller.card_number} copyName={t("cardNumber")} />
        </Fact>
        <Fact term={t("sheba")}>
          <OfficialNumber value={seller.sheba} copyName={t("sheba")} />
        </Fact>
        <Fact term={t("iban")}>
          <OfficialNumber value={seller.iban} copyName={t("iban")} />
        </Fact>
      </dl>
      <div className="flex flex-col gap-2">
        {seller.license ? (
          <a
            href={seller.license.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-700 underline"
          >
            <DocumentIcon className="size-5" />
            {t("license")}
          </a>
        ) : (
          <p className="text-slate-500">{t("noLicense")}</p>
        )}
        <ImageStrip
          images={[...seller.store_images, ...seller.farm_images]}
          label={(index) => t("image", { index, store: bilingual(seller, language) })}
          emptyText={t("noImages")}
        />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-describedby={titleId}
          className={primaryButton}
        >
          {t("approve")}
        </button>
        <button
          type="button"
          onClick={onReject}
          aria-describedby={titleId}
          className={`${secondaryButton} text-red-700`}
        >
          {t("reject")}
        </button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={t("approveTitle", { store: bilingual(seller, language) })}
        text={t("approveText")}
        confirmLabel={t("confirmApprove")}
        cancelLabel={t("cancel")}
        onConfirm={() => void approve()}
        onCancel={() => setConfirming(false)}
        isPending={isApproving}
      />
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
