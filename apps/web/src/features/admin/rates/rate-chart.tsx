"use client";

import type { RateEntry } from "@kesht/contracts";
import { useFormatter, useLocale } from "next-intl";
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { isRightToLeft } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

/**
 * A pair's rate over time (oldest on the reading side's start). Loaded only by the rates page,
 * through next/dynamic, so recharts never reaches another page's bundle.
 */
export default function RateChart({ entries }: { entries: RateEntry[] }) {
  const format = useFormatter();
  const language = useLocale();
  const points = [...entries]
    .reverse()
    .map((entry) => ({ at: entry.created_at, rate: entry.rate }));
  return (
    <div className="h-64 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="at"
            reversed={isRightToLeft(language)}
            tickFormatter={(at: string) => formatDateTime(at, language).split(" ")[0] ?? at}
            minTickGap={32}
          />
          <YAxis
            orientation={isRightToLeft(language) ? "right" : "left"}
            tickFormatter={(rate: number) => format.number(rate, { notation: "compact" })}
            width={64}
            domain={["auto", "auto"]}
          />
          <Tooltip
            labelFormatter={(at) => formatDateTime(String(at), language)}
            formatter={(rate) => format.number(Number(rate), { maximumFractionDigits: 6 })}
          />
          <Line type="stepAfter" dataKey="rate" stroke="#15803d" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
