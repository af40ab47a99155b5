"use client";

import { useTranslations } from "next-intl";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { SearchChoice } from "@/features/search/search-choice";
import { SearchPanel } from "@/features/search/search-panel";
import { useAppStore } from "@/lib/state/app-store";

interface SearchOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text the field starts with when the overlay opens; "" for an empty field. */
  initialText?: string;
  /**
   * Called after the overlay closed with an outcome (SPEC §4 "Search overlay"):
   * - a category suggestion chosen: `{ category_id, text: the typed text, suggestion }`;
   * - all products searched (Enter, the "search all" row or a recent search):
   *   `{ category_id: "", text, suggestion: null }`;
   * - the field's × pressed: `{ category_id: "", text: "", suggestion: null }`.
   * Closing by Escape, the close button or a click outside reports nothing.
   * A non-empty text has already been added to the search history when this runs.
   */
  onSearch: (choice: SearchChoice) => void;
}

/**
 * SPEC §2 "Search overlay": full screen below 768px, a centred dialog above. The panel inside
 * is mounted only while open, so closing it in any way empties the suggestions (SPEC §4).
 */
export function SearchOverlay({
  isOpen,
  onOpenChange,
  initialText = "",
  onSearch,
}: SearchOverlayProps) {
  const t = useTranslations("search");

  function finish(choice: SearchChoice) {
    // SPEC §4, §5: a term is remembered only if it is not in the history already.
    if (choice.text !== "") useAppStore.getState().addSearchTerm(choice.text);
    onOpenChange(false);
    onSearch(choice);
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-900/40 md:flex md:items-start md:justify-center md:px-4 md:pt-[10vh]"
    >
      <Modal className="h-full w-full bg-white md:h-auto md:max-h-[75vh] md:max-w-xl md:overflow-hidden md:rounded-2xl md:shadow-2xl">
        <Dialog className="flex h-full flex-col outline-none md:max-h-[75vh]">
          <Heading slot="title" level={2} className="sr-only">
            {t("title")}
          </Heading>
          <SearchPanel initialText={initialText} onFinish={finish} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
