"use client";

import { conversationRules } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { CloseIcon, ImagesIcon, Spinner } from "@/components/icons";
import { acceptOfKind, useProblemText, useUploadSlot } from "@/features/uploads";
import type { PendingMessage } from "./thread-state";

/**
 * What a person writes: Enter sends, Shift+Enter breaks the line; up to 5 images, each
 * uploaded as soon as it is chosen (the message waits until they are all up).
 */
export function Composer({
  onSend,
}: {
  onSend: (body: string, images: PendingMessage["images"]) => void;
}) {
  const t = useTranslations("chat.composer");
  const format = useFormatter();
  const problemText = useProblemText();
  const [text, setText] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const slot = useUploadSlot({ purpose: "chat_image", max: conversationRules.maxImages });
  const over = text.trim().length - conversationRules.maxTextLength;
  const images = slot.doneRefs.map((ref) => ({ id: ref.id, previewUrl: ref.previewUrl }));
  const canSend =
    over <= 0 && !slot.isBusy && !slot.hasFailed && (text.trim().length > 0 || images.length > 0);

  function send() {
    if (!canSend) return;
    onSend(text.trim(), images);
    setText("");
    for (const item of slot.items) slot.remove(item.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, unless it composes a character (IME) or Shift asks for a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {slot.items.length > 0 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t("addImages")}>
          {slot.items.map((item) => (
            <li key={item.key} className="relative size-16 shrink-0">
              {/* biome-ignore lint/performance/noImgElement: a local preview of the chosen file */}
              <img
                src={
                  item.state.status === "done" ? item.state.ref.previewUrl : (item.localUrl ?? "")
                }
                alt={item.name}
                className={`size-16 rounded-lg object-cover ${item.state.status === "uploading" ? "opacity-60" : ""}`}
              />
              {item.state.status === "uploading" ? (
                <span className="absolute inset-0 flex items-center justify-center">
                  <Spinner />
                  <span className="sr-only">{t("uploading")}</span>
                </span>
              ) : null}
              {item.state.status === "failed" ? (
                <button
                  type="button"
                  onClick={() => slot.retry(item.key)}
                  className="absolute inset-0 rounded-lg bg-red-600/80 text-[0.65rem] font-semibold text-white"
                >
                  {t("uploadFailed")}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => slot.remove(item.key)}
                className="absolute -end-1 -top-1 inline-flex size-6 items-center justify-center rounded-full bg-slate-800 text-white"
                aria-label={t("removeImage")}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {slot.problems.length > 0 ? (
        <p role="alert" className="text-xs text-red-700">
          {slot.problems.map((problem) => problemText(problem)).join(" ")}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={slot.items.length >= conversationRules.maxImages}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          aria-label={t("addImages")}
        >
          <ImagesIcon className="size-6" />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptOfKind.image}
          className="hidden"
          data-testid="chat-image-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void slot.add(files);
          }}
        />
        <label className="sr-only" htmlFor={`${hintId}-text`}>
          {t("label")}
        </label>
        <textarea
          id={`${hintId}-text`}
          dir="auto"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          aria-describedby={hintId}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-3 py-2.5 text-base focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-200 [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        >
          {t("send")}
        </button>
      </div>
      <p
        id={hintId}
        className={over > 0 ? "text-xs text-red-700" : "hidden text-xs text-slate-500 md:block"}
      >
        {over > 0 ? t("tooLong", { count: format.number(over) }) : t("hint")}
      </p>
    </form>
  );
}
