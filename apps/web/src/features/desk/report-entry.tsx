"use client";

import type { ReportSubject } from "@kesht/contracts";
import { useShellSession } from "@/features/shell/use-shell-session";
import { ReportButton } from "./report-button";

/**
 * "Report" on a public page (a product, a shop) for a signed-in customer; visitors, shops and
 * admins see nothing (a shop reports from its orders and chats).
 */
export function CustomerReportEntry({
  subjectKind,
  subjectId,
}: {
  subjectKind: Extract<ReportSubject, "product" | "shop">;
  subjectId: number;
}) {
  const { role } = useShellSession();
  if (role !== "customer") return null;
  return <ReportButton side="customer" subjectKind={subjectKind} subjectId={subjectId} />;
}
