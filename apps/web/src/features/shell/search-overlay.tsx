"use client";

import { useRouter } from "@bprogress/next/app";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  Button,
  Dialog,
  Heading,
  Input,
  Modal,
  ModalOverlay,
  SearchField,
} from "react-aria-components";
import { BackArrowIcon, CloseIcon, SearchIcon } from "@/components/icons";
import { useAppStore } from "@/lib/state/app-store";
import { productsSearchUrl } from "./products-search-url";
import { RecentSearches } from "./recent-searches";

interface SearchOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * SPEC §2 "Search overlay": full screen below 768px, a centred dialog above. Enter searches all
 * products for the typed text and remembers it; category suggestions arrive with the search API.
 */
export function SearchOverlay({ isOpen, onOpenChange }: SearchOverlayProps) {
  const [text, setText] = useState("");
  const router = useRouter();
  const t = useTranslations("search");

  function close() {
    setText("");
    onOpenChange(false);
  }

  function searchFor(term: string) {
    const search = term.trim();
    if (search === "") return;
    useAppStore.getState().addSearchTerm(search);
    close();
    router.push(productsSearchUrl({ search }));
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-900/40 md:flex md:items-start md:justify-center md:px-4 md:pt-[10vh]"
    >
      <Modal className="h-full w-full bg-white md:h-auto md:max-h-[75vh] md:max-w-xl md:overflow-hidden md:rounded-2xl md:shadow-2xl">
        <Dialog className="flex h-full flex-col outline-none md:max-h-[75vh]">
          <Heading slot="title" level={2} className="sr-only">
            {t("title")}
          </Heading>
          <div className="flex items-center gap-2 border-b border-slate-200 p-3">
            <Button
              slot="close"
              aria-label={t("close")}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <BackArrowIcon />
            </Button>
            <SearchField
              aria-label={t("inputLabel")}
              value={text}
              onChange={setText}
              onSubmit={searchFor}
              // SPEC §4: clearing the search resets it and closes the overlay.
              onClear={close}
              autoFocus
              className="group flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-3 focus-within:border-primary-500 focus-within:bg-white focus-within:ring-3 focus-within:ring-primary-200"
            >
              <SearchIcon className="size-5 shrink-0 text-slate-500" />
              <Input
                placeholder={t("placeholder")}
                // Visitors type Persian or English whatever the page language.
                dir="auto"
                enterKeyHint="search"
                className="h-full min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
              />
              <Button
                aria-label={t("clear")}
                // A 36px circle inside the 44px field; the ::after widens the touch area to 44px.
                className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 after:absolute after:-inset-1 hover:bg-slate-200 group-data-[empty]:hidden"
              >
                <CloseIcon className="size-5" />
              </Button>
            </SearchField>
            <Button
              slot="close"
              aria-label={t("close")}
              className="hidden size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:inline-flex"
            >
              <CloseIcon />
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <RecentSearches onChoose={searchFor} />
            <section aria-labelledby="search-suggestions-title" className="mt-6">
              <h3 id="search-suggestions-title" className="text-sm font-semibold text-slate-700">
                {t("suggestionsTitle")}
              </h3>
              <p className="mt-2 text-sm text-slate-500">{t("hint")}</p>
            </section>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
