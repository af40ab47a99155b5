"use client";

import type { ReportSubject } from "@kesht/contracts";
import dynamic from "next/dynamic";
import { useShellSession } from "@/features/shell";

// Only signed-in customers see it, which the server never renders: its form, checks and
// dialog load for them, not with every product and shop page (issue 15).
const ReportButton = dynamic(() => import("./report-button").then((m) => m.ReportButton), {
  ssr: false,
});

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
