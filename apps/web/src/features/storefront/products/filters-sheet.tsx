"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useRef } from "react";
import { CloseIcon, FilterIcon } from "@/components/icons";

export interface FiltersSheetState {
  panelId: string;
  open: () => void;
  close: () => void;
  dialogRef: React.RefObject<HTMLDialogElement | null>;
}

/** The sheet is a native modal dialog on phones: the browser keeps focus in it and on Escape. */
export function useFiltersSheet(panelId: string): FiltersSheetState {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return {
    panelId,
    dialogRef,
    open: useCallback(() => dialogRef.current?.showModal(), []),
    close: useCallback(() => {
      if (dialogRef.current?.open) dialogRef.current.close();
    }, []),
  };
}

/** The phone's "Filters" button, with how many filters are on. */
export function FiltersSheetButton({
  sheet,
  activeCount,
}: {
  sheet: FiltersSheetState;
  activeCount: number;
}) {
  const t = useTranslations("storefront.products");
  const format = useFormatter();
  return (
    <button
      type="button"
      data-filters-toggle
      aria-haspopup="dialog"
      aria-controls={sheet.panelId}
      onClick={sheet.open}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-2.5 font-semibold text-slate-800 hover:bg-slate-50 md:hidden"
    >
      <FilterIcon />
      {/* Narrow phones show the icon alone, so the category beside it keeps its whole name. */}
      <span className="sr-only min-[420px]:not-sr-only">{t("filters")}</span>
      {activeCount > 0 ? (
        <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs text-white">
          <span aria-hidden="true">{format.number(activeCount)}</span>
          <span className="sr-only">{t("filtersActive", { count: activeCount })}</span>
        </span>
      ) : null}
    </button>
  );
}

/**
 * The filters other than the category. On a phone: a sheet from the bottom of the screen, a
 * modal dialog (Escape, the backdrop or × close it). From 768px its box disappears
 * (display: contents) and the fields join the filter panel's grid. Without JavaScript the
 * sheet cannot open, so phones then show its fields in place, as one panel.
 */
export function FiltersSheet({
  sheet,
  title,
  closeLabel,
  children,
}: {
  sheet: FiltersSheetState;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <noscript>
        <style>
          {
            "dialog[data-filters-sheet]{display:flex;position:static;margin:0;padding:0;box-shadow:none;max-height:none;width:100%}[data-filters-toggle]{display:none}"
          }
        </style>
      </noscript>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is for pointers; Escape closes it from the keyboard. */}
      <dialog
        data-filters-sheet
        ref={sheet.dialogRef}
        id={sheet.panelId}
        aria-label={title}
        onClick={(event) => {
          // A click on the dialog itself, not on its content, is a click on the backdrop.
          if (event.target === event.currentTarget) sheet.close();
        }}
        className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl backdrop:bg-slate-900/40 open:flex md:contents!"
      >
        <div className="flex items-center justify-between md:hidden">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={sheet.close}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
