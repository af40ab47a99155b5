"use client";

import { blockBodySchema, type ChatRoom, type ChatThread } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { request, useApiQuery } from "@/lib/api";
import { ADMIN_SUPPORT_KEY } from "./desk-paths";
import { DeskStatusTable } from "./desk-status-table";
import type { DeskStatusTab } from "./desk-tabs";
import { DeskThread } from "./desk-thread";
import { useRoomColumns } from "./room-columns";
import { SupportStatusBadge } from "./room-row";

const defaultSort = { sort: "last_message_at", order: "desc" } as const;
const supportHref = (room: ChatRoom) => `/admin/support/${room.id}`;

/**
 * /admin/support: support threads on the console's table, newest activity first, by status
 * (tabs, open by default), paged through the URL, unread counts shown.
 */
export function AdminSupport({ status }: { status: DeskStatusTab }) {
  const t = useTranslations("desk");
  const columns = useRoomColumns(supportHref, true);
  return (
    <DeskStatusTable
      status={status}
      statusLabel={(value) => t(`supportStatuses.${value}`)}
      caption={t("adminSupport.title")}
      path="/admin/support"
      cacheKey={ADMIN_SUPPORT_KEY}
      columns={columns}
      getRowId={(room) => String(room.id)}
      defaultSort={defaultSort}
      emptyText={t("adminSupport.emptyTitle")}
    />
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
