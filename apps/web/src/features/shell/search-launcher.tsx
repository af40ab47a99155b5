"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { SearchIcon } from "@/components/icons";
import type { SearchChoice } from "@/features/search";
import { useRouter } from "@/lib/navigation/use-router";
import { useHydrated } from "@/lib/state/use-hydrated";
import { finishSearch } from "./finish-search";
import { currentSearchText, searchChoiceUrl } from "./products-search-url";
import { SearchOverlayStandIn } from "./search-overlay-stand-in";
import { loadedSearchOverlay, loadSearchOverlay, preloadSearchOverlay } from "./shell-islands";
import { useShellSession } from "./use-shell-session";

/**
 * The header's search box: looks like a field, opens the search overlay (SPEC §2) and, on the
 * products page, shows what was searched. Only customers search products (SPEC §6): signed-in
 * sellers, drivers and admins do not get it.
 */
export function SearchLauncher() {
  const { role } = useShellSession();
  const hydrated = useHydrated();
  if (role === "seller" || role === "admin" || role === "driver") return null;

  // The address is read in the browser only. On the server, reading it suspends (Next hands
  // the search params over as a promise there): the header's Suspense boundary sent the box at
  // the end of every page's HTML, revealed by a script on an animation frame. The server and
  // the hydrating render draw the box with its placeholder; the searched text shows from the
  // next render.
  return hydrated ? <SearchLauncherWithAddress /> : <LauncherBox currentText="" />;
}

function SearchLauncherWithAddress() {
  const pathname = usePathname();
  const params = useSearchParams();
  return <LauncherBox currentText={currentSearchText(pathname, params)} />;
}

function LauncherBox({ currentText }: { currentText: string }) {
  const [isOpen, setOpen] = useState(false);
  // The overlay is drawn from its first opening on: closing keeps it mounted, as before.
  const [wasOpened, setWasOpened] = useState(false);
  // The overlay's component once its code is here (a box, as a state holding a function would
  // be taken for an updater). Before that, an opening draws the stand-in.
  const [overlay, setOverlay] = useState(() => {
    const loaded = loadedSearchOverlay();
    return loaded ? { Overlay: loaded } : null;
  });
  // Typed into the stand-in while the overlay's code loads (null: nothing typed this opening).
  const [typedText, setTypedText] = useState<string | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const t = useTranslations("header");
  const tSearch = useTranslations("search");
  const language = useLocale();
  const router = useRouter();

  function onSearch(choice: SearchChoice) {
    const url = searchChoiceUrl(choice, language);
    // The field's × reports empty values (SPEC §4): a list filtered by a search shows
    // everything again; any other page stays as it is.
    if (choice.text === "" && currentText === "") return;
    router.push(url);
  }

  function openSearch() {
    setTypedText(null);
    setWasOpened(true);
    setOpen(true);
    if (overlay) return;
    // Loaded (pointed at or focused) but not drawn yet: the overlay itself, no stand-in.
    const loaded = loadedSearchOverlay();
    if (loaded) {
      setOverlay({ Overlay: loaded });
      return;
    }
    loadSearchOverlay().then(
      (Overlay) => setOverlay({ Overlay }),
      // The stand-in stays: typing and Enter still work; the next opening tries again.
      (error: unknown) => console.warn("[search] the overlay could not be loaded", error),
    );
  }

  function onOpenChange(open: boolean) {
    setOpen(open);
    if (open) return;
    // The overlay gives the focus back to what held it when it opened; when that was the
    // stand-in's field, now gone, the focus goes back to the search box instead.
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) launcherRef.current?.focus();
    });
  }

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        onClick={openSearch}
        onPointerEnter={preloadSearchOverlay}
        onFocus={preloadSearchOverlay}
        aria-haspopup="dialog"
        aria-label={
          currentText === "" ? undefined : tSearch("launcherWithText", { text: currentText })
        }
        className="flex h-11 w-full min-w-0 items-center gap-2 rounded-full border border-slate-200 bg-slate-100 px-4 text-start text-slate-600 transition-colors hover:border-primary-300 hover:bg-white"
      >
        <SearchIcon className="size-5 shrink-0 text-slate-500" />
        {currentText === "" ? (
          <span className="truncate text-sm">{t("openSearch")}</span>
        ) : (
          <span dir="auto" className="truncate text-sm text-slate-900">
            {currentText}
          </span>
        )}
      </button>
      {wasOpened && overlay ? (
        <overlay.Overlay
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          initialText={currentText}
          typedText={typedText}
          onSearch={onSearch}
        />
      ) : isOpen ? (
        <SearchOverlayStandIn
          text={typedText ?? currentText}
          onTextChange={setTypedText}
          onSearchAll={(text) =>
            finishSearch(
              { category_id: "", text, suggestion: null },
              () => onOpenChange(false),
              onSearch,
            )
          }
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </>
  );
}
