"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReviewQueue } from "@/components/review-queue";
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

  return (
    <>
      <ReviewQueue
        queue={sellers}
        empty={{ title: t("emptyTitle"), text: t("emptyText") }}
        count={(count) => t("count", { count })}
      >
        {(seller) => <PendingSellerCard seller={seller} onReject={() => setRejecting(seller)} />}
      </ReviewQueue>
      <RejectDialog seller={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
