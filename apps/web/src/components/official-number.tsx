"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/feedback/toast";
import { StrokeIcon } from "./icons";
import { officialNumberText } from "./official-number-text";

interface OfficialNumberProps {
  value: string;
  /**
   * What the number is ("Sheba number"): with it, a button copies the number without its
   * spaces, for people who paste it into a bank's form.
   */
  copyName?: string;
}

/**
 * A bank or identity number (Sheba, IBAN, card, national code, plate, a payment's reference):
 * left to right and in Latin digits on Persian pages too, in groups of four
 * (officialNumberText), so it reads the same as on the card or the bank's page.
 */
export function OfficialNumber({ value, copyName }: OfficialNumberProps) {
  const { shown, copied } = officialNumberText(value);
  return (
    <span className="inline-flex max-w-full items-center gap-1 align-middle">
      <bdi dir="ltr" className="break-words tabular-nums">
        {shown}
      </bdi>
      {copyName ? <CopyButton text={copied} name={copyName} /> : null}
    </span>
  );
}

const COPIED_MS = 2_000;

function CopyButton({ text, name }: { text: string; name: string }) {
  const t = useTranslations("officialNumber");
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      // Missing where the page is not served over HTTPS (or localhost): said so below.
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t("copied", { name }));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t("copy", { name })}
      title={t("copy", { name })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      {isCopied ? (
        <StrokeIcon className="size-5 text-emerald-600">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </StrokeIcon>
      ) : (
        <StrokeIcon className="size-5">
          <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
          <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
        </StrokeIcon>
      )}
    </button>
  );
}
