"use client";

import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "./button-styles";

interface ReasonDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title: what the decision does (where the money goes). */
  lead?: ReactNode;
  /** A form of its fields, ending with ReasonDialogActions. */
  children: ReactNode;
  /** Room for a list of reasons to choose from. */
  isWide?: boolean;
}

/**
 * A decision that needs words the other side will read: rejecting a shop or a cash-out,
 * cancelling an order. Escape or a click outside closes it with nothing sent.
 */
export function ReasonDialog({
  isOpen,
  onClose,
  title,
  lead,
  children,
  isWide = false,
}: ReasonDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal
        className={`max-h-[90dvh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ${
          isWide ? "max-w-lg" : "max-w-md"
        }`}
      >
        <Dialog className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
            {title}
          </Heading>
          {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** "Keep as it is" closes the dialog; the submit button sends the decision, once. */
export function ReasonDialogActions({
  closeText,
  submitText,
  isSubmitting,
  isDestructive = true,
}: {
  closeText: string;
  submitText: string;
  isSubmitting: boolean;
  isDestructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button slot="close" className={secondaryButton}>
        {closeText}
      </Button>
      <button
        type="submit"
        disabled={isSubmitting}
        className={isDestructive ? `${primaryButton} bg-red-700 hover:bg-red-800` : primaryButton}
      >
        {submitText}
      </button>
    </div>
  );
}
