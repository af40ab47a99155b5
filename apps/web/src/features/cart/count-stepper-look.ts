/** What the amount stepper takes and how it looks, shared by its stand-in and its widget. */
export interface CountStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Half a unit or one (see count-steps). */
  step: number;
  /** The most that may be chosen: the stock, in whole steps. */
  max: number;
  /** Names the field for assistive technology, e.g. "Amount of Saffron (Kilogram)". */
  label: string;
  /** Shown beside the number, e.g. "kg". */
  unit: string;
  isDisabled?: boolean;
}

export const stepButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-primary-800 outline-none hover:bg-primary-50 focus-visible:ring-3 focus-visible:ring-primary-200 disabled:text-slate-300 disabled:hover:bg-transparent";

export const stepperGroup =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white p-0.5 focus-within:border-primary-500 data-disabled:bg-slate-100";

export const stepperInput =
  "w-12 bg-transparent text-center font-semibold tabular-nums text-slate-900 outline-none";
