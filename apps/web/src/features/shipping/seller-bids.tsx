"use client";

import type { BidRankReason, OrderGroup } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { InlineFacts } from "@/components/text/inline-facts";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { acceptProposal } from "./shipping-queries";

type Request = NonNullable<OrderGroup["loading_request"]>;
type Proposal = Request["proposals"][number];

const reasonTone: Record<BidRankReason, Tone> = {
  fastest: "sky",
  cheapest: "green",
  top_rated: "amber",
  unrated: "slate",
};

/**
 * A bid the shop can no longer take: one that ran out of time or was made on an older
 * revision of the load (decision 036). The API marks them by a job; until it runs, the page
 * tells them apart by their time and revision, as the API's accept does.
 */
export function isOutdated(proposal: Proposal, request: Request, now = Date.now()): boolean {
  if (proposal.status === "stale" || proposal.status === "expired") return true;
  return (
    proposal.status === "pending" &&
    (proposal.request_revision < request.revision || Date.parse(proposal.valid_until) <= now)
  );
}

/** What an outdated bid is, even while the API still calls it pending. */
function outdatedStatus(proposal: Proposal, request: Request) {
  if (proposal.status !== "pending") return proposal.status;
  return proposal.request_revision < request.revision ? "stale" : "expired";
}

/**
 * The drivers' bids on the shop's load, best first as the API ranks them (arrival, price,
 * rating), each saying why it stands where it does; outdated bids apart, folded, with a note.
 */
export function SellerBids({ request }: { request: Request }) {
  const t = useTranslations("shipping.group");
  const tBids = useTranslations("freight.bids");
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  // Accepting a price commits the shipment's money to a driver: asked first, never one tap.
  const [accepting, setAccepting] = useState<Proposal | null>(null);
  const outdated = request.proposals.filter((proposal) => isOutdated(proposal, request));
  const current = request.proposals
    .filter((proposal) => !isOutdated(proposal, request))
    .sort(
      (a, b) =>
        (a.ranking?.position ?? Number.MAX_SAFE_INTEGER) -
        (b.ranking?.position ?? Number.MAX_SAFE_INTEGER),
    );

  return (
    <>
      <h3 className="font-bold text-slate-900">{t("proposals")}</h3>
      {current.length === 0 ? (
        <p className="text-slate-600">{t("noProposals")}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="proposals">
          {current.map((proposal) => (
            <BidRow key={proposal.id} proposal={proposal}>
              {request.status === "open" && proposal.status === "pending" ? (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={busy}
                  onClick={() => setAccepting(proposal)}
                >
                  {t("accept")}
                </button>
              ) : (
                <ToneBadge tone={proposal.status === "accepted" ? "green" : "slate"}>
                  {tBids(`status.${proposal.status}`)}
                </ToneBadge>
              )}
            </BidRow>
          ))}
        </ol>
      )}
      {outdated.length > 0 ? (
        <details className="rounded-xl border border-slate-200 p-3" data-testid="outdated-bids">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {tBids("older", { count: outdated.length })}
          </summary>
          <p className="mt-2 text-sm text-slate-600">{tBids("olderNote")}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {outdated.map((proposal) => (
              <BidRow key={proposal.id} proposal={proposal} isOutdated>
                <ToneBadge tone="slate">
                  {tBids(`status.${outdatedStatus(proposal, request)}`)}
                </ToneBadge>
              </BidRow>
            ))}
          </ul>
        </details>
      ) : null}
      <ConfirmDialog
        open={accepting !== null}
        title={t("acceptTitle", { name: accepting?.driver.name ?? "" })}
        text={
          accepting
            ? t("acceptConfirm", {
                price: money.toman(accepting.price_rials),
                hours: t("hours", { count: accepting.duration_hours }),
              })
            : undefined
        }
        confirmLabel={t("accept")}
        isPending={busy}
        onCancel={() => setAccepting(null)}
        onConfirm={async () => {
          if (!accepting) return;
          setBusy(true);
          await acceptProposal(accepting.id);
          setBusy(false);
          setAccepting(null);
        }}
      />
    </>
  );
}

/** One bid: the driver, the price and hours, and its place and reasons when ranked. */
function BidRow({
  proposal,
  isOutdated = false,
  children,
}: {
  proposal: Proposal;
  isOutdated?: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations("shipping.group");
  const tBids = useTranslations("freight.bids");
  const language = useLocale();
  const money = useMoney();
  const format = useFormatter();
  const ranking = proposal.ranking;
  const driver = proposal.driver;

  return (
    <li
      data-testid={isOutdated ? "outdated-proposal" : "proposal"}
      className={`flex flex-col gap-2 rounded-xl border p-3 ${
        ranking?.position === 1 ? "border-primary-300 bg-primary-50/40" : "border-slate-200"
      } ${isOutdated ? "opacity-75" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold text-slate-900">
            <InlineFacts>
              {[<bdi key="name">{driver.name}</bdi>, bilingual(driver.vehicle_type, language)]}
            </InlineFacts>
          </span>
          <span className="text-sm text-slate-600">
            <InlineFacts>
              {[
                driver.rating_average === null
                  ? t("noRating")
                  : t("rating", {
                      average: format.number(driver.rating_average),
                      count: format.number(driver.rating_count),
                    }),
                t("jobs", { count: driver.completed_jobs }),
              ]}
            </InlineFacts>
          </span>
        </div>
        <span className="font-bold text-slate-900" data-testid="proposal-price">
          <InlineFacts>
            {[money.toman(proposal.price_rials), t("hours", { count: proposal.duration_hours })]}
          </InlineFacts>
        </span>
        {children}
      </div>
      {ranking ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="bid-ranking">
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-sm font-bold text-white">
            {tBids("position", { position: format.number(ranking.position) })}
          </span>
          {ranking.reasons.map((reason) => (
            <ToneBadge key={reason} tone={reasonTone[reason]}>
              {tBids(`reason.${reason}`)}
            </ToneBadge>
          ))}
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        <InlineFacts>
          {[
            ranking
              ? tBids("arrivesAt", { time: formatDateTime(ranking.arrives_at, language) })
              : null,
            ranking && ranking.hours_after_fastest > 0
              ? tBids("hoursAfterFastest", { count: ranking.hours_after_fastest })
              : null,
            ranking && ranking.percent_above_cheapest > 0
              ? tBids("percentAboveCheapest", {
                  percent: format.number(ranking.percent_above_cheapest),
                })
              : null,
            tBids("validUntil", { time: formatDateTime(proposal.valid_until, language) }),
          ]}
        </InlineFacts>
      </p>
    </li>
  );
}
