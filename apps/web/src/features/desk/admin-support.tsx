"use client";

import {
  blockBodySchema,
  type ChatRoom,
  type ChatThread,
  type SupportStatus,
  supportStatuses,
} from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadFailed } from "@/components/feedback/load-failed";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { CheckBadgeIcon } from "@/components/icons";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { Skeleton } from "@/components/skeleton";
import { request, useApiQuery } from "@/lib/api";
import { itemsOf, usePagedList } from "@/lib/api/use-paged-list";
import { ADMIN_SUPPORT_KEY } from "./desk-paths";
import { DeskThread } from "./desk-thread";
import { RoomRow, SupportStatusBadge } from "./room-row";

const PER_PAGE = 20;

/** /admin/support: support threads by status (open first by default), unread counts shown. */
export function AdminSupport() {
  const t = useTranslations("desk");
  const [status, setStatus] = useState<SupportStatus | "">("open");
  const statusId = useId();
  const list = usePagedList<ChatRoom>({
    path: "/admin/support",
    payload: status ? { status } : {},
    cacheKey: ADMIN_SUPPORT_KEY,
    perPage: PER_PAGE,
  });
  const rooms = itemsOf(list.data?.pages);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
          {t("adminReports.status")}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(event.target.value as SupportStatus | "")}
          className={`${controlClass} ${controlBorder(false)}`}
        >
          <option value="">{t("adminReports.all")}</option>
          {supportStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`supportStatuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : rooms.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <CheckBadgeIcon className="size-10 text-emerald-600" />
          <p className="text-lg font-semibold text-slate-900">{t("adminSupport.emptyTitle")}</p>
          <p className="text-slate-600">{t("adminSupport.emptyText")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} href={`/admin/support/${room.id}`} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {t("support.more")}
        </button>
      ) : null}
    </div>
  );
}

/** /admin/support/[id]: the thread, an answer, closing it, stopping its asker from sending. */
export function AdminSupportThread({ id }: { id: number }) {
  const t = useTranslations("desk.adminSupport");
  const base = `/admin/support/${id}`;
  const head = useApiQuery<ChatThread>({ path: base, cacheKey: ADMIN_SUPPORT_KEY });
  const [isClosing, setClosing] = useState(false);
  const [isPending, setPending] = useState(false);
  const [isBlocking, setBlocking] = useState(false);
  const room = head.data?.data.room;
  const close = async () => {
    setPending(true);
    await request({
      method: "POST",
      path: `${base}/close`,
      cacheKey: ADMIN_SUPPORT_KEY,
      label: "close support",
    });
    setPending(false);
    setClosing(false);
  };
  return (
    <div className="flex flex-col gap-4">
      {room ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-bold text-slate-900" dir="auto">
              {room.subject}
            </h2>
            {room.status ? <SupportStatusBadge status={room.status} /> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setBlocking(true)}
              className={`${secondaryButton} text-red-700`}
            >
              {t("block")}
            </button>
            {room.status !== "closed" ? (
              <button type="button" onClick={() => setClosing(true)} className={secondaryButton}>
                {t("close")}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <DeskThread
        readPath={base}
        sendPath={`${base}/messages`}
        cacheKey={ADMIN_SUPPORT_KEY}
        closedText={room?.status === "closed" ? t("closedText") : null}
      />
      <ConfirmDialog
        open={isClosing}
        title={t("closeTitle")}
        text={t("closeLead")}
        confirmLabel={t("close")}
        cancelLabel={t("back")}
        isPending={isPending}
        onConfirm={() => void close()}
        onCancel={() => setClosing(false)}
      />
      <BlockDialog path={`${base}/block`} isOpen={isBlocking} onClose={() => setBlocking(false)} />
    </div>
  );
}

/** Stops a person from sending (a support thread's asker, a report's subject), with a reason. */
export function BlockDialog({
  path,
  isOpen,
  onClose,
}: {
  path: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("desk.adminSupport");
  return (
    <ReasonDialog isOpen={isOpen} onClose={onClose} title={t("blockTitle")} lead={t("blockLead")}>
      {isOpen ? <BlockForm path={path} onDone={onClose} /> : null}
    </ReasonDialog>
  );
}

function BlockForm({ path, onDone }: { path: string; onDone: () => void }) {
  const t = useTranslations("desk.adminSupport");
  const form = useZodForm(blockBodySchema, { defaultValues: { reason: "" } });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<unknown, typeof body>({
      call: { method: "POST", path, payload: { ...body }, label: "block sender" },
      fields: ["reason"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="reason"
        id="block-reason"
        label={t("blockReason")}
        textAreaProps={{ rows: 3, dir: "auto", maxLength: 500 }}
      />
      <ReasonDialogActions
        closeText={t("back")}
        submitText={t("confirmBlock")}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}
