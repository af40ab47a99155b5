import type { ReactNode } from "react";

/** One line of a list of amounts (`<dl>`): what it is, and how much. */
export function AmountRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The total under the amounts, in toman; `children` add the other currencies beneath. */
export function TotalRow({
  term,
  amount,
  testId,
  children,
}: {
  term: string;
  amount: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg">
      <dt className="font-bold text-slate-900">{term}</dt>
      <dd className="text-end">
        <span className="block font-bold text-slate-900" data-testid={testId}>
          {amount}
        </span>
        {children}
      </dd>
    </div>
  );
}
