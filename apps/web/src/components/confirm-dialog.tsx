"use client";

import { useTranslations } from "next-intl";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "./button-styles";

export interface ConfirmDialogProps {
  /** Controlled by the caller, which closes it after either answer (SPEC §4 "Confirm dialog"). */
  open: boolean;
  title: string;
  text?: string;
  /** "Yes": do the thing. */
  onConfirm: () => void;
  /** "No", Escape or a click outside: leave things as they are. */
  onCancel: () => void;
  /** Replace "Yes" / "No" when a verb reads better ("Log out"). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs, "Yes" is disabled so it cannot be sent twice. */
  isPending?: boolean;
}

/**
 * A yes/no question in a modal alert dialog, e.g. "Are you sure you want to log out of the
 * application?" (SPEC §2). Focus starts on "No", so a stray Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  isPending = false,
}: ConfirmDialogProps) {
  const t = useTranslations("confirm");

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
            {title}
          </Heading>
          {text ? <p className="mt-2 text-slate-600">{text}</p> : null}
          <div className="mt-6 flex justify-end gap-3">
            <Button autoFocus onPress={onCancel} className={secondaryButton}>
              {cancelLabel ?? t("no")}
            </Button>
            <Button onPress={onConfirm} isDisabled={isPending} className={primaryButton}>
              {confirmLabel ?? t("yes")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
