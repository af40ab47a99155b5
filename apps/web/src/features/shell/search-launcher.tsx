"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { SearchIcon } from "@/components/icons";
import { SearchOverlay } from "./search-overlay";
import { useShellSession } from "./use-shell-session";

/**
 * The header's search box: looks like a field, opens the search overlay (SPEC §2).
 * Only customers search products (SPEC §6): signed-in sellers and admins do not get it.
 */
export function SearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  const t = useTranslations("header");
  const { role } = useShellSession();

  if (role === "seller" || role === "admin") return null;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex h-11 w-full min-w-0 items-center gap-2 rounded-full border border-slate-200 bg-slate-100 px-4 text-start text-slate-500 transition-colors hover:border-primary-300 hover:bg-white"
      >
        <SearchIcon className="size-5 shrink-0 text-slate-500" />
        <span className="truncate text-sm">{t("openSearch")}</span>
      </button>
      <SearchOverlay isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
