"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { useShellSession } from "@/features/shell";
import { request } from "@/lib/api";
import { useNumberText } from "@/lib/i18n/number-text";

/**
 * "Helpful (3)": a signed-in person votes once (the API refuses a second vote and one's own
 * review); a visitor sees the count only.
 */
export function HelpfulButton({ reviewId, count }: { reviewId: number; count: number }) {
  const t = useTranslations("reviews");
  const numbers = useNumberText();
  const { role } = useShellSession();
  const [shown, setShown] = useState(count);
  const [isDone, setDone] = useState(false);
  const [isSending, setSending] = useState(false);
  const label = t("helpful", { count: numbers.decimal(shown) });
  if (role === "guest") {
    return shown > 0 ? <p className="text-sm text-slate-600">{label}</p> : null;
  }
  return (
    <button
      type="button"
      className={`${secondaryButton} text-sm`}
      aria-pressed={isDone}
      disabled={isDone || isSending}
      onClick={async () => {
        setSending(true);
        const envelope = await request<{ helpful_count: number }>({
          method: "POST",
          path: `/customer/reviews/${reviewId}/helpful`,
          label: "mark a review helpful",
        });
        setSending(false);
        if (envelope) setShown(envelope.data.helpful_count);
        setDone(true);
      }}
    >
      {label}
    </button>
  );
}
