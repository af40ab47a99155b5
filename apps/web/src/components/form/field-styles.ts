/** One look for every form control; 44px tall for touch, a clear ring on focus and on error. */
export const controlClass =
  "block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900 outline-none transition-colors placeholder:text-slate-500 focus:border-primary-500 focus:ring-3 focus:ring-primary-200 read-only:bg-slate-100 read-only:text-slate-600 disabled:bg-slate-100";

export function controlBorder(isInvalid: boolean): string {
  return isInvalid ? "border-red-500" : "border-slate-300";
}
