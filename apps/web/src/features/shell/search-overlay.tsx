"use client";

import { useTranslations } from "next-intl";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { AriaScope } from "@/components/aria-scope";
import type { SearchChoice } from "@/features/search";
import { SearchPanel, searchOverlayFrame } from "@/features/search";
import { finishSearch } from "./finish-search";

interface SearchOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text the field starts with when the overlay opens; "" for an empty field. */
  initialText?: string;
  /** Text typed into the stand-in before this code loaded (SearchPanel's `typedText`). */
  typedText?: string | null;
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
  typedText = null,
  onSearch,
}: SearchOverlayProps) {
  const t = useTranslations("search");

  function finish(choice: SearchChoice) {
    finishSearch(choice, () => onOpenChange(false), onSearch);
  }

  return (
    // Loaded when wanted, on every page: it brings React Aria's locale (components/aria-scope.tsx).
    <AriaScope>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className={searchOverlayFrame.backdrop}
      >
        <Modal className={searchOverlayFrame.box}>
          <Dialog className={searchOverlayFrame.dialog}>
            <Heading slot="title" level={2} className="sr-only">
              {t("title")}
            </Heading>
            <SearchPanel initialText={initialText} typedText={typedText} onFinish={finish} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaScope>
  );
}
