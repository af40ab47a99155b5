"use client";

import type { OrderGroup } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Link } from "@/components/link";
import { InlineFacts } from "@/components/text/inline-facts";
import { ToneBadge } from "@/components/tone-badge";
import { TimeRange } from "@/features/checkout";
import { bilingual } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { EditLoad } from "./edit-load-form";
import { LoadNeeds } from "./load-needs";
import { SellerBids } from "./seller-bids";
import { cancelLoadingRequest } from "./shipping-queries";
import { Card, Fact } from "./shipping-ui";

/**
 * The shipment's loading request on the shop's page: when and what, what the load needs, the
 * drivers' ranked bids; while open, changing the load (new bids) or cancelling the request.
 */
export function GroupRequestCard({ group }: { group: OrderGroup }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const format = useFormatter();
  const [isCancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = group.loading_request;
  const canSend = group.status === "preparing";

  if (!request || request.status === "cancelled" || request.status === "expired") {
    return (
      <Card id="group-request" title={t("group.request")}>
        {request ? (
          <ToneBadge tone="slate">{t(`requestStatus.${request.status}`)}</ToneBadge>
        ) : null}
        <p className="text-slate-600">{t("group.noRequest")}</p>
        {canSend ? (
          <Link href={`/shop/order-groups/${group.id}/loading-request`} className={primaryButton}>
            {t("group.sendRequest")}
          </Link>
        ) : null}
      </Card>
    );
  }

  return (
    <Card id="group-request" title={t("group.request")} testId="group-request">
      <dl className="flex flex-col gap-1.5">
        <Fact label={t("groupStatus")}>
          <ToneBadge tone={request.status === "open" ? "amber" : "green"}>
            {t(`requestStatus.${request.status}`)}
          </ToneBadge>
        </Fact>
        <Fact label={t("driver.loading")}>
          <InlineFacts>
            {[
              formatDay(request.loading_date, language),
              <TimeRange key="time" block={request.time_block} />,
            ]}
          </InlineFacts>
        </Fact>
        <Fact label={t("driver.package")}>{bilingual(request.package_type, language)}</Fact>
        <Fact label={t("driver.weightLabel")}>
          {t("driver.weight", { kg: format.number(request.weight_kg) })}
        </Fact>
        <LoadNeeds needs={request} />
      </dl>
      {request.status === "open" ? <EditLoad key={request.revision} request={request} /> : null}
      <SellerBids request={request} />
      {request.status === "open" ? (
        <>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            onClick={() => setCancelling(true)}
          >
            {t("group.cancelRequest")}
          </button>
          <ConfirmDialog
            open={isCancelling}
            title={t("group.cancelRequest")}
            text={t("group.cancelConfirm")}
            isPending={busy}
            onCancel={() => setCancelling(false)}
            onConfirm={async () => {
              setBusy(true);
              await cancelLoadingRequest(request.id);
              setBusy(false);
              setCancelling(false);
            }}
          />
        </>
      ) : null}
    </Card>
  );
}
