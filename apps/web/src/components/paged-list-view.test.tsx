import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { usePagedList } from "@/lib/api/use-paged-list";
import { catalogues } from "@/lib/i18n/catalogues";
import { footerTexts, PagedListView } from "./paged-list-view";

type Pages = ReturnType<typeof usePagedList<string>>;

const noop = () => {};

/** Only what the view reads of a paged query: its pages so far and how the last read went. */
function pagesOf(state: { pages?: string[][]; isError?: boolean; hasNextPage?: boolean }): Pages {
  const data =
    state.pages === undefined
      ? undefined
      : {
          pages: state.pages.map((items, index) => ({
            data: { items, page: index + 1, per_page: 2, has_more: false },
          })),
          pageParams: state.pages.map((_, index) => index + 1),
        };
  return {
    data,
    isError: state.isError ?? false,
    hasNextPage: state.hasNextPage ?? false,
    isFetchingNextPage: false,
    fetchNextPage: noop,
    refetch: noop,
  } as unknown as Pages;
}

function OrdersLike({ pages }: { pages: Pages }) {
  const t = useTranslations("orders.list");
  return (
    <PagedListView
      pages={pages}
      label={t("label")}
      className="the-list"
      skeleton={{ className: "placeholders", itemClassName: "placeholder" }}
      empty={<p>Nothing here yet</p>}
      texts={footerTexts(t)}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

function shown(pages: Pages, locale: Language = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      <OrdersLike pages={pages} />
    </NextIntlClientProvider>,
  );
}

describe("a list read page by page", () => {
  it("offers a retry when its first page failed", () => {
    const html = shown(pagesOf({ isError: true }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("This could not be loaded");
    expect(html).not.toContain("<ul");
  });

  it("shows four placeholders while the first page loads", () => {
    const html = shown(pagesOf({}));
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/placeholder"/g)).toHaveLength(4);
    expect(html).not.toContain("<section");
  });

  it("shows its empty view when there is no item at all", () => {
    const html = shown(pagesOf({ pages: [[]] }));
    expect(html).toContain("Nothing here yet");
    expect(html).not.toContain("<section");
  });

  it("shows every page's items in order, then the button for the next page", () => {
    const html = shown(pagesOf({ pages: [["first", "second"], ["third"]], hasNextPage: true }));
    expect(html).toContain('<section aria-label="Orders" class="the-list">');
    expect(html.indexOf("first")).toBeLessThan(html.indexOf("second"));
    expect(html.indexOf("second")).toBeLessThan(html.indexOf("third"));
    expect(html).toContain("Load more");
    expect(html).toContain("3 orders shown");
    const fa = shown(pagesOf({ pages: [["first", "second"], ["third"]], hasNextPage: true }), "fa");
    expect(fa).toContain("بیشتر");
    expect(fa).toContain("۳ سفارش نمایش داده شد");
  });

  it("keeps the items shown when a later page failed, and says so in the footer", () => {
    const html = shown(pagesOf({ pages: [["first"]], isError: true, hasNextPage: true }));
    expect(html).toContain("first");
    expect(html).toContain("More orders could not be loaded");
    expect(html).not.toContain("This could not be loaded");
  });
});
