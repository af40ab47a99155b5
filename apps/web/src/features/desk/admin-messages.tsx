"use client";

import {
  adminMessageBodySchema,
  type Broadcast,
  type BroadcastAudience,
  broadcastAudiences,
  type ChatRoom,
  type ChatThread,
  conversationRules,
} from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { dateTimeColumn } from "@/components/data-table/columns";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { FormCard } from "@/components/form/form-card";
import { ReferenceSelect } from "@/components/form/reference-select";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { useApiQuery } from "@/lib/api";
import { useIranProvinces } from "@/lib/geo/geo-queries";
import { ADMIN_MESSAGES_KEY } from "./desk-paths";
import { DeskThread } from "./desk-thread";
import { useRoomColumns } from "./room-columns";

/**
 * /admin/messages: write to one shop, every shop or a province's shops; the messages sent
 * (how many shops each reached); the shops' threads with their replies, unread ones marked.
 */
export function AdminMessages() {
  const t = useTranslations("desk.adminMessages");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <Compose />
        <section aria-labelledby="sent-title" className="flex flex-col gap-3">
          <h2 id="sent-title" className="text-lg font-bold text-slate-900">
            {t("sent")}
          </h2>
          <SentList />
        </section>
      </div>
      <section aria-labelledby="threads-title" className="flex flex-col gap-3">
        <h2 id="threads-title" className="text-lg font-bold text-slate-900">
          {t("threads")}
        </h2>
        <ShopThreads />
      </section>
    </div>
  );
}

type Body = z.output<typeof adminMessageBodySchema>;

function Compose() {
  const t = useTranslations("desk.adminMessages");
  const language = useLocale();
  const audienceId = useId();
  const provinces = useIranProvinces();
  const form = useZodForm(adminMessageBodySchema, {
    defaultValues: { audience: "all_shops", text: "" },
  });
  const audience = form.watch("audience");
  // A message to many shops cannot be taken back: it is sent only once confirmed.
  const [toConfirm, setToConfirm] = useState<Body | null>(null);
  const [isSending, setSending] = useState(false);
  async function send(body: Body) {
    const envelope = await sendForm<Broadcast, Body>({
      call: {
        method: "POST",
        path: "/admin/messages",
        payload: { ...body },
        cacheKey: ADMIN_MESSAGES_KEY,
        label: "admin message",
      },
      fields: ["audience", "seller_id", "province_id", "text"],
      setError: form.setError,
    });
    if (envelope) form.reset({ audience: body.audience, text: "" });
  }
  const submit = form.handleSubmit(async (body) => {
    if (body.audience === "shop") await send(body);
    else setToConfirm(body);
  });
  return (
    <FormCard
      title={t("compose")}
      onSubmit={submit}
      submitText={t("send")}
      isSubmitting={form.formState.isSubmitting || isSending}
    >
      <ConfirmDialog
        open={toConfirm !== null}
        title={toConfirm?.audience === "province" ? t("confirmProvince") : t("confirmAll")}
        text={t("confirmText")}
        confirmLabel={t("send")}
        isPending={isSending}
        onCancel={() => setToConfirm(null)}
        onConfirm={async () => {
          if (!toConfirm) return;
          setSending(true);
          await send(toConfirm);
          setSending(false);
          setToConfirm(null);
        }}
      />
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <label htmlFor={audienceId} className="text-sm font-semibold text-slate-800">
              {t("audience")}
            </label>
            <select
              id={audienceId}
              value={field.value}
              onChange={(event) => {
                const next = event.target.value as BroadcastAudience;
                field.onChange(next);
                if (next !== "shop") form.setValue("seller_id", undefined);
                if (next !== "province") form.setValue("province_id", undefined);
              }}
              className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
            >
              {broadcastAudiences.map((value) => (
                <option key={value} value={value}>
                  {t(value)}
                </option>
              ))}
            </select>
          </div>
        )}
      />
      {audience === "shop" ? (
        <TextField
          control={form.control}
          name="seller_id"
          id="admin-message-shop"
          label={t("shopId")}
          description={t("shopIdHint")}
          toValue={(raw: string) => (raw.trim() === "" ? undefined : Number(raw))}
          inputProps={{ inputMode: "numeric", dir: "ltr" }}
        />
      ) : null}
      {audience === "province" ? (
        <Controller
          control={form.control}
          name="province_id"
          render={({ field, fieldState }) => (
            <ReferenceSelect
              id="admin-message-province"
              label={t("provinceLabel")}
              placeholder={t("provinceLabel")}
              rows={provinces.rows}
              isPending={provinces.isPending}
              isError={provinces.isError}
              onRetry={provinces.refetch}
              value={field.value ?? null}
              onChange={(id) => field.onChange(id ?? undefined)}
              error={validationText(fieldState.error?.message, language)}
              order="by-name"
            />
          )}
        />
      ) : null}
      <TextAreaField
        control={form.control}
        name="text"
        id="admin-message-text"
        label={t("text")}
        textAreaProps={{ rows: 4, dir: "auto", maxLength: conversationRules.maxTextLength }}
      />
    </FormCard>
  );
}

