import type { ContentName } from "@kesht/contracts";
import { getTranslations } from "next-intl/server";
import { UnavailableView } from "@/components/feedback/unavailable-view";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ContentPageView } from "./content-page-view";
import { fetchContentPage } from "./fetch-content-page";

interface ContentRouteProps {
  contentName: ContentName;
  /** This page's own path, for "try again". */
  path: string;
  /** Names the page while the API cannot give us its own title. */
  titleKey: "terms" | "aboutUs";
}

/** Everything /terms and /about-us do: fetch the page from the API and show it, or explain. */
export async function ContentRoute({ contentName, path, titleKey }: ContentRouteProps) {
  const result = await fetchContentPage(contentName);
  const t = await getTranslations("pages");
  const tc = await getTranslations("content");
  return (
    <PageContainer width="reading">
      {result.ok ? (
        <ContentPageView page={result.data} />
      ) : (
        <>
          <SubHeader title={t(titleKey)} />
          <UnavailableView
            title={tc("unavailableTitle")}
            text={tc("unavailableText")}
            retry={{ href: path, text: tc("retry") }}
            elsewhere={{ href: "/", text: tc("home") }}
          />
        </>
      )}
    </PageContainer>
  );
}
