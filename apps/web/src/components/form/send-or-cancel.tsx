import type { ReactNode } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";

/**
 * An inline form's two buttons: the send button (its text the children), disabled while the
 * form is busy, and the one that closes the form unsent.
 */
export function SendOrCancel({
  isBusy,
  onCancel,
  cancel,
  children,
}: {
  isBusy: boolean;
  onCancel: () => void;
  /** The cancel button's text. */
  cancel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={isBusy} className={primaryButton}>
        {children}
      </button>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        {cancel}
      </button>
    </div>
  );
}
