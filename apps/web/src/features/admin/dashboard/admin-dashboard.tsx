"use client";

import type { AdminDashboard as Dashboard } from "@kesht/contracts";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { AdminSection } from "@/features/admin/catalogue/admin-ui";
import { useMoney } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";

const DashboardChart = dynamic(() => import("./dashboard-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full rounded-xl" />,
});

/** Each queue's figure and where the admin works through it. */
const queues = [
  { key: "shopsWaiting", field: "shops_waiting", href: "/admin/sellers" },
  { key: "driversWaiting", field: "drivers_waiting", href: "/admin/drivers" },
  { key: "cashRequests", field: "open_cash_requests", href: "/admin/cash-requests" },
  { key: "disputes", field: "open_disputes", href: "/admin/disputes" },
  { key: "reports", field: "open_reports", href: "/admin/reports" },
  { key: "support", field: "open_support_threads", href: "/admin/support" },
] as const;

const catalogueLinks = [
  { key: "categories", href: "/admin/categories" },
  { key: "units", href: "/admin/units" },
  { key: "banners", href: "/admin/banners" },
  { key: "rates", href: "/admin/rates" },
  { key: "content", href: "/admin/content" },
] as const;

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-2xl font-bold text-slate-900">{value}</span>
    </>
  );
  const look = "flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm";
  return href ? (
    <Link href={href} className={`${look} hover:border-primary-400 hover:bg-primary-50`}>
      {body}
    </Link>
  ) : (
    <div className={look}>{body}</div>
  );
}

/** /admin: the day and month at a glance, the queues waiting, and 30 days of orders. */
export function AdminDashboard() {
  const t = useTranslations("adminCatalogue.dashboard");
  const format = useFormatter();
  const money = useMoney();
  const dashboard = useApiQuery<Dashboard>({
    path: "/admin/dashboard",
    cacheKey: "admin-dashboard",
  });
  if (dashboard.isError && !dashboard.data) {
    return <LoadFailed onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  const data = dashboard.data.data;
  const count = (value: number) => format.number(value);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t("ordersToday")} value={count(data.orders_today)} />
        <Figure label={t("ordersMonth")} value={count(data.orders_this_month)} />
        <Figure label={t("volumeToday")} value={money.toman(data.paid_volume_today_rials)} />
        <Figure label={t("volumeMonth")} value={money.toman(data.paid_volume_this_month_rials)} />
      </div>
      <AdminSection title={t("queues")}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {queues.map((queue) => (
            <Figure
              key={queue.key}
              label={t(queue.key)}
              value={count(data[queue.field])}
              href={queue.href}
            />
          ))}
        </div>
      </AdminSection>
      <AdminSection title={t("chart")}>
        <DashboardChart daily={data.daily} />
      </AdminSection>
      <AdminSection title={t("catalogue")}>
        <nav className="flex flex-wrap gap-2">
          {catalogueLinks.map((link) => (
            <Link
              key={link.key}
              href={link.href}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50"
            >
              {t(`links.${link.key}`)}
            </Link>
          ))}
        </nav>
      </AdminSection>
    </div>
  );
}
