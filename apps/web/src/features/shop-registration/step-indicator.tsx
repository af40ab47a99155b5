import { useFormatter, useTranslations } from "next-intl";

export const registrationSteps = [
  { key: "details", href: "/auth/register/shop" },
  { key: "location", href: "/auth/register/shop/location" },
  { key: "documents", href: "/auth/register/shop/extra" },
] as const;

/**
 * "Step 1 of 3" in the active language's digits, with the three steps named below it.
 * Done steps are ticked; the current one is marked for screen readers with aria-current.
 */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const t = useTranslations("shop.register.steps");
  const format = useFormatter();
  const total = registrationSteps.length;

  return (
    <nav aria-label={t("label")} className="mb-6">
      <p className="text-sm font-semibold text-primary-700">
        {t("progress", { current: format.number(current), total: format.number(total) })}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2">
        {registrationSteps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? "done" : number === current ? "current" : "next";
          return (
            <li
              key={step.key}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === "next" ? "bg-slate-200" : "bg-primary-600"}`}
              />
              <span
                className={`text-xs sm:text-sm ${
                  state === "current" ? "font-semibold text-slate-900" : "text-slate-500"
                }`}
              >
                <span className="sr-only">
                  {state === "done" ? t("doneStep") : state === "next" ? t("nextStep") : ""}
                </span>
                {t(step.key)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
