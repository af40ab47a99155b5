"use client";

import type { AdminDelivery } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { request, useApiQuery } from "@/lib/api";

const CACHE_KEY = "admin-deliveries";

/**
 * /admin/deliveries: SMS, push and e-mail deliveries that gave up after their last try
 * (dead), or that are failing and still retried; a dead one can be sent again.
 */
export function AdminDeliveries() {
  const t = useTranslations("adminDeliveries");
  const format = useFormatter();
  const [status, setStatus] = useState<"dead" | "failing">("dead");
  const query = useApiQuery<AdminDelivery[]>({
    path: "/admin/deliveries",
    payload: { status },
    cacheKey: `${CACHE_KEY}-${status}`,
  });
  const rows = query.data?.data ?? [];
  const retry = async (id: number) => {
    await request({
      method: "POST",
      path: `/admin/deliveries/${id}/retry`,
      cacheKey: `${CACHE_KEY}-dead`,
      label: "retry delivery",
    });
    await query.refetch();
  };
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-2">
        {(["dead", "failing"] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            className={`${secondaryButton} ${status === tab ? "font-bold" : ""}`}
            onClick={() => setStatus(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-neutral-600">{query.isLoading ? t("loading") : t("empty")}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-neutral-200">
              {(["kind", "channel", "mobile", "attempts", "error", "updated"] as const).map(
                (col) => (
                  <th key={col} scope="col" className="py-2 pe-3 text-start">
                    {t(`columns.${col}`)}
                  </th>
                ),
              )}
              <th scope="col" className="py-2 text-start">
                <span className="sr-only">{t("columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-neutral-100 align-top">
                <td className="py-2 pe-3">{row.kind}</td>
                <td className="py-2 pe-3">{t(`channels.${row.channel}`)}</td>
                <td className="py-2 pe-3">
                  <bdi>{row.mobile}</bdi>
                </td>
                <td className="py-2 pe-3">{format.number(row.attempts)}</td>
                <td className="py-2 pe-3">
                  <span dir="auto" className="break-words">
                    {row.last_error ?? "—"}
                  </span>
                </td>
                <td className="py-2 pe-3 whitespace-nowrap">
                  {format.dateTime(new Date(row.updated_at), {
                    dateStyle: "short",
                    timeStyle: "short",
                  })}
                </td>
                <td className="py-2">
                  {row.status === "dead" ? (
                    <button type="button" className={secondaryButton} onClick={() => retry(row.id)}>
                      {t("retry")}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
