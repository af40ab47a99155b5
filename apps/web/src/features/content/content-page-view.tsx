import type { ContentPage } from "@kesht/contracts";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { SubHeader } from "@/components/sub-header";
import { bilingual, columnIn } from "@/lib/i18n/languages";

/**
 * A content page in the active language: its title heads the page, then the date it last
 * changed (Persian calendar in Persian) and the body. The body is HTML that the API has already
 * sanitised down to a few text tags, so it is rendered as it is.
 */
export async function ContentPageView({ page }: { page: ContentPage }) {
  const language = await getLocale();
  const format = await getFormatter();
  const t = await getTranslations("content");

  return (
    <>
      <SubHeader title={bilingual(page, language)} />
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <p className="mb-6 border-b border-slate-200 pb-4 text-sm text-slate-500">
          {t.rich("lastUpdated", {
            date: format.dateTime(new Date(page.updated_at), { dateStyle: "long" }),
            time: (chunks) => <time dateTime={page.updated_at}>{chunks}</time>,
          })}
        </p>
        <div
          className="prose-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises bodies to h2, h3, p, lists, strong, em and links.
          dangerouslySetInnerHTML={{ __html: columnIn(page, "body", language) }}
        />
      </article>
    </>
  );
}
