"use client";

import { type ChatMessage, conversationRules } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { CloseIcon, ImagesIcon, Spinner } from "@/components/icons";
import { uploadFile } from "@/features/uploads";
import { request } from "@/lib/api";

interface Attached {
  id: string;
  url: string;
}

/**
 * Writes one message: text (Enter sends, Shift+Enter breaks the line) and up to 5 images
 * through the upload pipeline. The message keeps its client id until the API has it, so a
 * send repeated after a lost answer never makes two; a failed send keeps the text to retry.
 */
export function DeskComposer({ sendPath, cacheKey }: { sendPath: string; cacheKey: string }) {
  const t = useTranslations("desk.thread");
  const language = useLocale();
  const textId = useId();
  const [text, setText] = useState("");
  const [images, setImages] = useState<Attached[]>([]);
  const [isSending, setSending] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const canSend = !isSending && !isUploading && (text.trim().length > 0 || images.length > 0);

  const send = async () => {
    if (!canSend) return;
    clientId.current ??= crypto.randomUUID();
    setSending(true);
    setProblem(null);
    const envelope = await request<ChatMessage>({
      method: "POST",
      path: sendPath,
      payload: {
        client_id: clientId.current,
        ...(text.trim() ? { body: text } : {}),
        ...(images.length > 0 ? { image_ids: images.map((image) => image.id) } : {}),
      },
      cacheKey,
      label: "send message",
      onFailure: () => setProblem(t("failed")),
    });
    setSending(false);
    if (envelope) {
      clientId.current = null;
      setText("");
      setImages([]);
    }
  };

  const attach = async (files: FileList | null) => {
    if (!files) return;
    const room = conversationRules.maxImages - images.length;
    setUploading(true);
    setProblem(null);
    for (const file of [...files].slice(0, room)) {
      const result = await uploadFile("chat_image", file);
      if (result.ok) {
        const { id, url, variants } = result.file;
        setImages((current) => [...current, { id, url: variants["320"] ?? url }]);
      } else setProblem(result.message[language]);
    }
    setUploading(false);
    if (picker.current) picker.current.value = "";
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="sticky bottom-0 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.id} className="relative">
              {/* biome-ignore lint/performance/noImgElement: a stored rendition, already sized */}
              <img src={image.url} alt={t("image")} className="size-16 rounded-lg object-cover" />
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((i) => i.id !== image.id))}
                className="absolute -end-2 -top-2 flex size-6 items-center justify-center rounded-full bg-slate-800 text-white"
              >
                <CloseIcon className="size-4" />
                <span className="sr-only">{t("removeImage")}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={textId} className="sr-only">
        {t("write")}
      </label>
      <textarea
        id={textId}
        dir="auto"
        rows={2}
        maxLength={conversationRules.maxTextLength}
        value={text}
        placeholder={t("write")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        className={`${controlClass} ${controlBorder(problem !== null)} resize-none`}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
          multiple
          hidden
          onChange={(event) => void attach(event.target.files)}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          disabled={isUploading || images.length >= conversationRules.maxImages}
          className={`${secondaryButton} gap-2`}
        >
          {isUploading ? <Spinner /> : <ImagesIcon className="size-5" />}
          {t("addImages")}
        </button>
        <button type="submit" disabled={!canSend} className={primaryButton}>
          {problem && clientId.current ? t("retry") : t("send")}
        </button>
      </div>
    </form>
  );
}