const newestFirst = { sort: "created_at", order: "desc" } as const;
const latestActivity = { sort: "last_message_at", order: "desc" } as const;
const threadHref = (room: ChatRoom) => `/admin/messages/${room.id}`;

/** The messages sent, newest first; its page is `sent_page` (the shops' threads own `page`). */
function SentList() {
  const t = useTranslations("desk.adminMessages");
  const tList = useTranslations("adminLists.desk");
  const language = useLocale();
  const format = useFormatter();
  const columns = useMemo<ColumnDef<Broadcast>[]>(
    () => [
      {
        id: "audience",
        header: t("audience"),
        cell: ({ row }) => {
          const broadcast = row.original;
          if (broadcast.audience === "shop") {
            return t("audienceShop", {
              id: format.number(broadcast.seller_id ?? 0, { useGrouping: false }),
            });
          }
          return broadcast.audience === "province" ? t("audienceProvince") : t("audienceAll");
        },
      },
      {
        id: "body",
        header: t("text"),
        cell: ({ row }) => (
          <p dir="auto" className="max-w-md whitespace-pre-line break-words">
            {row.original.body}
          </p>
        ),
      },
      {
        id: "recipient_count",
        header: tList("reach"),
        cell: ({ row }) => t("sentTo", { count: row.original.recipient_count }),
      },
      dateTimeColumn<Broadcast>("created_at", tList("sentAt"), (sent) => sent.created_at, language),
    ],
    [t, tList, language, format],
  );
  return (
    <DataTable
      caption={t("sent")}
      path="/admin/messages"
      cacheKey={ADMIN_MESSAGES_KEY}
      columns={columns}
      getRowId={(broadcast) => String(broadcast.id)}
      defaultSort={newestFirst}
      emptyText={t("emptySent")}
      paramPrefix="sent_"
    />
  );
}

/** The shops' threads with the admins, newest activity first, unread ones on request. */
function ShopThreads() {
  const t = useTranslations("desk.adminMessages");
  const columns = useRoomColumns(threadHref, false);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: "select",
        id: "unseen",
        label: t("unseenOnly"),
        options: [{ value: "true", label: t("unseenOnly") }],
      },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t("threads")}
      path="/admin/admin-threads"
      cacheKey={ADMIN_MESSAGES_KEY}
      columns={columns}
      getRowId={(room) => String(room.id)}
      defaultSort={latestActivity}
      filters={filters}
      emptyText={t("emptyThreads")}
    />
  );
}

/** /admin/messages/[id]: one shop's thread with the admins, and an answer to it. */
export function AdminShopThread({ id }: { id: number }) {
  const language = useLocale();
  const base = `/admin/admin-threads/${id}`;
  const head = useApiQuery<ChatThread>({ path: base, cacheKey: ADMIN_MESSAGES_KEY });
  const name = head.data?.data.room.other_party_name?.[language];
  return (
    <div className="flex flex-col gap-4">
      {name ? (
        <h2 className="text-lg font-bold text-slate-900" dir="auto">
          {name}
        </h2>
      ) : null}
      <DeskThread readPath={base} sendPath={`${base}/messages`} cacheKey={ADMIN_MESSAGES_KEY} />
    </div>
  );
}
