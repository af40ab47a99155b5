"use client";

import {
  adminMessageBodySchema,
  type Broadcast,
  type BroadcastAudience,
  broadcastAudiences,
  type ChatRoom,
  type ChatThread,
  conversationRules,
  type Language,
} from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { ReferenceSelect } from "@/components/form/reference-select";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { Skeleton } from "@/components/skeleton";
import { useApiQuery } from "@/lib/api";
import { itemsOf, usePagedList } from "@/lib/api/use-paged-list";
import { useIranProvinces } from "@/lib/geo/geo-queries";
import { joinInline } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { ADMIN_MESSAGES_KEY } from "./desk-paths";
import { DeskThread } from "./desk-thread";
import { RoomRow } from "./room-row";

const PER_PAGE = 20;

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

function Compose() {
  const t = useTranslations("desk.adminMessages");
  const language = useLocale() as Language;
  const audienceId = useId();
  const provinces = useIranProvinces();
  const form = useZodForm(adminMessageBodySchema, {
    defaultValues: { audience: "all_shops", text: "" },
  });
  const audience = form.watch("audience");
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<Broadcast, typeof body>({
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
  });
  return (
    <section
      aria-labelledby="compose-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="compose-title" className="mb-4 text-lg font-bold text-slate-900">
        {t("compose")}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className={`${primaryButton} self-end`}
        >
          {t("send")}
        </button>
      </form>
    </section>
  );
}

function SentList() {
  const t = useTranslations("desk.adminMessages");
  const language = useLocale() as Language;
  const format = useFormatter();
  const list = usePagedList<Broadcast>({
    path: "/admin/messages",
    payload: {},
    cacheKey: ADMIN_MESSAGES_KEY,
    perPage: PER_PAGE,
  });
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton className="h-24 w-full rounded-2xl" />;
  const sent = itemsOf(list.data.pages);
  if (sent.length === 0) return <p className="text-slate-600">{t("emptySent")}</p>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {sent.map((broadcast) => (
          <li
            key={broadcast.id}
            data-testid="admin-broadcast"
            className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="text-sm text-slate-500">
              {joinInline(language, [
                broadcast.audience === "shop"
                  ? t("audienceShop", {
                      id: format.number(broadcast.seller_id ?? 0, { useGrouping: false }),
                    })
                  : broadcast.audience === "province"
                    ? t("audienceProvince")
                    : t("audienceAll"),
                t("sentTo", { count: broadcast.recipient_count }),
                formatDateTime(broadcast.created_at, language),
              ])}
            </p>
            <p dir="auto" className="whitespace-pre-line break-words text-slate-900">
              {broadcast.body}
            </p>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {t("more")}
        </button>
      ) : null}
    </>
  );
}

function ShopThreads() {
  const t = useTranslations("desk.adminMessages");
  const [unseenOnly, setUnseenOnly] = useState(false);
  const list = usePagedList<ChatRoom>({
    path: "/admin/admin-threads",
    payload: unseenOnly ? { unseen: "true" } : {},
    cacheKey: ADMIN_MESSAGES_KEY,
    perPage: PER_PAGE,
  });
  const rooms = itemsOf(list.data?.pages);
  return (
    <>
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={unseenOnly}
          onChange={(event) => setUnseenOnly(event.target.checked)}
          className="size-5 accent-primary-700"
        />
        {t("unseenOnly")}
      </label>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : rooms.length === 0 ? (
        <p className="text-slate-600">{t("emptyThreads")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} href={`/admin/messages/${room.id}`} />
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
          {t("more")}
        </button>
      ) : null}
    </>
  );
}

/** /admin/messages/[id]: one shop's thread with the admins, and an answer to it. */
export function AdminShopThread({ id }: { id: number }) {
  const language = useLocale() as Language;
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
