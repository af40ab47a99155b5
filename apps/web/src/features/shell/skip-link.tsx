import { getTranslations } from "next-intl/server";

export const mainContentId = "main-content";

/** First stop for keyboard users: jumps past the header to the page's content. */
export async function SkipLink() {
  const t = await getTranslations("header");
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-70 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-800 focus:shadow-lg"
    >
      {t("skipToContent")}
    </a>
  );
}
