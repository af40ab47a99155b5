import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StorefrontPageUnavailable } from "./page-unavailable";
import { absoluteUrl } from "./site-url";

/**
 * What search results and link previews show of a page about one product or one shop: its
 * name, a description, its one canonical address and, when it has one, its picture.
 */
export function detailPageMetadata({
  name,
  description,
  path,
  imageUrl,
}: {
  name: string;
  description: string;
  /** The page's own address on the site, e.g. "/customer/shops/12". */
  path: string;
  /** The picture a link preview shows, as the API serves it. */
  imageUrl: string | undefined;
}): Metadata {
  const url = absoluteUrl(path);
  return {
    title: name,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: name,
      description,
      url,
      type: "website",
      images: imageUrl ? [{ url: absoluteUrl(imageUrl), alt: name }] : [],
    },
  };
}

/** The title of a product's or a shop's page that is not there. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("notFound") };
}

/**
 * A product's or a shop's page whose read failed: 404 when the API says it is not there
 * (unknown, inactive, deleted or not approved), the outage view for anything else. Called by
 * the page itself, so the 404 is decided before anything of the page renders.
 */
export function detailReadFailed(
  /** The API's HTTP status, null when it did not answer. */
  status: number | null,
  unavailable: Parameters<typeof StorefrontPageUnavailable>[0],
) {
  if (status === 404 || status === 422) notFound();
  return <StorefrontPageUnavailable {...unavailable} />;
}
