"use client";

import type { Language, SellerProfile } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { StoreIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { CheckBadgeIcon, DocumentIcon } from "@/features/account/ui/account-icons";
import { shopNameIn } from "@/features/account/ui/bilingual-title";
import { ImageStrip } from "@/features/account/ui/image-strip";
import { LoadFailed } from "@/features/account/ui/load-failed";
import { LtrValue } from "@/features/account/ui/ltr-value";
import { ShopNames } from "@/features/account/ui/shop-names";
import { usePlaceName } from "@/features/account/use-place-names";
import { request, useApiQuery } from "@/lib/api";
import { RejectDialog } from "./reject-dialog";
import { PENDING_SELLERS_KEY, reviewPath } from "./review-seller";

/** Shops waiting for an admin's decision, oldest first as the API lists them. */
export function PendingSellers() {
  const t = useTranslations("accounts.admin");
  const sellers = useApiQuery<SellerProfile[]>({
    path: "/admin/sellers",
    payload: { status: "pending_review" },
    cacheKey: PENDING_SELLERS_KEY,
  });
  const [rejecting, setRejecting] = useState<SellerProfile | null>(null);

  if (sellers.isError) return <LoadFailed onRetry={() => void sellers.refetch()} />;
  if (!sellers.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  const list = sellers.data.data;
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <CheckBadgeIcon className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="text-slate-600">{t("emptyText")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-slate-600">{t("count", { count: list.length })}</p>
      <ul className="flex flex-col gap-4">
        {list.map((seller) => (
          <li key={seller.id}>
            <PendingSellerCard seller={seller} onReject={() => setRejecting(seller)} />
          </li>
        ))}
      </ul>
      <RejectDialog seller={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function PendingSellerCard({ seller, onReject }: { seller: SellerProfile; onReject: () => void }) {
  const t = useTranslations("accounts.admin");
  const place = usePlaceName(seller.province_id, seller.city_id);
  const language = useLocale() as Language;
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
        <div>
          <dt className="text-sm text-slate-500">{t("manager")}</dt>
          <dd className="font-medium text-slate-900">
            <bdi>{seller.manager_full_name}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("mobile")}</dt>
          <dd className="font-medium text-slate-900">
            <LtrValue value={seller.mobile} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("place")}</dt>
          <dd className="font-medium text-slate-900">{place ?? "—"}</dd>
        </div>
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
          label={(index) => t("image", { index, store: shopNameIn(seller, language) })}
          emptyText={t("noImages")}
        />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <button
          type="button"
          onClick={() => void approve()}
          disabled={isApproving}
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
    </article>
  );
}
