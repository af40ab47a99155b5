import { useTranslations } from "next-intl";
import { AlertIcon } from "@/components/icons";

/**
 * A section whose data the API could not give: a quiet line in its place, so the rest of the
 * page still works. The link reloads the page from the server.
 */
export function SectionUnavailable({ retryHref }: { retryHref: string }) {
  const t = useTranslations("storefront.common");
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">
      <AlertIcon className="size-5 text-amber-600" />
      <span>{t("sectionUnavailable")}</span>
      <a href={retryHref} className="font-semibold text-primary-700 underline underline-offset-4">
        {t("retry")}
      </a>
    </p>
  );
}
