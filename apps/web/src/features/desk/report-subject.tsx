"use client";

import type { Report, ReportStatus } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { columnIn } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";

type Viewer = "customer" | "seller" | "admin";

/** Where a report's subject can be opened by this viewer, or null when there is no page. */
export function subjectHref(subject: Report["subject"], viewer: Viewer): string | null {
  switch (subject.kind) {
    case "product":
      return paths.product(subject.id);
    case "shop":
      return paths.shop(subject.id);
    case "order":
      return viewer === "admin" ? paths.adminOrder(subject.id) : paths.order(viewer, subject.id);
    case "chat_message":
      if (subject.order_id === null) return null;
      // An admin reads the order's chat read-only on the order's page in the console.
      if (viewer === "admin") return `${paths.adminOrder(subject.order_id)}#order-chat`;
      return paths.orderChat(viewer, subject.order_id);
    case "review":
      // A review has no page of its own; its text is shown in the line.
      return null;
  }
}

/** The subject in words: its kind and name (a message's own text), linked where it has a page. */
export function ReportSubjectLine({
  subject,
  viewer,
}: {
  subject: Report["subject"];
  viewer: Viewer;
}) {
  const t = useTranslations("desk");
  const format = useFormatter();
  const language = useLocale();
  const id = format.number(subject.id, { useGrouping: false });
  const name = columnIn(subject, "title", language);
  let text: string;
  if (subject.kind === "order") text = t("subject.order", { id });
  else if (name === null) text = t("subject.gone", { kind: t(`subjects.${subject.kind}`), id });
  else if (subject.kind === "chat_message") {
    const excerpt = name.length > 140 ? `${name.slice(0, 139)}…` : name;
    text =
      subject.order_id === null
        ? t("subject.message", { text: excerpt })
        : t("subject.messageInOrder", {
            id: format.number(subject.order_id, { useGrouping: false }),
            text: excerpt,
          });
  } else text = `${t(`subjects.${subject.kind}`)}: ${name}`;
  const href = subjectHref(subject, viewer);
  return href ? (
    <Link href={href} className="font-semibold text-primary-800 underline-offset-4 hover:underline">
      <bdi>{text}</bdi>
    </Link>
  ) : (
    <span className="font-semibold text-slate-900">
      <bdi>{text}</bdi>
    </span>
  );
}

const statusTone: Record<ReportStatus, Tone> = {
  open: "amber",
  answered: "green",
  closed: "slate",
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const t = useTranslations("desk.statuses");
  return <ToneBadge tone={statusTone[status]}>{t(status)}</ToneBadge>;
}
