"use client";

import {
  type ChatRooms,
  type ChatThread,
  conversationRules,
  supportOpenBodySchema,
} from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useCallback, useRef } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormCard } from "@/components/form/form-card";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { MessagesIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { request, useApiQuery } from "@/lib/api";
import { useRouter } from "@/lib/navigation/use-router";
import { OWN_SUPPORT_KEY, type ReporterSide, supportApiPath, supportPage } from "./desk-paths";
import { DeskThread } from "./desk-thread";
import { RoomRow, SupportStatusBadge } from "./room-row";

/**
 * /customer/profile/support and /shop/profile/support: a form to ask support, then one's
 * threads, newest activity first, with status and unread counts.
 */
export function SupportList({ side }: { side: ReporterSide }) {
  const t = useTranslations("desk.support");
  const rooms = useApiQuery<ChatRooms>({ path: supportApiPath(side), cacheKey: OWN_SUPPORT_KEY });
  return (
    <div className="flex flex-col gap-6">
      <NewSupportThread side={side} />
      {rooms.isError ? (
        <LoadFailed onRetry={() => void rooms.refetch()} />
      ) : !rooms.data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : rooms.data.data.rooms.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <MessagesIcon className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
          <p className="text-slate-600">{t("emptyText")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {rooms.data.data.rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} href={supportPage(side, room.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewSupportThread({ side }: { side: ReporterSide }) {
  const t = useTranslations("desk.support");
  const router = useRouter();
  // One id per question until the API has it: a retried "open" answers the same thread.
  const clientId = useRef<string>(crypto.randomUUID());
  const form = useZodForm(supportOpenBodySchema, {
    defaultValues: { subject: "", body: "", client_id: clientId.current },
  });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<ChatThread, typeof body>({
      call: {
        method: "POST",
        path: supportApiPath(side),
        payload: { ...body, client_id: clientId.current },
        cacheKey: OWN_SUPPORT_KEY,
        label: "open support thread",
      },
      fields: ["subject", "body"],
      setError: form.setError,
    });
    if (envelope) {
      clientId.current = crypto.randomUUID();
      router.push(supportPage(side, envelope.data.room.id));
    }
  });
  return (
    <FormCard
      title={t("newTitle")}
      onSubmit={submit}
      submitText={t("open")}
      isSubmitting={form.formState.isSubmitting}
    >
      <TextField
        control={form.control}
        name="subject"
        id="support-subject"
        label={t("subject")}
        description={t("subjectHint")}
        inputProps={{ dir: "auto", maxLength: conversationRules.maxSubjectLength }}
      />
      <TextAreaField
        control={form.control}
        name="body"
        id="support-body"
        label={t("text")}
        textAreaProps={{ rows: 4, dir: "auto", maxLength: conversationRules.maxTextLength }}
      />
    </FormCard>
  );
}

/** One support thread of one's own: subject, status, messages, and a reply while open. */
export function SupportThreadView({ side, id }: { side: ReporterSide; id: number }) {
  const t = useTranslations("desk.support");
  const base = `${supportApiPath(side)}/${id}`;
  const markRead = useCallback(
    (thread: ChatThread) => {
      if (thread.room.unseen_message_count === 0) return;
      void request({
        method: "POST",
        path: `${base}/seen`,
        cacheKey: OWN_SUPPORT_KEY,
        label: "seen",
      });
    },
    [base],
  );
  const head = useApiQuery<ChatThread>({ path: base, cacheKey: OWN_SUPPORT_KEY });
  if (head.error?.failure.status === 404) {
    return <p className="rounded-2xl bg-white p-6 text-center text-slate-700">{t("notFound")}</p>;
  }
  const room = head.data?.data.room;
  return (
    <div className="flex flex-col gap-4">
      {room ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900" dir="auto">
            {room.subject}
          </h2>
          {room.status ? <SupportStatusBadge status={room.status} /> : null}
        </div>
      ) : null}
      <DeskThread
        readPath={base}
        sendPath={`${base}/messages`}
        cacheKey={OWN_SUPPORT_KEY}
        onRead={markRead}
        closedText={room?.status === "closed" ? t("closed") : null}
      />
    </div>
  );
}
