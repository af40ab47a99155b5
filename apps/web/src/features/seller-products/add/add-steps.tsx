import { useFormatter, useTranslations } from "next-intl";

const steps = ["details", "properties"] as const;

/** "Step 1 of 2" in the active language's digits, with both steps named below it. */
export function AddSteps({ current }: { current: 1 | 2 }) {
  const t = useTranslations("sellerProducts.add.steps");
  const format = useFormatter();
  return (
    <nav aria-label={t("label")} className="mb-6">
      <p className="text-sm font-semibold text-primary-700">
        {t("progress", { current: format.number(current), total: format.number(steps.length) })}
      </p>
      <ol className="mt-2 grid grid-cols-2 gap-2">
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? "done" : number === current ? "current" : "next";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === "next" ? "bg-slate-200" : "bg-primary-600"}`}
              />
              <span
                className={`text-xs sm:text-sm ${state === "current" ? "font-semibold text-slate-900" : "text-slate-500"}`}
              >
                {state === "done" ? <span className="sr-only">{t("doneStep")} </span> : null}
                {t(step)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
