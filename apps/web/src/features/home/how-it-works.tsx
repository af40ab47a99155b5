import { getTranslations } from "next-intl/server";
import { BasketIcon, StoreIcon, TruckIcon } from "@/components/icons";

const roles = [
  { key: "buyers", Icon: BasketIcon },
  { key: "sellers", Icon: StoreIcon },
  { key: "drivers", Icon: TruckIcon },
] as const;

/** The three kinds of people Kesht serves and what each does there (SPEC §1). */
export async function HowItWorks() {
  const t = await getTranslations("home");
  return (
    <section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title" className="text-xl font-bold text-slate-900 lg:text-2xl">
        {t("howTitle")}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {roles.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon className="size-7" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`${key}Title`)}</h3>
            <p className="mt-2 text-sm text-slate-600">{t(`${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
