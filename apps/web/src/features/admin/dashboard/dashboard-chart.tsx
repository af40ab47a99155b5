"use client";

import { type AdminDashboard, rialsToToman } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { isRightToLeft } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";

/**
 * Daily orders (bars) and paid volume in toman (line) over the last 30 days. Loaded only by
 * the dashboard, through next/dynamic with ssr off, so recharts weighs on no other page.
 */
export default function DashboardChart({ daily }: { daily: AdminDashboard["daily"] }) {
  const t = useTranslations("adminCatalogue.dashboard");
  const format = useFormatter();
  const language = useLocale();
  const rtl = isRightToLeft(language);
  const points = daily.map((day) => ({
    day: day.day,
    orders: day.orders,
    volume: rialsToToman(day.paid_volume_rials),
  }));
  return (
    <div className="h-72 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickFormatter={(day: string) => formatDay(day, language)}
            minTickGap={24}
          />
          <YAxis
            yAxisId="orders"
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tickFormatter={(value: number) => format.number(value)}
            width={40}
          />
          <YAxis
            yAxisId="volume"
            orientation={rtl ? "left" : "right"}
            tickFormatter={(value: number) => format.number(value, { notation: "compact" })}
            width={56}
          />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day), language)}
            formatter={(value) => format.number(Number(value))}
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name={t("orders")} fill="#86efac" />
          <Line
            yAxisId="volume"
            dataKey="volume"
            name={t("volume")}
            stroke="#15803d"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
