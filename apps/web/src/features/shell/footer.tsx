import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";

/** Links to the general pages (SPEC §2 "General") at the end of every page. */
export async function Footer() {
  const t = await getTranslations("footer");
  const format = await getFormatter();
  // The year in the reader's calendar: Gregorian in English, the Persian calendar in Persian.
  const year = format.dateTime(new Date(), { year: "numeric" });

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between lg:max-w-6xl lg:px-8">
        <nav aria-label={t("label")}>
          <ul className="flex flex-wrap gap-x-2">
            <li>
              <Link
                href="/terms"
                className="inline-flex min-h-11 items-center px-2 hover:text-primary-700"
              >
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link
                href="/about-us"
                className="inline-flex min-h-11 items-center px-2 hover:text-primary-700"
              >
                {t("aboutUs")}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="px-2">{t("copyright", { year })}</p>
      </div>
    </footer>
  );
}
