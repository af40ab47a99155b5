"use client";

import type { AdminPerson } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { OfficialNumber } from "@/components/official-number";
import { Skeleton } from "@/components/skeleton";
import { LtrValue } from "@/components/text/ltr-value";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { useAppStore } from "@/lib/state/app-store";
import { ADMIN_PEOPLE_KEY } from "./people-table";
import { type PersonAction, PersonActionDialog } from "./person-actions";

const reviewTone: Record<string, Tone> = {
  draft: "amber",
  pending_review: "sky",
  approved: "green",
  rejected: "red",
  suspended: "red",
};

/** Which decisions each standing allows (the sellers' and drivers' state tables). */
const decisionsFrom: Record<string, readonly ("approve" | "reject" | "suspend" | "reinstate")[]> = {
  pending_review: ["approve", "reject"],
  approved: ["suspend"],
  suspended: ["reinstate"],
};

/** /admin/people/[uid]: who someone is to Kesht, and blocking or reviewing them. */
export function PersonView({ id }: { id: number }) {
  const t = useTranslations("console.person");
  const language = useLocale();
  const me = useAppStore((state) => state.userInfo?.id);
  const [action, setAction] = useState<PersonAction | null>(null);
  const query = useApiQuery<AdminPerson>({
    path: `/admin/people/${id}`,
    cacheKey: ADMIN_PEOPLE_KEY,
  });

  if (query.isError) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  const person = query.data.data;
  const isMe = me === person.id;

  return (
    <div className="flex flex-col gap-6">
      <Card title={t("details")}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <p className="text-lg font-bold text-slate-900">
              <bdi>{person.name ?? "—"}</bdi>
            </p>
            <p className="text-slate-700">
              <LtrValue value={person.mobile} />
            </p>
            {person.blocked_at ? (
              <p className="flex flex-wrap items-center gap-2" data-testid="person-blocked">
                <ToneBadge tone="red">
                  {t("blockedSince", { date: formatDateTime(person.blocked_at, language) })}
                </ToneBadge>
                {person.blocked_reason ? (
                  <span className="text-sm text-slate-600">
                    {t("reason")}: <bdi>{person.blocked_reason}</bdi>
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
          {person.blocked_at ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setAction({ kind: "unblock" })}
            >
              {t("unblock")}
            </button>
          ) : (
            <button
              type="button"
              disabled={isMe}
              title={isMe ? t("you") : undefined}
              className={`${primaryButton} bg-red-700 hover:bg-red-800`}
              onClick={() => setAction({ kind: "block" })}
            >
              {t("block")}
            </button>
          )}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <Fact label={t("email")}>{person.email ? <bdi>{person.email}</bdi> : "—"}</Fact>
          <Fact label={t("joined")}>{formatDateTime(person.created_at, language)}</Fact>
          <Fact label={t("roles")}>
            <RolesText roles={person.roles} />
          </Fact>
        </dl>
      </Card>

      {person.shop ? (
        <StandingCard
          title={t("shop")}
          name={person.shop.store_name}
          standing={person.shop}
          onDecide={(decision) => setAction({ kind: "standing", who: "shop", decision })}
        />
      ) : null}
      {person.driver ? (
        <StandingCard
          title={t("driver")}
          name={null}
          standing={person.driver}
          onDecide={(decision) => setAction({ kind: "standing", who: "driver", decision })}
        />
      ) : null}

      <OrdersCard person={person} />
      <WalletsCard person={person} />
      <SessionsCard person={person} />

      <PersonActionDialog person={person} action={action} onClose={() => setAction(null)} />
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function RolesText({ roles }: { roles: AdminPerson["roles"] }) {
  const t = useTranslations("console.people.roles");
  if (roles.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((held) => (
        <ToneBadge key={held.role} tone={held.role === "admin" ? "indigo" : "slate"}>
          {t(held.role)}
        </ToneBadge>
      ))}
    </span>
  );
}

function StandingCard({
  title,
  name,
  standing,
  onDecide,
}: {
  title: string;
  name: string | null;
  standing: { review_status: string; national_code: string; reason: string | null };
  onDecide: (decision: "approve" | "reject" | "suspend" | "reinstate") => void;
}) {
  const t = useTranslations("console.person");
  const status = standing.review_status as keyof typeof reviewTone;
  return (
    <Card title={title}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {name ? (
          <Fact label={t("shop")}>
            <bdi>{name}</bdi>
          </Fact>
        ) : null}
        <Fact label={t("standing")}>
          <ToneBadge tone={reviewTone[status] ?? "slate"}>
            {t(`review.${status as "approved"}`)}
          </ToneBadge>
        </Fact>
        <Fact label={t("nationalCode")}>
          <OfficialNumber value={standing.national_code} copyName={t("nationalCode")} />
        </Fact>
        {standing.reason ? (
          <Fact label={t("standingReason")}>
            <bdi>{standing.reason}</bdi>
          </Fact>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {(decisionsFrom[status] ?? []).map((decision) => (
          <button
            key={decision}
            type="button"
            onClick={() => onDecide(decision)}
            className={
              decision === "reject" || decision === "suspend"
                ? `${secondaryButton} text-red-700`
                : primaryButton
            }
          >
            {t(`decisions.${decision}`)}
          </button>
        ))}
      </div>
    </Card>
  );
}

function OrdersCard({ person }: { person: AdminPerson }) {
  const t = useTranslations("console.person");
  const tStatus = useTranslations("orders.status");
  const language = useLocale();
  const money = useMoney();
  const idNumber = useIdNumber();
  return (
    <Card title={t("orders")}>
      {person.orders.length === 0 ? (
        <p className="text-slate-600">{t("noOrders")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {person.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link
                href={`/admin/orders/${order.id}`}
                className="font-semibold text-primary-700 hover:underline"
              >
                {t("order", { id: idNumber(order.id) })}
              </Link>
              <span className="text-sm text-slate-600">
                {formatDateTime(order.created_at, language)}
              </span>
              <span className="text-sm">{tStatus(order.status as "paid")}</span>
              <span className="font-semibold">{money.toman(order.total_rials)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function WalletsCard({ person }: { person: AdminPerson }) {
  const t = useTranslations("console.person");
  const tKind = useTranslations("money.turnovers.kind");
  const language = useLocale();
  const money = useMoney();
  if (person.wallets.length === 0) return null;
  return (
    <Card title={t("wallets")}>
      <div className="grid gap-4 md:grid-cols-2">
        {person.wallets.map((wallet) => (
          <div key={wallet.kind} className="rounded-xl border border-slate-100 p-4">
            <p className="text-sm text-slate-500">{t(`walletKinds.${wallet.kind}`)}</p>
            <p className="text-xl font-bold text-slate-900">
              {t("balance")}: {money.toman(wallet.balance_rials)}
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-700">{t("lastMoves")}</p>
            {wallet.turnovers.length === 0 ? (
              <p className="text-sm text-slate-600">{t("noMoves")}</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {wallet.turnovers.map((move) => (
                  <li key={move.id} className="flex flex-wrap justify-between gap-2">
                    <span>{tKind(move.kind as "wallet_credit")}</span>
                    <span className="text-slate-500">
                      {formatDateTime(move.created_at, language)}
                    </span>
                    <span className={move.amount_rials < 0 ? "text-red-700" : "text-emerald-700"}>
                      {money.toman(move.amount_rials)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}

function SessionsCard({ person }: { person: AdminPerson }) {
  const t = useTranslations("console.person");
  const tRoles = useTranslations("console.people.roles");
  const language = useLocale();
  return (
    <Card title={t("sessions")}>
      {person.sessions.length === 0 ? (
        <p className="text-slate-600">{t("noSessions")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="person-sessions">
          {person.sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between"
            >
              <span className="min-w-0 truncate text-sm text-slate-700">
                <bdi dir="ltr">{session.user_agent ?? t("unknownDevice")}</bdi>
                {session.role
                  ? `${separatorsOf(language).inline}${tRoles(session.role as "customer")}`
                  : null}
              </span>
              <span className="text-sm text-slate-600">
                {t("started")}: {formatDateTime(session.created_at, language)}
              </span>
              {session.revoked_at ? (
                <ToneBadge tone="slate">
                  {t("ended", { date: formatDateTime(session.revoked_at, language) })}
                </ToneBadge>
              ) : (
                <ToneBadge tone="green">{t("live")}</ToneBadge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
