"use client";

import type { ChatMessage } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { CheckIcon, RetryIcon } from "@/components/icons";
import { formatTime } from "@/lib/i18n/local-date";
import type { PendingMessage } from "./thread-state";

/** Ticks: one for sent, two for seen by the other side. */
function Ticks({ seen }: { seen: boolean }) {
  const t = useTranslations("chat.thread");
  return (
    <span className="inline-flex items-center" data-testid={seen ? "tick-seen" : "tick-sent"}>
      <CheckIcon className={`size-3.5 ${seen ? "text-sky-600" : "text-slate-400"}`} />
      {seen ? <CheckIcon className="-ms-2 size-3.5 text-sky-600" /> : null}
      <span className="sr-only">{seen ? t("seen") : t("sent")}</span>
    </span>
  );
}

function Images({ images }: { images: { key: string; url: string; href: string }[] }) {
  const t = useTranslations("chat.thread");
  if (images.length === 0) return null;
  return (
    <div className={`grid gap-1 ${images.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
      {images.map((image, index) => (
        <a key={image.key} href={image.href} target="_blank" rel="noopener noreferrer">
          {/* biome-ignore lint/performance/noImgElement: uploaded renditions are already sized */}
          <img
            src={image.url}
            alt={t("image", { number: index + 1 })}
            className="aspect-square w-full max-w-56 rounded-lg object-cover"
            loading="lazy"
          />
        </a>
      ))}
    </div>
  );
}

/** The smallest rendition at least 400 px wide, for a bubble's picture. */
function pictureOf(image: ChatMessage["images"][number]): string {
  const widths = Object.keys(image.variants)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const width = widths.find((w) => w >= 400) ?? widths.at(-1);
  return (width === undefined ? undefined : image.variants[String(width)]) ?? image.url;
}

const bubbleOf = (mine: boolean) =>
  mine
    ? "self-end rounded-2xl rounded-ee-sm bg-primary-600 text-white"
    : "self-start rounded-2xl rounded-es-sm border border-slate-200 bg-white text-slate-900";

/**
 * One message. Its text is text (never HTML, links included) and takes the direction of its
 * own first strong letter: a Persian line on an English page still reads right to left.
 */
export function MessageBubble({
  message,
  senderLabel,
}: {
  message: ChatMessage;
  /** Names the sender over every bubble (an admin reading someone else's chat). */
  senderLabel?: string;
}) {
  const t = useTranslations("chat.thread");
  const language = useLocale();
  const sender =
    senderLabel ??
    (message.mine || message.sender_role === "customer" || message.sender_role === "seller"
      ? null
      : message.sender_role === "driver"
        ? t("driver")
        : t("admin"));
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 px-3 py-2 shadow-sm sm:max-w-[70%] ${bubbleOf(message.mine)}`}
      data-testid="chat-message"
      data-mine={message.mine ? "true" : "false"}
    >
      {sender ? <span className="text-xs font-semibold text-primary-700">{sender}</span> : null}
      <Images
        images={message.images.map((image) => ({
          key: image.id,
          url: pictureOf(image),
          href: image.url,
        }))}
      />
      {message.body ? (
        <p dir="auto" className="whitespace-pre-wrap break-words text-start">
          {message.body}
        </p>
      ) : null}
      <span
        className={`flex items-center gap-1 self-end text-[0.7rem] ${message.mine ? "text-primary-50" : "text-slate-500"}`}
      >
        <time dateTime={message.created_at}>{formatTime(message.created_at, language)}</time>
        {message.mine ? <Ticks seen={message.seen} /> : null}
      </span>
    </li>
  );
}

/** A message on its way, or one that failed and waits for "retry". */
export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations("chat.thread");
  const language = useLocale();
  const failed = message.status === "failed";
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 px-3 py-2 shadow-sm sm:max-w-[70%] ${bubbleOf(true)} ${failed ? "opacity-90 ring-2 ring-red-400" : "opacity-70"}`}
      data-testid="chat-pending"
      data-status={message.status}
    >
      <Images
        images={message.images.map((image) => ({
          key: image.id,
          url: image.previewUrl,
          href: image.previewUrl,
        }))}
      />
      {message.body ? (
        <p dir="auto" className="whitespace-pre-wrap break-words text-start">
          {message.body}
        </p>
      ) : null}
      {failed ? (
        <span role="alert" className="flex flex-wrap items-center gap-2 text-xs text-white">
          <span>{message.error ? message.error[language] : t("failed")}</span>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-white px-3 font-semibold text-red-700"
          >
            <RetryIcon className="size-4" />
            {t("retry")}
          </button>
          <button type="button" onClick={onDiscard} className="min-h-8 underline">
            {t("discard")}
          </button>
        </span>
      ) : (
        <span className="self-end text-[0.7rem] text-primary-50">{t("sending")}</span>
      )}
    </li>
  );
}
