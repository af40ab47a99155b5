"use client";

import { productRules, uploadRules } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { validationText } from "@/components/form/validation-text";
import { CloseIcon, RetryIcon, Spinner, StarIcon } from "@/components/icons";
import type { UploadItem } from "@/features/uploads";
import { acceptOfKind, UploadPicker, useProblemText } from "@/features/uploads";
import type { ProductImages } from "./use-product-images";

interface ProductImagesFieldProps {
  images: ProductImages;
  /** A message key from the form or a text from the API, shown under the field. */
  error?: string | undefined;
}

/**
 * Up to five photos of the product. Each uploads as soon as it is chosen; the first is the
 * cover, and any other can be made the cover with one tap.
 */
export function ProductImagesField({ images, error }: ProductImagesFieldProps) {
  const t = useTranslations("sellerProducts.images");
  const format = useFormatter();
  const problemText = useProblemText();
  const id = useId();
  const { slot, ordered } = images;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const language = useLocale();
  const errorText = validationText(error, language);
  const messages = [...slot.problems.map(problemText), ...(errorText ? [errorText] : [])];
  const isFull = slot.items.length >= slot.max;

  // Finished photos in the seller's order, then those still uploading or failed.
  const position = new Map(ordered.map((ref, index) => [ref.id, index]));
  const tiles = [...slot.items].sort((a, b) => rank(a, position) - rank(b, position));

  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className={`min-w-0 rounded-2xl border bg-white p-4 ${messages.length > 0 ? "border-red-300" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={labelId} className="font-semibold text-slate-900">
          {t("label")}
        </span>
        <span className="text-sm text-slate-500">
          {t("count", {
            count: format.number(slot.items.length),
            max: format.number(productRules.maxImages),
          })}
        </span>
      </div>
      <p id={descriptionId} className="mt-1 text-sm text-slate-600">
        {t("description", {
          max: format.number(productRules.maxImages),
          mb: format.number(uploadRules.imageMaxBytes / (1024 * 1024)),
        })}
      </p>

      {tiles.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((item) => (
            <ImageTile
              key={item.key}
              item={item}
              images={images}
              index={position.get(doneId(item) ?? "") ?? null}
            />
          ))}
        </ul>
      ) : null}

      <UploadPicker
        slot={slot}
        accept={acceptOfKind.image}
        labelId={labelId}
        descriptionId={descriptionId}
        errorId={errorId}
        chooseText={slot.items.length === 0 ? t("choose") : t("chooseMore")}
        fullText={isFull ? t("full", { max: format.number(productRules.maxImages) }) : null}
        messages={messages}
      />
    </fieldset>
  );
}

function doneId(item: UploadItem): string | null {
  return item.state.status === "done" ? item.state.ref.id : null;
}

function rank(item: UploadItem, position: Map<string, number>): number {
  const id = doneId(item);
  return id === null ? Number.MAX_SAFE_INTEGER : (position.get(id) ?? Number.MAX_SAFE_INTEGER);
}

function ImageTile({
  item,
  images,
  index,
}: {
  item: UploadItem;
  images: ProductImages;
  /** Place among the finished photos; null while uploading or after a failure. */
  index: number | null;
}) {
  const t = useTranslations("sellerProducts.images");
  const language = useLocale();
  const { state } = item;
  const source = item.localUrl ?? (state.status === "done" ? state.ref.previewUrl : null);
  const isCover = index === 0;

  return (
    <li className="flex min-w-0 flex-col gap-1.5">
      <div
        className={`relative aspect-square overflow-hidden rounded-xl border bg-slate-100 ${
          state.status === "failed"
            ? "border-red-400"
            : isCover
              ? "border-primary-500 ring-2 ring-primary-200"
              : "border-slate-200"
        }`}
      >
        {source ? (
          // biome-ignore lint/performance/noImgElement: a local object URL or an already-resized upload; next/image would only add a round trip.
          <img src={source} alt="" className="size-full object-cover" />
        ) : null}
        {state.status === "uploading" ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70 text-primary-700">
            <Spinner className="size-8" />
          </div>
        ) : null}
        {isCover ? (
          <span className="absolute start-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">
            <StarIcon className="size-3.5" />
            {t("cover")}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => images.slot.remove(item.key)}
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
      {state.status === "done" && !isCover ? (
        <button
          type="button"
          onClick={() => images.makeCover(state.ref.id)}
          aria-label={t("makeCoverNamed", { name: item.name })}
          className="inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <StarIcon className="size-4" />
          {t("makeCover")}
        </button>
      ) : null}
      <span role="status" className="text-xs">
        {state.status === "uploading" ? (
          <span className="text-slate-600">{t("uploading")}</span>
        ) : state.status === "failed" ? (
          <span className="text-red-700">{state.message[language]}</span>
        ) : null}
      </span>
      {state.status === "failed" && item.file ? (
        <button
          type="button"
          onClick={() => images.slot.retry(item.key)}
          aria-label={t("retryNamed", { name: item.name })}
          className="inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <RetryIcon className="size-4" />
          {t("retry")}
        </button>
      ) : null}
    </li>
  );
}
