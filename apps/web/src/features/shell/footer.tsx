import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/link";
import { inDigits } from "@/lib/i18n/languages";

/**
 * Links to the general pages (SPEC §2 "General") at the end of every page, and the app's
 * version (SPEC §2 shows it on the splash; pages now show at once, decision 027).
 */
export async function Footer({ version }: { version: string }) {
  const t = await getTranslations("footer");
  const format = await getFormatter();
  const language = await getLocale();
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
        <p className="flex flex-wrap gap-x-3 px-2">
          <span>{t("copyright", { year })}</span>
          <span>{t("version", { version: inDigits(version, language) })}</span>
        </p>
      </div>
    </footer>
  );
}
