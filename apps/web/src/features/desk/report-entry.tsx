"use client";

import type { ReportSubject } from "@kesht/contracts";
import { lazyIsland } from "@/components/lazy-island";
import { useShellSession } from "@/features/shell";

// Only signed-in customers see it, which the server never renders: its form, checks and
// dialog load for them, not with every product and shop page (issue 15). A lazy island rather
// than next/dynamic, whose loader (~2.7 kB gz) would be the only use of it on those pages.
const ReportButton = lazyIsland(() => import("./report-button").then((m) => m.ReportButton));

/**
 * "Report" on a public page (a product, a shop) for a signed-in customer; visitors, shops and
 * admins see nothing (a shop reports from its orders and chats).
 */
export function CustomerReportEntry({
  subjectKind,
  subjectId,
}: {
  subjectKind: Extract<ReportSubject, "product" | "shop" | "review">;
  subjectId: number;
}) {
  const { role } = useShellSession();
  if (role !== "customer") return null;
  return <ReportButton side="customer" subjectKind={subjectKind} subjectId={subjectId} />;
}
