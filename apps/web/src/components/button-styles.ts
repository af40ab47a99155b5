/** Shared looks for links and buttons that act as buttons; 44px tall for touch. */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60";

export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
