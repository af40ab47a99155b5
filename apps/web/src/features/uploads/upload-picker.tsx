"use client";

import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { Spinner, UploadIcon } from "@/components/icons";
import type { UploadSlot } from "./use-upload-slot";

interface UploadPickerProps {
  slot: UploadSlot;
  /** The input's `accept` list. */
  accept: string;
  /** The field's label, read with the button's text as the input's name. */
  labelId: string;
  descriptionId: string;
  errorId: string;
  /** What the button says: "Choose photos", "Add more", "Replace"… */
  chooseText: string;
  /** Said instead of the button once the field holds all it may. */
  fullText: string | null;
  /** Problems with the chosen files and the form's message for the field. */
  messages: readonly string[];
  inputRef?: React.Ref<HTMLInputElement> | undefined;
}

/**
 * The bottom of an upload field: a 44px button hiding the real file input (which keeps the
 * field's label and limits as its name and description), a spinner while files are checked,
 * and the field's messages, announced politely.
 */
export function UploadPicker({
  slot,
  accept,
  labelId,
  descriptionId,
  errorId,
  chooseText,
  fullText,
  messages,
  inputRef,
}: UploadPickerProps) {
  const t = useTranslations("shop.uploads");
  const buttonId = `${labelId}-button`;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {fullText !== null ? (
          <p className="text-sm text-slate-600">{fullText}</p>
        ) : (
          <label
            className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60`}
          >
            <input
              ref={inputRef}
              type="file"
              className="sr-only"
              accept={accept}
              multiple={!slot.single}
              disabled={slot.isChecking}
              aria-labelledby={`${labelId} ${buttonId}`}
              aria-describedby={`${descriptionId}${messages.length > 0 ? ` ${errorId}` : ""}`}
              aria-invalid={messages.length > 0 || undefined}
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = "";
                void slot.add(files);
              }}
            />
            <UploadIcon className="size-5" />
            <span id={buttonId}>{chooseText}</span>
          </label>
        )}
        {slot.isChecking ? (
          <span className="inline-flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" />
            {t("checking")}
          </span>
        ) : null}
      </div>

      <div id={errorId} aria-live="polite">
        {messages.map((message) => (
          <p key={message} className="mt-2 text-sm font-medium text-red-700">
            {message}
          </p>
        ))}
      </div>
    </>
  );
}
