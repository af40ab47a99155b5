"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CheckBadgeIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { useApiQuery } from "@/lib/api";
import { PendingSellerCard } from "./pending-seller-card";
import { RejectDialog } from "./reject-dialog";
import { PENDING_SELLERS_KEY } from "./review-seller";

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
