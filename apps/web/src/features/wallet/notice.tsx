import type { ReactNode } from "react";
import { AlertIcon, CheckBadgeIcon } from "@/components/icons";

type NoticeKind = "success" | "failure" | "info";

const kindClass: Record<NoticeKind, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  failure: "border-red-200 bg-red-50 text-red-950",
  info: "border-sky-200 bg-sky-50 text-sky-950",
};

/**
 * A boxed message in the page: a payment's result, a refund, a deadline. Success and info are
 * announced politely; a failure is an alert.
 */
export function Notice({
  kind,
  title,
  children,
  action,
}: {
  kind: NoticeKind;
  title: string;
  children?: ReactNode;
  /** A link or button that leads on (try again, see the turnovers). */
  action?: ReactNode;
}) {
  return (
    <div
      role={kind === "failure" ? "alert" : "status"}
      className={`flex gap-3 rounded-2xl border p-4 ${kindClass[kind]}`}
    >
      {kind === "failure" ? (
        <AlertIcon className="size-6 shrink-0 text-red-600" />
      ) : (
        <CheckBadgeIcon
          className={`size-6 shrink-0 ${kind === "success" ? "text-emerald-600" : "text-sky-600"}`}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-sm">{children}</div> : null}
        {action ? <div className="mt-2 flex flex-wrap gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
