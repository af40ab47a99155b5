"use client";

import { uploadRules } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import {
  CheckIcon,
  CloseIcon,
  DocumentIcon,
  PlayIcon,
  RetryIcon,
  Spinner,
} from "@/components/icons";
import { acceptOfKind } from "./file-checks";
import { useProblemText } from "./problem-text";
import { UploadPicker } from "./upload-picker";
import type { UploadItem, UploadSlot } from "./use-upload-slot";

interface UploadFieldProps {
  slot: UploadSlot;
  label: string;
  /** The limits in words: what is accepted, how many, how large, how long. */
  description: string;
  required?: boolean;
  /** A message from the form (e.g. "This field is required."), shown under the field. */
  error?: string | undefined;
  /** Where the form moves focus when this field has an error. */
  inputRef?: React.Ref<HTMLInputElement>;
  /**
   * The note beside the label: "2 of 5" for a multi-file field, else "Required"/"Optional".
   * Off where the page says it in its own way.
   */
  showTag?: boolean;
}

/**
 * A file field that uploads each file as soon as it is chosen: thumbnails, a spinner per file,
 * a remove button, and "try again" for a failed upload. The file input itself is visually
 * hidden behind a 44px button but keeps the field's label and the limits as its description.
 */
export function UploadField({
  slot,
  label,
  description,
  required = false,
  error,
  inputRef,
  showTag = true,
}: UploadFieldProps) {
  const t = useTranslations("shop.uploads");
  const problemText = useProblemText();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const isFull = !slot.single && slot.items.length >= slot.max;
  const messages = [...slot.problems.map(problemText), ...(error ? [error] : [])];
  const chooseText =
    slot.single && slot.items.length > 0
      ? t("replace")
      : t(
          slot.kind === "image"
            ? slot.single
              ? "chooseImage"
              : "chooseImages"
            : slot.kind === "pdf"
              ? "choosePdf"
              : "chooseVideo",
        );

  return (
    <fieldset
      aria-labelledby={labelId}
      className={`min-w-0 rounded-2xl border bg-white p-4 ${messages.length > 0 ? "border-red-300" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={labelId} className="font-semibold text-slate-900">
          {label}
        </span>
        {showTag ? (
          <span className="text-sm text-slate-500">
            {!slot.single
              ? t("count", { count: slot.items.length, max: slot.max })
              : required
                ? t("required")
                : t("optional")}
          </span>
        ) : null}
      </div>
      <p id={descriptionId} className="mt-1 text-sm text-slate-600">
        {description}
      </p>

      {slot.items.length > 0 ? (
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-3">
          {slot.items.map((item) => (
            <UploadTile key={item.key} item={item} slot={slot} />
          ))}
        </ul>
      ) : null}

      <UploadPicker
        slot={slot}
        accept={acceptOfKind[slot.kind]}
        labelId={labelId}
        descriptionId={descriptionId}
        errorId={errorId}
        chooseText={chooseText}
        fullText={isFull ? t("full", { max: uploadRules.maxImages }) : null}
        messages={messages}
        inputRef={inputRef}
      />
    </fieldset>
  );
}

function UploadTile({ item, slot }: { item: UploadItem; slot: UploadSlot }) {
  const t = useTranslations("shop.uploads");
  const language = useLocale();
  const { state } = item;
  const source = item.localUrl ?? (state.status === "done" ? state.ref.previewUrl : null);

  return (
    <li className="flex min-w-0 flex-col gap-1">
      <div
        className={`relative aspect-square overflow-hidden rounded-xl border bg-slate-100 ${
          state.status === "failed" ? "border-red-400" : "border-slate-200"
        }`}
      >
        {item.kind === "image" && source ? (
          // biome-ignore lint/performance/noImgElement: a local object URL or an already-resized upload; next/image would only add a round trip.
          <img src={source} alt="" className="size-full object-cover" />
        ) : item.kind === "video" && source ? (
          <>
            <video
              // A media fragment makes the browser draw the first frame as the thumbnail.
              src={`${source}#t=0.1`}
              muted
              playsInline
              preload="metadata"
              className="size-full object-cover"
            />
            <PlayIcon className="absolute inset-0 m-auto size-9 text-white drop-shadow" />
          </>
        ) : (
          <div className="flex size-full items-center justify-center text-slate-500">
            <DocumentIcon className="size-10" />
          </div>
        )}
        {state.status === "uploading" ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70 text-primary-700">
            <Spinner className="size-8" />
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => slot.remove(item.key)}
          aria-label={t("remove", { name: item.name })}
          className="absolute end-0 top-0 inline-flex size-11 items-center justify-center"
        >
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-900/70 text-white">
            <CloseIcon className="size-4" />
          </span>
        </button>
      </div>
      <span className="truncate text-xs text-slate-700" dir="auto" title={item.name}>
        {item.name}
      </span>
      <span role="status" className="text-xs">
        {state.status === "uploading" ? (
          <span className="text-slate-600">{t("uploading")}</span>
        ) : state.status === "done" ? (
          <span className="inline-flex items-center gap-1 text-green-700">
            <CheckIcon className="size-3.5" />
            {t("uploaded")}
          </span>
        ) : (
          <span className="text-red-700">{state.message[language]}</span>
        )}
      </span>
      {state.status === "failed" && item.file ? (
        <button
          type="button"
          onClick={() => slot.retry(item.key)}
          className="inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          aria-label={t("retryNamed", { name: item.name })}
        >
          <RetryIcon className="size-4" />
          {t("retry")}
        </button>
      ) : null}
    </li>
  );
}
