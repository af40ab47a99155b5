/**
 * The search overlay's frame (SPEC §2: full screen below 768px, a centred dialog above), shared
 * by the overlay and the stand-in drawn while the overlay's code loads, so the two look alike.
 */
export const searchOverlayFrame = {
  backdrop:
    "fixed inset-0 z-50 bg-slate-900/40 md:flex md:items-start md:justify-center md:px-4 md:pt-[10vh]",
  box: "h-full w-full bg-white md:h-auto md:max-h-[75vh] md:max-w-xl md:overflow-hidden md:rounded-2xl md:shadow-2xl",
  dialog: "flex h-full flex-col outline-none md:max-h-[75vh]",
  fieldRow: "flex items-center gap-2 border-b border-slate-200 p-3",
  fieldBox:
    "flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-3 focus-within:border-primary-500 focus-within:bg-white focus-within:ring-3 focus-within:ring-primary-200",
  field:
    "h-full min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500",
  closeButton:
    "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100",
} as const;
